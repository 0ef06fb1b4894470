import type { TeamFigures, TeamOverview } from '@app/contracts';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/connect.js';
import { AppError } from '../../platform/http/app-error.js';
import type { SessionPrincipal } from '../../platform/http/route.js';
import { rollupZoneReady } from './member-day.zone.js';
import { type DetailScope, teamBets, teamTransactions } from './overview.details.js';
import { type TeamFiguresRaw, teamFigures } from './overview.repository.js';
import { requireAgent } from './team.guard.js';
import { assertInTeam } from './team.repository.js';

const MAX_RANGE_DAYS = 93;

/** yyyy-MM-dd plus n days (calendar arithmetic on the date alone). */
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** Named periods and the daily series from the per-day rows (team size at each period's end). */
function rollUp(raw: TeamFiguresRaw, days: number): Omit<TeamOverview, 'timezone'> {
  const byDay = new Map(raw.days.map((d) => [d.day, d]));
  const joinedAfter = (day: string) => raw.days.filter((d) => d.day > day).reduce((n, d) => n + d.new_members, 0);
  const sum = (from: string, to: string, active: number): TeamFigures => {
    const f = {
      teamSize: raw.teamSize - joinedAfter(to),
      newMembers: 0,
      activeMembers: active,
      deposits: 0,
      withdrawals: 0,
      turnover: 0,
      wins: 0,
      net: 0,
    };
    for (const d of raw.days) {
      if (d.day < from || d.day > to) continue;
      f.newMembers += d.new_members;
      f.deposits += d.deposits;
      f.withdrawals += d.withdrawals;
      f.turnover += d.turnover;
      f.wins += d.wins;
    }
    f.net = f.turnover - f.wins;
    return f;
  };
  const series = Array.from({ length: days }, (_, i) => {
    const day = addDays(raw.today, i - days + 1);
    return { day, ...sum(day, day, byDay.get(day)?.active_members ?? 0) };
  });
  return {
    today: sum(raw.today, raw.today, raw.active.today),
    yesterday: sum(raw.yesterday, raw.yesterday, raw.active.yesterday),
    thisWeek: sum(raw.weekStart, raw.today, raw.active.thisWeek),
    thisMonth: sum(raw.monthStart, raw.today, raw.active.thisMonth),
    series,
  };
}

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
    const days = q.days ?? 30;
    await rollupZoneReady(db, timezone);
    const raw = await teamFigures(db, { agentId: s.memberId, now: clock.now(), timezone, days });
    return { timezone, ...rollUp(raw, days) };
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
