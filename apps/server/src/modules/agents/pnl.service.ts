import { isAgentType, type PnlList } from '@app/contracts';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/connect.js';
import { AppError } from '../../platform/http/app-error.js';
import type { SessionPrincipal } from '../../platform/http/route.js';
import { rollupZoneReady } from './member-day.zone.js';
import { teamPnl } from './pnl.repository.js';
import { requireAgent } from './team.guard.js';
import { assertInTeam } from './team.repository.js';

const MAX_RANGE_DAYS = 93;
const badRange = () => new AppError('agent_bad_range', 400, 'The date range is not valid');

export interface PnlQuery {
  from?: string;
  to?: string;
  memberId?: number;
  account?: string;
  page?: number;
  pageSize?: number;
}

/** User P&L statements: each member of the caller's team, its own figures over a range of local days. */
export function createPnlService(deps: { db: Db; clock: Clock; timezone: string }) {
  const { db, clock, timezone } = deps;

  /** [from, to] local days; default the last 7 days up to today; at most 93 days, never reversed. */
  async function days(q: PnlQuery): Promise<{ from: string; to: string }> {
    const [r] = await db<{ f: string; t: string; n: number }[]>`
      WITH d AS (SELECT COALESCE(${q.from ?? null}::date, (${clock.now()}::timestamptz AT TIME ZONE ${timezone})::date - 6) AS f,
                        COALESCE(${q.to ?? null}::date, (${clock.now()}::timestamptz AT TIME ZONE ${timezone})::date) AS t)
      SELECT f::text, t::text, (t - f + 1) AS n FROM d`.catch(() => {
      throw badRange();
    });
    if (!r || r.n < 1 || r.n > MAX_RANGE_DAYS) throw badRange();
    return { from: r.f, to: r.t };
  }

  async function list(session: SessionPrincipal | null, q: PnlQuery): Promise<PnlList> {
    const s = requireAgent(session);
    if (q.memberId !== undefined) await assertInTeam(db, s.memberId, q.memberId);
    const range = await days(q);
    await rollupZoneReady(db, timezone);
    const page = q.page ?? 1;
    const pageSize = q.pageSize ?? 20;
    const rows = await teamPnl(db, {
      agentId: s.memberId,
      memberId: q.memberId,
      account: q.account?.trim() || undefined,
      ...range,
      limit: pageSize,
      offset: (page - 1) * pageSize,
    });
    const head = rows[0];
    return {
      ...range,
      items: rows
        .filter((r) => r.member_id !== null)
        .map((r) => ({
          memberId: r.member_id!,
          account: r.account,
          kind: isAgentType(r.type) ? 'agent' : 'member',
          depth: r.depth,
          deposits: r.deposits,
          withdrawals: r.withdrawals,
          turnover: r.turnover,
          wins: r.wins,
          bets: r.bets,
          profit: r.wins - r.turnover,
        })),
      total: head?.total ?? 0,
      totals: {
        deposits: head?.t_deposits ?? 0,
        withdrawals: head?.t_withdrawals ?? 0,
        turnover: head?.t_turnover ?? 0,
        wins: head?.t_wins ?? 0,
        bets: head?.t_bets ?? 0,
        profit: (head?.t_wins ?? 0) - (head?.t_turnover ?? 0),
      },
      page,
      pageSize,
    };
  }

  return { list };
}
export type PnlService = ReturnType<typeof createPnlService>;
