import { systemContract } from '@app/contracts';
import type { Route } from '../../platform/http/route.js';
import type { SiteService } from './site.service.js';
import type { SystemService } from './system.service.js';

export function registerSystemRoutes(route: Route, system: SystemService, site: SiteService): void {
  route(systemContract.status, ({ req }) => system.status(req.ip));
  route(systemContract.whitelabel, () => site.whitelabel());
  route(systemContract.registerSettings, () => site.registerSettings());
  route(systemContract.consolidatedSettings, () => site.consolidatedSettings());
  route(systemContract.initialConfig, ({ query }) => site.initialConfig(query.url));
  route(systemContract.routers, ({ req, query }) => site.routers(req.ip, query.language));
  route(systemContract.domainRoute, () => site.domainRoute());
  route(systemContract.helpCenter, ({ query }) => site.helpCenter(query.language));
}
