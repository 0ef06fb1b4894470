import { backofficePlayersContract as c } from '@app/contracts';
import type { CsvExporter } from '../../platform/http/csv-export.js';
import type { Route } from '../../platform/http/route.js';
import { requireOperator } from '../operators/index.js';
import type { AdjustmentRequestsService } from './adjustment-requests.service.js';
import type { Player360Service } from './player-360.service.js';
import type { PlayerActionsService } from './player-actions.service.js';
import { PLAYERS_CSV_HEADER, type PlayersSearchService, playersCsvLine } from './players.service.js';

export interface BackofficePlayers {
  search: PlayersSearchService;
  view: Player360Service;
  actions: PlayerActionsService;
  requests: AdjustmentRequestsService;
}

/** The back office's players endpoints (permissions: route-permissions.ts, players.* and balance.adjust). */
export function registerBackofficePlayersRoutes(route: Route, s: BackofficePlayers, csv: CsvExporter): void {
  route(c.search, ({ query }) => s.search.search(query));
  route(c.csv, ({ query, reply }) =>
    csv.send(reply, {
      name: 'players',
      header: PLAYERS_CSV_HEADER,
      line: playersCsvLine,
      batches: s.search.csvBatches(query),
    }),
  );
  route(c.player, ({ session, params }) => s.view.view(session, params.id));
  route(c.lock, ({ session, params, body, req }) =>
    s.actions.setLocked(requireOperator(session), params.id, true, body.reason, req),
  );
  route(c.unlock, ({ session, params, body, req }) =>
    s.actions.setLocked(requireOperator(session), params.id, false, body.reason, req),
  );
  route(c.resetPassword, ({ session, params, body, req }) =>
    s.actions.resetPassword(requireOperator(session), params.id, body.reason, req),
  );
  route(c.notes, ({ params }) => s.actions.listNotes(params.id));
  route(c.addNote, ({ session, params, body, req }) =>
    s.actions.addNote(requireOperator(session), params.id, body.body, req),
  );
  route(c.setVip, ({ session, params, body, req }) =>
    s.actions.setVip(requireOperator(session), params.id, body.rank, body.reason, req),
  );
  route(c.adjust, ({ session, params, body, req }) =>
    s.requests.adjust(requireOperator(session), params.id, body, req),
  );
  route(c.adjustmentRequests, ({ query }) => s.requests.list(query));
  route(c.approveAdjustment, ({ session, params, req }) =>
    s.requests.approve(requireOperator(session), params.id, req),
  );
  route(c.rejectAdjustment, ({ session, params, body, req }) =>
    s.requests.reject(requireOperator(session), params.id, body.reason, req),
  );
  route(c.adjustmentPolicy, () => s.requests.policy());
  route(c.putAdjustmentPolicy, ({ session, body, req }) => s.requests.putPolicy(requireOperator(session), body, req));
}
