// The back office's players (issue 19): search by anything, the 360° view, lock, password reset, notes, VIP level
// and four-eyes balance adjustments. Each part calls the module that owns the rule (accounts, ledger through the
// adjustments service, vip, limits, kyc, history, withdrawals' turnover).
import type { Transaction } from '@app/contracts';
import type { Clock } from '../../platform/clock.js';
import type { Db, Queryable } from '../../platform/db/connect.js';
import type { CsvExporter } from '../../platform/http/csv-export.js';
import type { Route } from '../../platform/http/route.js';
import type { AccountBalance } from '../ledger/index.js';
import type { RgService } from '../limits/index.js';
import type { AdjustmentsService } from '../operators/index.js';
import { readThreshold } from './adjustment-requests.repository.js';
import { createAdjustmentRequestsService } from './adjustment-requests.service.js';
import { type BackofficePlayers, registerBackofficePlayersRoutes } from './backoffice-players.routes.js';
import { createPlayer360Service, type Player360Deps } from './player-360.service.js';
import { createPlayerActionsService, type PlayerActionsDeps } from './player-actions.service.js';
import { createPlayersSearchService } from './players.service.js';

export type { BackofficePlayers } from './backoffice-players.routes.js';
export { registerPlayerLists } from './player-lists.routes.js';

/** The four-eyes threshold as the adjustments service asks for it (bound in the composition root). */
export const adjustmentApprovalThreshold = (db: Db) => () => readThreshold(db);

export interface BackofficePlayersDeps {
  db: Db;
  clock: Clock;
  timeZone: string;
  adjustments: AdjustmentsService;
  revokeSessions: (q: Queryable, memberId: number) => Promise<void>;
  setVipRank: PlayerActionsDeps['setVipRank'];
  memberAccounts: (memberId: number) => Promise<AccountBalance[]>;
  transactions: (memberId: number, q: { page: number; pageSize: number }) => Promise<{ items: Transaction[] }>;
  turnoverRequired: Player360Deps['turnoverRequired'];
  bonusRequired: Player360Deps['bonusRequired'];
  rg: Pick<RgService, 'state' | 'history'>;
  vipRank: Player360Deps['vipRank'];
  vipLevels: Player360Deps['vipLevels'];
  kycLevel: Player360Deps['kycLevel'];
}

export function buildBackofficePlayers(d: BackofficePlayersDeps): BackofficePlayers {
  const actions = createPlayerActionsService({
    db: d.db,
    clock: d.clock,
    setVipRank: d.setVipRank,
    // How many live sessions the lock or reset ended, for its audit record; the accounts module revokes them.
    revokeSessions: async (q, memberId) => {
      const [row] = await q<{ n: number }[]>`SELECT count(*)::int AS n FROM sessions
        WHERE member_id = ${memberId} AND revoked_at IS NULL AND expires_at > ${d.clock.now()}`;
      await d.revokeSessions(q, memberId);
      return row?.n ?? 0;
    },
  });
  return {
    search: createPlayersSearchService({ db: d.db, timeZone: d.timeZone }),
    view: createPlayer360Service({ ...d, notes: (id) => actions.notes(id) }),
    actions,
    requests: createAdjustmentRequestsService({ db: d.db, clock: d.clock, adjustments: d.adjustments }),
  };
}

export function registerBackofficePlayers(route: Route, players: BackofficePlayers, csv: CsvExporter): void {
  registerBackofficePlayersRoutes(route, players, csv);
}
