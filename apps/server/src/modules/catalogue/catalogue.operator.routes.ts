import { backofficeGamesContract as c } from '@app/contracts';
import type { Route } from '../../platform/http/route.js';
import { requireOperator } from '../operators/index.js';
import type { CatalogueOperatorService } from './catalogue.operator.service.js';

/** The back office's catalogue endpoints (auth 'operator'; permissions in backoffice/route-permissions.ts). */
export function registerCatalogueOperatorRoutes(route: Route, s: CatalogueOperatorService): void {
  route(c.vendors, ({ session }) => {
    requireOperator(session);
    return s.vendors();
  });
  route(c.putVendor, ({ session, params, body, req }) => s.putVendor(requireOperator(session), params.code, body, req));
  route(c.games, ({ session, query }) => {
    requireOperator(session);
    return s.games(query);
  });
  route(c.putGame, ({ session, params, body, req }) => s.putGame(requireOperator(session), params.nodeId, body, req));
  route(c.importCatalogue, ({ session, body, req }) => s.importFile(requireOperator(session), body, req));
}
