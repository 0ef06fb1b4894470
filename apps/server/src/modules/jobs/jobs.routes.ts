import { jobsAdminContract as c } from '@app/contracts';
import type { Route } from '../../platform/http/route.js';
import { requireOperator } from '../operators/index.js';
import type { JobsAdminService } from './jobs.admin.service.js';

/** Operator job endpoints (auth 'operator'): read the queue, retry a failed job (audited). */
export function registerJobRoutes(route: Route, jobs: JobsAdminService): void {
  route(c.list, ({ session, query }) => {
    requireOperator(session);
    return jobs.list(query);
  });
  route(c.get, ({ session, params }) => {
    requireOperator(session);
    return jobs.get(params.id);
  });
  route(c.retry, ({ session, params, body, req }) => jobs.retry(requireOperator(session), params.id, body.note, req));
}
