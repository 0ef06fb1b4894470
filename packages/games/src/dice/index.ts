export * from './dice.bets.js';
export * from './dice.draw.js';
export * from './dice.rtp.js';
