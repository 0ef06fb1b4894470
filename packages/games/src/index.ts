export * from './rng/provably-fair.js';
export * from './slot/index.js';
