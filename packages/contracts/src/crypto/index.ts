export * from './base64.js';
export * from './hybrid.js';
export * from './proof-of-work.js';
