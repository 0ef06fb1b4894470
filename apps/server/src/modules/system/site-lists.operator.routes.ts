import { backofficeSiteListsContract as c } from '@app/contracts';
import type { Route } from '../../platform/http/route.js';
import { requireOperator } from '../operators/index.js';
import type { SiteListsAdminService } from './site-lists.admin.service.js';

/** The back office's domain list and customer-service entries (permissions: route-permissions.ts, content.*). */
export function registerSiteListsOperatorRoutes(route: Route, s: SiteListsAdminService): void {
  route(c.domains, () => s.domains());
  route(c.putDomains, ({ session, body, req }) => s.putDomains(requireOperator(session), body.items, req));
  route(c.csEntries, () => s.csEntries());
  route(c.createCsEntry, ({ session, body, req }) => s.createCsEntry(requireOperator(session), body, req));
  route(c.updateCsEntry, ({ session, params, body, req }) =>
    s.updateCsEntry(requireOperator(session), params.id, body, req),
  );
  route(c.deleteCsEntry, ({ session, params, req }) => s.deleteCsEntry(requireOperator(session), params.id, req));
}
