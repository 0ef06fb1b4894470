export * from './accounts.contract.js';
export * from './content.contract.js';
export * from './crypto/index.js';
export * from './cs-path.js';
export * from './endpoint.js';
export * from './envelope.js';
export * from './system.contract.js';
export * from './validation/index.js';
