import type { ProfitReport, Transaction, TransactionType } from '@app/contracts';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/connect.js';
import { type Keyset, type KeysetPage, pageOf } from '../../platform/db/keyset.js';
import { AppError } from '../../platform/http/app-error.js';
import type { SessionPrincipal } from '../../platform/http/route.js';
import { requireTrueAccount } from '../accounts/index.js';
import type { LedgerService } from '../ledger/index.js';
import {
  ALL_KNOWN_KINDS,
  BET_KINDS,
  KINDS_BY_TYPE,
  PROMOTION_IN_KINDS,
  PROMOTION_OUT_KINDS,
  typeOfKind,
  WIN_KINDS,
} from './history.kinds.js';
import { listTransactions, profitRows, promotionNet, transactionsKeyset } from './history.repository.js';

const DAY_MS = 86_400_000;
/** The longest range a report covers (a quarter), keeping the query and the answer small. */
const MAX_DAYS = 92;
const DEFAULT_PROFIT_DAYS = 7;

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
const daysBetween = (a: string, b: string) =>
  Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);

function checkRange(from: string | null, to: string | null): void {
  for (const d of [from, to]) {
    if (d && Number.isNaN(Date.parse(`${d}T00:00:00Z`))) {
      throw new AppError('history_range_invalid', 400, 'Dates are yyyy-MM-dd');
    }
  }
  if (from && to && (daysBetween(from, to) < 0 || daysBetween(from, to) >= MAX_DAYS)) {
    throw new AppError('history_range_invalid', 400, `From must not be after to; at most ${MAX_DAYS} days`);
  }
}

/**
 * Transaction history and profit/loss of the member's main wallet, read from the ledger's transfers.
 * Days are calendar days of the operator's time zone; amounts are integer minor units.
 */
export function createHistoryService(deps: { db: Db; clock: Clock; ledger: LedgerService; timeZone: string }) {
  const { db, clock, ledger, timeZone } = deps;
  const today = () => new Intl.DateTimeFormat('en-CA', { timeZone }).format(clock.now());

  async function transactions(
    session: SessionPrincipal | null,
    q: { type?: TransactionType; from?: string; to?: string; page: number; pageSize: number },
  ) {
    return memberTransactions(requireTrueAccount(session).memberId, q);
  }

  /** One member's transactions (the member's own page above, and the back office's player view). */
  async function memberTransactions(
    memberId: number,
    q: { type?: TransactionType; from?: string; to?: string; page: number; pageSize: number },
  ) {
    checkRange(q.from ?? null, q.to ?? null);
    const accountId = await ledger.accountId({ member: memberId, kind: 'cash' });
    const { rows, total } = await listTransactions(db, accountId, {
      from: q.from ?? null,
      to: q.to ?? null,
      timeZone,
      kinds: q.type && q.type !== 'other' ? KINDS_BY_TYPE[q.type] : null,
      excludeKinds: q.type === 'other' ? ALL_KNOWN_KINDS : null,
      page: q.page,
      pageSize: q.pageSize,
    });
    const items: Transaction[] = rows.map((r) => ({
      id: r.id,
      type: typeOfKind(r.kind),
      kind: r.kind,
      // A voided hold keeps its amount: the status says it was released, not moved.
      amount: r.amount,
      status: r.status,
      reference: r.reference,
      createdAt: r.created_at.toISOString(),
    }));
    return { items, total, page: q.page, pageSize: q.pageSize };
  }

  /** One member's transactions by keyset, newest first (the back office's player page). */
  async function memberTransactionsPage(memberId: number, k: Keyset): Promise<KeysetPage<Transaction>> {
    const accountId = await ledger.accountId({ member: memberId, kind: 'cash' });
    const rows = await transactionsKeyset(db, accountId, k);
    return pageOf(rows, k, (r) => ({
      id: r.id,
      type: typeOfKind(r.kind),
      kind: r.kind,
      amount: r.amount,
      status: r.status,
      reference: r.reference,
      createdAt: r.created_at.toISOString(),
    }));
  }

  async function profit(session: SessionPrincipal | null, q: { from?: string; to?: string }): Promise<ProfitReport> {
    const { memberId } = requireTrueAccount(session);
    const to = q.to ?? today();
    const from = q.from ?? addDays(to, -(DEFAULT_PROFIT_DAYS - 1));
    checkRange(from, to);
    const accounts = (await ledger.memberAccounts(memberId)).filter(
      (a) => a.unit === 'VND' && (a.kind === 'cash' || a.kind === 'vendor'),
    );
    const rows = accounts.length
      ? await profitRows(
          db,
          accounts.map((a) => a.id),
          { from, to, timeZone, betKinds: BET_KINDS, winKinds: WIN_KINDS },
        )
      : [];
    const line = (bet: number, win: number) => ({ bet, win, profit: win - bet });
    const byDay = new Map<string, { bet: number; win: number }>();
    const byProduct = new Map<string, { bet: number; win: number }>();
    for (const r of rows) {
      for (const [map, key] of [
        [byDay, r.day],
        [byProduct, r.product],
      ] as const) {
        const acc = map.get(key) ?? { bet: 0, win: 0 };
        acc.bet += r.bet;
        acc.win += r.win;
        map.set(key, acc);
      }
    }
    const days = [];
    for (let d = from; d <= to; d = addDays(d, 1)) {
      const v = byDay.get(d) ?? { bet: 0, win: 0 };
      days.push({ date: d, ...line(v.bet, v.win) });
    }
    const products = [...byProduct.entries()]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([product, v]) => ({ product, ...line(v.bet, v.win) }));
    const totalBet = rows.reduce((s, r) => s + r.bet, 0);
    const totalWin = rows.reduce((s, r) => s + r.win, 0);
    const cashAccount = accounts.find((a) => a.kind === 'cash');
    const bonus = cashAccount
      ? await promotionNet(db, cashAccount.id, {
          from,
          to,
          timeZone,
          inKinds: PROMOTION_IN_KINDS,
          outKinds: PROMOTION_OUT_KINDS,
        })
      : 0;
    return { from, to, total: line(totalBet, totalWin), days, products, bonus };
  }

  return { transactions, memberTransactions, memberTransactionsPage, profit };
}
export type HistoryService = ReturnType<typeof createHistoryService>;
