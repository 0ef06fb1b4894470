export * from './field-rules.js';
export * from './patterns.js';
