import type { TeamFigures, TeamOverview } from '@app/contracts';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/connect.js';
import { AppError } from '../../platform/http/app-error.js';
import type { SessionPrincipal } from '../../platform/http/route.js';
import { type DetailScope, teamBets, teamTransactions } from './overview.details.js';
import { type FiguresRow, teamFigures } from './overview.repository.js';
import { requireAgent } from './team.guard.js';
import { assertInTeam } from './team.repository.js';

const MAX_RANGE_DAYS = 93;

const figures = (r: FiguresRow): TeamFigures => ({
  teamSize: r.team_size,
  newMembers: r.new_members,
  activeMembers: r.active_members,
  deposits: r.deposits,
  withdrawals: r.withdrawals,
  turnover: r.turnover,
  wins: r.wins,
  net: r.turnover - r.wins,
});

interface RangeQuery {
  from?: string;
  to?: string;
  memberId?: number;
  account?: string;
  page?: number;
  pageSize?: number;
}

/** Team overview figures and the detail lists (team betting, downline transactions), all within the team. */
export function createOverviewService(deps: { db: Db; clock: Clock; timezone: string }) {
  const { db, clock, timezone } = deps;

  async function overview(session: SessionPrincipal | null, q: { days?: number }): Promise<TeamOverview> {
    const s = requireAgent(session);
    const rows = await teamFigures(db, { agentId: s.memberId, now: clock.now(), timezone, days: q.days ?? 30 });
    const named = (name: string) => figures(rows.find((r) => r.name === name)!);
    return {
      timezone,
      today: named('today'),
      yesterday: named('yesterday'),
      thisWeek: named('thisWeek'),
      thisMonth: named('thisMonth'),
      series: rows.filter((r) => r.name === 'day').map((r) => ({ day: r.day!, ...figures(r) })),
    };
  }

  /** The range's local-day bounds ([from 00:00, to + 1 day 00:00) in the operator's zone); default the last 7 days. */
  async function scope(s: SessionPrincipal, q: RangeQuery): Promise<DetailScope & { page: number; pageSize: number }> {
    if (q.memberId !== undefined) await assertInTeam(db, s.memberId, q.memberId);
    const [b] = await db<{ lo: Date; hi: Date; days: number }[]>`
      WITH d AS (SELECT COALESCE(${q.from ?? null}::date, (${clock.now()}::timestamptz AT TIME ZONE ${timezone})::date - 6) AS f,
                        COALESCE(${q.to ?? null}::date, (${clock.now()}::timestamptz AT TIME ZONE ${timezone})::date) AS t)
      SELECT (f::timestamp AT TIME ZONE ${timezone}) AS lo, ((t + 1)::timestamp AT TIME ZONE ${timezone}) AS hi,
             (t - f + 1) AS days FROM d`.catch(() => {
      throw new AppError('agent_bad_range', 400, 'The date range is not valid');
    });
    if (!b || b.days < 1 || b.days > MAX_RANGE_DAYS)
      throw new AppError('agent_bad_range', 400, 'The date range is not valid');
    const page = q.page ?? 1;
    const pageSize = q.pageSize ?? 20;
    return {
      agentId: s.memberId,
      memberId: q.memberId,
      account: q.account?.trim() || undefined,
      lo: b.lo,
      hi: b.hi,
      limit: pageSize,
      offset: (page - 1) * pageSize,
      page,
      pageSize,
    };
  }

  async function bets(session: SessionPrincipal | null, q: RangeQuery) {
    const sc = await scope(requireAgent(session), q);
    const rows = await teamBets(db, sc);
    const head = rows[0];
    return {
      items: rows
        .filter((r) => r.id !== null)
        .map((r) => ({
          id: r.id,
          account: r.account,
          source: r.source,
          game: r.game,
          stake: r.stake,
          win: r.win,
          status: r.status,
          createdAt: r.created_at.toISOString(),
          settledAt: r.settled_at?.toISOString() ?? null,
        })),
      total: head?.total ?? 0,
      totals: {
        stake: head?.sum_stake ?? 0,
        win: head?.sum_win ?? 0,
        net: (head?.sum_stake ?? 0) - (head?.sum_win ?? 0),
      },
      page: sc.page,
      pageSize: sc.pageSize,
    };
  }

  async function transactions(session: SessionPrincipal | null, q: RangeQuery) {
    const sc = await scope(requireAgent(session), q);
    const rows = await teamTransactions(db, sc);
    const head = rows[0];
    return {
      items: rows
        .filter((r) => r.id !== null)
        .map((r) => ({
          id: r.id!,
          account: r.account,
          kind: r.kind,
          amount: r.amount,
          status: r.status,
          createdAt: r.created_at.toISOString(),
        })),
      total: head?.total ?? 0,
      totals: { in: head?.sum_in ?? 0, out: head?.sum_out ?? 0 },
      page: sc.page,
      pageSize: sc.pageSize,
    };
  }

  return { overview, bets, transactions };
}
export type OverviewService = ReturnType<typeof createOverviewService>;
