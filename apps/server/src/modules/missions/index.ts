export { createLeaderboardService, type LeaderboardService, prizeKey } from './leaderboard.service.js';
export { LEADERBOARD_PRIZES_TASK, MISSIONS_SWEEP_TASK } from './missions.jobs.js';
export { seedMissions } from './missions.seed.js';
export {
  createMissionsService,
  type MissionsService,
  missionRewardKey,
  type PointsAwarder,
} from './missions.service.js';
export { buildMissions, type Missions, registerMissions } from './missions.wiring.js';
