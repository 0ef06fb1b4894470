export { createJobsAdminService, type JobsAdminService, jobView } from './jobs.admin.service.js';
export { registerJobRoutes } from './jobs.routes.js';
