import { playerListsContract as c } from '@app/contracts';
import type { Db } from '../../platform/db/connect.js';
import type { Route } from '../../platform/http/route.js';
import { createPlayerListsService, type PlayerListsDeps } from './player-lists.service.js';

/** The player page's paged lists (permissions: route-permissions.ts, players.view). */
export function registerPlayerLists(route: Route, db: Db, transactionsPage: PlayerListsDeps['transactionsPage']): void {
  const lists = createPlayerListsService({ db, transactionsPage });
  route(c.transactions, ({ params, query }) => lists.page('transactions', params.id, query));
  route(c.bets, ({ params, query }) => lists.page('bets', params.id, query));
  route(c.bonuses, ({ params, query }) => lists.page('bonuses', params.id, query));
  route(c.wagering, ({ params, query }) => lists.page('wagering', params.id, query));
  route(c.logins, ({ params, query }) => lists.page('logins', params.id, query));
  route(c.notes, ({ params, query }) => lists.page('notes', params.id, query));
}
