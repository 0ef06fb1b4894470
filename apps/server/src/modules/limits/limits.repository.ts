import type { Queryable } from '../../platform/db/connect.js';
import type { LimitsRow } from './limits.rules.js';

const COLUMNS = `daily, weekly, monthly, daily_next, daily_next_at, weekly_next, weekly_next_at,
  monthly_next, monthly_next_at`;

export async function findLimits(q: Queryable, memberId: number, forUpdate = false): Promise<LimitsRow | null> {
  const rows = forUpdate
    ? await q<LimitsRow[]>`SELECT ${q.unsafe(COLUMNS)} FROM deposit_limits WHERE member_id = ${memberId} FOR UPDATE`
    : await q<LimitsRow[]>`SELECT ${q.unsafe(COLUMNS)} FROM deposit_limits WHERE member_id = ${memberId}`;
  return rows[0] ?? null;
}

export async function upsertLimits(q: Queryable, memberId: number, row: LimitsRow, at: Date): Promise<void> {
  await q`INSERT INTO deposit_limits (member_id, daily, weekly, monthly, daily_next, daily_next_at, weekly_next,
      weekly_next_at, monthly_next, monthly_next_at, updated_at)
    VALUES (${memberId}, ${row.daily}, ${row.weekly}, ${row.monthly}, ${row.daily_next}, ${row.daily_next_at},
      ${row.weekly_next}, ${row.weekly_next_at}, ${row.monthly_next}, ${row.monthly_next_at}, ${at})
    ON CONFLICT (member_id) DO UPDATE SET daily = EXCLUDED.daily, weekly = EXCLUDED.weekly,
      monthly = EXCLUDED.monthly, daily_next = EXCLUDED.daily_next, daily_next_at = EXCLUDED.daily_next_at,
      weekly_next = EXCLUDED.weekly_next, weekly_next_at = EXCLUDED.weekly_next_at,
      monthly_next = EXCLUDED.monthly_next, monthly_next_at = EXCLUDED.monthly_next_at, updated_at = EXCLUDED.updated_at`;
}

/** Start of the current day, week (Monday) and month in the operator's time zone, as instants. */
export async function periodStarts(
  q: Queryable,
  now: Date,
  timezone: string,
): Promise<{ daily: Date; weekly: Date; monthly: Date }> {
  const [row] = await q<{ daily: Date; weekly: Date; monthly: Date }[]>`
    SELECT date_trunc('day', ${now}::timestamptz AT TIME ZONE ${timezone}) AT TIME ZONE ${timezone} AS daily,
           date_trunc('week', ${now}::timestamptz AT TIME ZONE ${timezone}) AT TIME ZONE ${timezone} AS weekly,
           date_trunc('month', ${now}::timestamptz AT TIME ZONE ${timezone}) AT TIME ZONE ${timezone} AS monthly`;
  return row!;
}
