export * from './dice/index.js';
export * from './lottery/index.js';
export * from './raffle/index.js';
export * from './rng/fair-stream.js';
export * from './rng/hmac-sha256.js';
export * from './rng/provably-fair.js';
export * from './slot/index.js';
