export { diceGame } from './dice.game.js';
export type { RoundsDeps } from './rounds.deps.js';
export type { RoundGamePlugin } from './rounds.game.js';
export { ROUND_STEP_TASK, ROUND_TICK_TASK, registerRoundJobs, startRoundsSoon } from './rounds.jobs.js';
export { type ExtraPreBetCheck, type PreBetContext, preBetCheck } from './rounds.limits.js';
export { registerRoundsRoutes } from './rounds.routes.js';
export { createRounds, type Rounds, type TickReport } from './rounds.service.js';
export type { SettleOptions, SettleReport } from './rounds.settlement.js';
