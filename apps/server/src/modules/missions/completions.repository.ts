import type { Queryable } from '../../platform/db/connect.js';
import type { MissionWindow } from './missions.progress.js';
import type { MissionRecord } from './missions.repository.js';

/**
 * Members who have reached a mission's target in its window and were not yet recorded as complete, among those
 * active since `activeDay` (local day) / `activeSince` (instant): one set-based read per mission, so the minute
 * sweep costs a handful of queries when nobody moves. Same counting rules as missions.progress.ts.
 */
export async function newCompleters(
  q: Queryable,
  m: MissionRecord,
  w: MissionWindow,
  active: { day: string; since: Date; timeZone: string },
): Promise<number[]> {
  const counted = countedSql(q, m, w, active);
  const rows = await q<{ member_id: string }[]>`
    SELECT c.member_id FROM (${counted}) c
     WHERE c.n >= ${m.target}
       AND NOT EXISTS (SELECT 1 FROM mission_completions x
                        WHERE x.mission_id = ${m.id} AND x.period_key = ${w.key} AND x.member_id = c.member_id)
       AND coalesce((SELECT v.rank FROM vip_members v WHERE v.member_id = c.member_id), 0) >= ${m.minVipRank}
     ORDER BY c.member_id`;
  return rows.map((r) => Number(r.member_id));
}

/** (member_id, n): the mission's count per recently active member over the window. */
function countedSql(
  q: Queryable,
  m: MissionRecord,
  w: MissionWindow,
  active: { day: string; since: Date; timeZone: string },
) {
  switch (m.kind) {
    case 'rounds':
    case 'wager':
    case 'deposit': {
      const col = m.kind === 'rounds' ? q`bet_count` : m.kind === 'wager' ? q`turnover` : q`deposits`;
      const rows =
        m.kind === 'deposit' ? q`category = ''` : m.category === null ? q`category <> ''` : q`category = ${m.category}`;
      return q`SELECT member_id, sum(${col})::bigint AS n FROM member_day_stats
                WHERE day >= ${w.fromDay}::date AND day <= ${w.toDay}::date AND ${rows}
                  AND member_id IN (SELECT member_id FROM member_day_stats WHERE day >= ${active.day}::date)
                GROUP BY member_id`;
    }
    case 'login_days':
      return q`SELECT member_id, count(DISTINCT (at AT TIME ZONE ${active.timeZone})::date)::bigint AS n
                 FROM security_events
                WHERE kind = 'login' AND member_id IS NOT NULL
                  AND at >= ${new Date(w.start.getTime() - 86_400_000)}
                  AND (at AT TIME ZONE ${active.timeZone})::date BETWEEN ${w.fromDay}::date AND ${w.toDay}::date
                  AND member_id IN (SELECT member_id FROM security_events WHERE kind = 'login' AND at >= ${active.since})
                GROUP BY member_id`;
    case 'invite':
      return q`SELECT referrer_id AS member_id, count(*)::bigint AS n FROM referrals
                WHERE status = 'qualified' AND qualified_at >= ${w.start}
                  AND (${w.end}::timestamptz IS NULL OR qualified_at < ${w.end}::timestamptz)
                  AND referrer_id IN (SELECT referrer_id FROM referrals
                                       WHERE status = 'qualified' AND qualified_at >= ${active.since})
                GROUP BY referrer_id`;
  }
}

/** Records the completion; true the first time only (the notice and message go out then). */
export async function recordCompletion(
  q: Queryable,
  missionId: number,
  memberId: number,
  periodKey: string,
  at: Date,
): Promise<boolean> {
  const rows = await q`INSERT INTO mission_completions (mission_id, member_id, period_key, completed_at)
    VALUES (${missionId}, ${memberId}, ${periodKey}, ${at}) ON CONFLICT DO NOTHING RETURNING mission_id`;
  return rows.length > 0;
}
