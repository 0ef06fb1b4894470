import { systemContract } from '@app/contracts';
import type { Route } from '../../platform/http/route.js';
import type { SystemService } from './system.service.js';

export function registerSystemRoutes(route: Route, system: SystemService): void {
  route(systemContract.status, ({ req }) => system.status(req.ip));
}
