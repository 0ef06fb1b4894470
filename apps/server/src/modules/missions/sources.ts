import type { Queryable } from '../../platform/db/connect.js';
import type { DayFacts, MemberFacts } from './missions.progress.js';

/*
 * Where mission progress comes from: real events only, read where their owners keep them.
 * - rounds, wager, deposit: member_day_stats (agents' rollup: settled real-money bets per local day and game
 *   category; credited deposits on category ''), kept by triggers in the same transaction as the bets.
 * - login_days: security_events kind 'login' (every successful login path writes one).
 * - invite: referral's `referrals` table, friends whose status is 'qualified' (referral-api.md).
 */

/** One member's rollup rows from `fromDay` (local days) on. */
export async function memberDays(q: Queryable, memberId: number, fromDay: string): Promise<DayFacts[]> {
  const rows = await q<{ day: string; category: string; turnover: string; bets: number; deposits: string }[]>`
    SELECT to_char(day, 'YYYY-MM-DD') AS day, category, turnover, bet_count AS bets, deposits
      FROM member_day_stats WHERE member_id = ${memberId} AND day >= ${fromDay}::date`;
  return rows.map((r) => ({
    day: r.day,
    category: r.category,
    turnover: Number(r.turnover),
    bets: Number(r.bets),
    deposits: Number(r.deposits),
  }));
}

/** Local days (in `timeZone`) on which the member logged in, from `since` on. */
export async function loginDays(q: Queryable, memberId: number, since: Date, timeZone: string): Promise<string[]> {
  const rows = await q<{ day: string }[]>`
    SELECT DISTINCT to_char(at AT TIME ZONE ${timeZone}, 'YYYY-MM-DD') AS day
      FROM security_events WHERE member_id = ${memberId} AND kind = 'login' AND at >= ${since}`;
  return rows.map((r) => r.day);
}

/** When each friend the member invited qualified (referral's table; a friend qualifies once, ever). */
export async function qualifiedFriends(q: Queryable, memberId: number, since: Date): Promise<Date[]> {
  const rows = await q<{ qualified_at: Date }[]>`
    SELECT qualified_at FROM referrals
     WHERE referrer_id = ${memberId} AND status = 'qualified' AND qualified_at >= ${since}`;
  return rows.map((r) => r.qualified_at);
}

/** Everything the member's missions need, in at most three reads (each only when a mission needs it). */
export async function memberFacts(
  q: Queryable,
  memberId: number,
  need: { fromDay: string | null; loginsSince: Date | null; invitesSince: Date | null; timeZone: string },
): Promise<MemberFacts> {
  const [days, logins, invites] = await Promise.all([
    need.fromDay ? memberDays(q, memberId, need.fromDay) : [],
    need.loginsSince ? loginDays(q, memberId, need.loginsSince, need.timeZone) : [],
    need.invitesSince ? qualifiedFriends(q, memberId, need.invitesSince) : [],
  ]);
  return { days, loginDays: logins, invites };
}
