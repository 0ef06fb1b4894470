import type {
  Leaderboard,
  LeaderboardInput,
  LeaderboardMetric,
  LeaderboardPeriod,
  MissionRewardType,
} from '@app/contracts';
import type { Queryable } from '../../platform/db/connect.js';

export interface BoardRow {
  id: string;
  code: string;
  title: { vi: string; en: string };
  metric: LeaderboardMetric;
  period: LeaderboardPeriod;
  category: string | null;
  prizes: number[];
  prize_type: MissionRewardType;
  size: number;
  enabled: boolean;
  created_at: Date;
  updated_at: Date;
}

export interface BoardRecord {
  id: number;
  code: string;
  title: { vi: string; en: string };
  metric: LeaderboardMetric;
  period: LeaderboardPeriod;
  category: string | null;
  prizes: number[];
  prizeType: MissionRewardType;
  size: number;
  enabled: boolean;
  createdAt: Date;
  updatedAt: Date;
}

const toRecord = (r: BoardRow): BoardRecord => ({
  id: Number(r.id),
  code: r.code,
  title: r.title,
  metric: r.metric,
  period: r.period,
  category: r.category,
  prizes: r.prizes.map(Number),
  prizeType: r.prize_type,
  size: r.size,
  enabled: r.enabled,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

export const toLeaderboard = (b: BoardRecord): Leaderboard => ({
  id: b.id,
  code: b.code,
  title: b.title,
  metric: b.metric,
  period: b.period,
  category: b.category as Leaderboard['category'],
  prizes: b.prizes,
  prizeType: b.prizeType,
  size: b.size,
  enabled: b.enabled,
  createdAt: b.createdAt.toISOString(),
  updatedAt: b.updatedAt.toISOString(),
});

export async function listBoards(q: Queryable, enabledOnly = false): Promise<BoardRecord[]> {
  const rows = await q<BoardRow[]>`SELECT * FROM leaderboards WHERE (NOT ${enabledOnly} OR enabled) ORDER BY id`;
  return rows.map(toRecord);
}

export async function findBoard(q: Queryable, id: number): Promise<BoardRecord | undefined> {
  const [r] = await q<BoardRow[]>`SELECT * FROM leaderboards WHERE id = ${id}`;
  return r ? toRecord(r) : undefined;
}

/** Inserts (id null) or replaces a board; null when its code belongs to another board. */
export async function writeBoard(
  q: Queryable,
  id: number | null,
  b: LeaderboardInput,
  at: Date,
): Promise<number | null> {
  const values = {
    code: b.code,
    title: q.json(b.title),
    metric: b.metric,
    period: b.period,
    category: b.category,
    prizes: q.json(b.prizes),
    prize_type: b.prizeType,
    size: b.size,
    enabled: b.enabled,
    updated_at: at,
  };
  if (id === null) {
    const [r] = await q<{ id: string }[]>`INSERT INTO leaderboards ${q({ ...values, created_at: at })}
      ON CONFLICT (code) DO NOTHING RETURNING id`;
    return r ? Number(r.id) : null;
  }
  const [clash] = await q`SELECT 1 FROM leaderboards WHERE code = ${b.code} AND id <> ${id}`;
  if (clash) return null;
  await q`UPDATE leaderboards SET ${q(values)} WHERE id = ${id}`;
  return id;
}

export interface Standing {
  memberId: number;
  account: string;
  value: number;
}

/**
 * Every member with a positive figure over [fromDay, toDay] (local days, member_day_stats: real money only),
 * best first; ties go to the older account. turnover = valid turnover; wins = net winnings (payouts − stakes).
 */
export async function standings(
  q: Queryable,
  b: Pick<BoardRecord, 'metric' | 'category'>,
  fromDay: string,
  toDay: string,
): Promise<Standing[]> {
  const value = b.metric === 'turnover' ? q`sum(s.turnover)` : q`sum(s.wins) - sum(s.turnover)`;
  const rows = b.category === null ? q`s.category <> ''` : q`s.category = ${b.category}`;
  const out = await q<{ member_id: string; account: string; value: string }[]>`
    WITH f AS (
      SELECT s.member_id, (${value})::bigint AS value FROM member_day_stats s
       WHERE s.day >= ${fromDay}::date AND s.day <= ${toDay}::date AND ${rows}
       GROUP BY s.member_id)
    SELECT f.member_id, m.account, f.value FROM f JOIN members m ON m.id = f.member_id
     WHERE f.value > 0 ORDER BY f.value DESC, f.member_id`;
  return out.map((r) => ({ memberId: Number(r.member_id), account: r.account, value: Number(r.value) }));
}

/** One member's figure on a board over [fromDay, toDay] (read fresh: the member sees their own play at once). */
export async function memberValue(
  q: Queryable,
  b: Pick<BoardRecord, 'metric' | 'category'>,
  memberId: number,
  fromDay: string,
  toDay: string,
): Promise<number> {
  const value = b.metric === 'turnover' ? q`sum(s.turnover)` : q`sum(s.wins) - sum(s.turnover)`;
  const rows = b.category === null ? q`s.category <> ''` : q`s.category = ${b.category}`;
  const [r] = await q<{ value: string | null }[]>`
    SELECT (${value})::bigint AS value FROM member_day_stats s
     WHERE s.member_id = ${memberId} AND s.day >= ${fromDay}::date AND s.day <= ${toDay}::date AND ${rows}`;
  return Number(r?.value ?? 0);
}
