import type { BetRecord, BettingHistory, GameType, WinnerBoard } from '@app/contracts';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/connect.js';
import { AppError } from '../../platform/http/app-error.js';
import type { SessionPrincipal } from '../../platform/http/route.js';
import { requireTrueAccount } from '../accounts/index.js';
import { asGameType, maskAccount } from '../catalogue/index.js';
import { type BetRow, listBets, listBigWins, sumStakesSince } from './bets.repository.js';

const DAY_MS = 86_400_000;
/** The longest range one query covers (a quarter), keeping the query and the answer small. */
const MAX_DAYS = 92;
const DEFAULT_DAYS = 7;

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
const daysBetween = (a: string, b: string) =>
  Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);

const toRecord = (r: BetRow): BetRecord => ({
  id: r.id,
  vendor: r.vendor,
  category: r.category,
  gameNodeId: r.game_node_id,
  roundId: r.round_id,
  stake: r.stake,
  win: r.win,
  profit: r.win - r.stake,
  status: r.status,
  currency: r.unit,
  createdAt: r.created_at.toISOString(),
  settledAt: r.settled_at ? r.settled_at.toISOString() : null,
});

export interface BetHistoryQuery {
  category?: string;
  vendor?: string;
  from?: string;
  to?: string;
  page: number;
  pageSize: number;
}

/**
 * Betting history (personalHistoryCopy): every round of every vendor the member played, from the bets
 * table the seamless wallet and the bet-report ingest write. Days are calendar days of the operator's
 * time zone. The same rows feed the winner board.
 */
export function createBetsService(deps: { db: Db; clock: Clock; timeZone: string }) {
  const { db, clock, timeZone } = deps;
  const today = () => new Intl.DateTimeFormat('en-CA', { timeZone }).format(clock.now());

  async function history(session: SessionPrincipal | null, q: BetHistoryQuery): Promise<BettingHistory> {
    const { memberId } = requireTrueAccount(session);
    const to = q.to ?? (q.from ? addDays(q.from, DEFAULT_DAYS - 1) : today());
    const from = q.from ?? addDays(to, -(DEFAULT_DAYS - 1));
    for (const d of [from, to]) {
      if (Number.isNaN(Date.parse(`${d}T00:00:00Z`))) throw rangeInvalid('Dates are yyyy-MM-dd');
    }
    const span = daysBetween(from, to);
    if (span < 0 || span >= MAX_DAYS) throw rangeInvalid(`From must not be after to; at most ${MAX_DAYS} days`);
    const found = await listBets(db, {
      memberId,
      category: q.category?.toUpperCase(),
      vendor: q.vendor?.toUpperCase(),
      from,
      to,
      timeZone,
      limit: q.pageSize,
      offset: (q.page - 1) * q.pageSize,
    });
    return {
      items: found.rows.map(toRecord),
      total: found.total,
      page: q.page,
      pageSize: q.pageSize,
      totalPages: Math.max(1, Math.ceil(found.total / q.pageSize)),
      totals: { stake: found.stake, win: found.win, profit: found.win - found.stake },
    };
  }

  /** The winner board: latest big wins (masked accounts), of one category or of all ('ALL'). */
  async function winners(q: {
    gameCategory: 'ALL' | GameType;
    limitNum: number;
    language: string;
  }): Promise<WinnerBoard> {
    const rows = await listBigWins(db, {
      lang: q.language,
      gameType: q.gameCategory === 'ALL' ? undefined : q.gameCategory,
      limit: q.limitNum,
    });
    return {
      list: rows.map((r) => ({
        vo: {
          account: maskAccount(r.account),
          nodeId: r.node_id,
          gameName: r.name,
          vassalage: r.vendor_code,
          gameType: asGameType(r.game_type),
          winAmount: r.win,
          wonAt: r.settled_at.toISOString(),
        },
      })),
    };
  }

  /** Real-money stakes of rounds opened since `since`: what feeds the jackpot. */
  const stakesSince = (since: Date) => sumStakesSince(db, since);

  return { history, winners, stakesSince };
}
export type BetsService = ReturnType<typeof createBetsService>;

const rangeInvalid = (message: string) => new AppError('bet_history_range_invalid', 400, message);
