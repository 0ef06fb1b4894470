export * from './raffle.draw.js';
