import { agentBackofficeContract as c } from '@app/contracts';
import type { Route } from '../../platform/http/route.js';
import type { createTreeOperatorService } from './tree.operator.js';

/** The back office's agent tree and an agent's contracts (route-permissions.ts: agents.view). */
export function registerTreeOperatorRoutes(route: Route, s: ReturnType<typeof createTreeOperatorService>) {
  route(c.tree, ({ session, query }) => s.tree(session, query));
  route(c.contracts, ({ session, params }) => s.contracts(session, params.id));
}
