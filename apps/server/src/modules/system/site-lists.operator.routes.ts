import { backofficeSiteListsContract as c, backofficeHelpContract as help } from '@app/contracts';
import type { Route } from '../../platform/http/route.js';
import { requireOperator } from '../operators/index.js';
import type { HelpAdminService } from './help.admin.service.js';
import type { SiteListsAdminService } from './site-lists.admin.service.js';

/** The back office's domain list, customer-service entries and help articles (route-permissions.ts, content.*). */
export function registerSiteListsOperatorRoutes(route: Route, s: SiteListsAdminService, h: HelpAdminService): void {
  route(c.domains, () => s.domains());
  route(c.putDomains, ({ session, body, req }) => s.putDomains(requireOperator(session), body.items, req));
  route(c.csEntries, () => s.csEntries());
  route(c.createCsEntry, ({ session, body, req }) => s.createCsEntry(requireOperator(session), body, req));
  route(c.updateCsEntry, ({ session, params, body, req }) =>
    s.updateCsEntry(requireOperator(session), params.id, body, req),
  );
  route(c.deleteCsEntry, ({ session, params, req }) => s.deleteCsEntry(requireOperator(session), params.id, req));
  route(help.list, () => h.list());
  route(help.put, ({ session, params, body, req }) => h.put(requireOperator(session), params.id, body, req));
  route(help.remove, ({ session, params, req }) => h.remove(requireOperator(session), params.id, req));
}
