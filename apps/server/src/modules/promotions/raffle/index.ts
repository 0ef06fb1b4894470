export { DEMO_RAFFLE_CODE, seedRaffle } from './raffle.seed.js';
export { type RaffleWiringContext, registerRaffle } from './raffle.wiring.js';
