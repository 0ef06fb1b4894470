export { createLotteryBets, type LotteryBets } from './bets.service.js';
export { registerChaseJobs } from './chase.jobs.js';
export { type ChaseService, createChases } from './chase.service.js';
export { lotteryExposureCheck } from './exposure.js';
export { lotteryFamily, type StoredLotteryBet } from './games.plugin.js';
export { findConfig as findLotteryConfig, type LotteryConfig } from './games.repository.js';
export { createLotteryGames, type LotteryGames } from './games.service.js';
export { registerLotteryRoutes } from './lottery.routes.js';
