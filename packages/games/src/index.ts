export * from './rng/provably-fair.js';
