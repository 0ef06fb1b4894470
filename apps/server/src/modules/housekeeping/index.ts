export { HOUSEKEEPING_PRUNE_TASK, registerHousekeepingJobs } from './housekeeping.jobs.js';
export { type PruneReport, pruneExpired } from './prune.js';
