export { type EnqueueOptions, enqueue } from './enqueue.js';
export { registerJobQueueGauges } from './jobs.metrics.js';
export {
  findJob,
  type JobListQuery,
  type JobRow,
  type JobState,
  listJobs,
  pruneJobHistory,
  retryFailedJob,
} from './jobs.repository.js';
export { unlockDeadWorkers } from './liveness.js';
export {
  createJobQueue,
  HISTORY_KEEP,
  type JobQueue,
  type JobQueueDeps,
  PRUNE_HISTORY_TASK,
  RECOVER_TASK,
  type ScheduleOptions,
} from './queue.js';
export { installJobSchema } from './schema.js';
export { defineTask, type JobContext, type TaskDefinition, type TaskHandler } from './task.js';
