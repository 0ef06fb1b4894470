export * from './content.contract.js';
export * from './endpoint.js';
export * from './envelope.js';
export * from './system.contract.js';
