export * from './lottery.bets.js';
export * from './lottery.draw.js';
export * from './lottery.layout.js';
export * from './lottery.liability.js';
export * from './lottery.odds.js';
export * from './lottery.refresh.js';
export * from './lottery.rtp.js';
export * from './lottery.settle.js';
