export { type Housekeeping, type PruneReport, pruneExpired, startHousekeeping } from './prune.js';
