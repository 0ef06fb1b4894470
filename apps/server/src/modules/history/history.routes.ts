import { historyContract as c } from '@app/contracts';
import type { Route } from '../../platform/http/route.js';
import type { HistoryService } from './history.service.js';

export function registerHistoryRoutes(route: Route, history: HistoryService): void {
  route(c.transactions, ({ session, query }) => history.transactions(session, query));
  route(c.profit, ({ session, query }) => history.profit(session, query));
}
