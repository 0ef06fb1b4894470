export * from './config.js';
export * from './evaluate.js';
export * from './paylines.js';
export * from './reels.js';
export * from './rtp.js';
export * from './simulator.js';
export * from './spin.js';
export * from './symbols.js';
