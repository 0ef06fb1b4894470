export {
  type AwardInput,
  type AwardOutcome,
  awardKey,
  type PointsAward,
  type PointsReason,
  PointsReasons,
} from './points.award.js';
export { POINTS_TURNOVER_TASK } from './points.jobs.js';
export { seedPoints } from './points.seed.js';
export { buildPoints, type PointsService, registerPoints } from './points.wiring.js';
