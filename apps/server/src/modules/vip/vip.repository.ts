import type { VipConfig, VipLevel, VipProgram } from '@app/contracts';
import type { Queryable } from '../../platform/db/connect.js';
import type { VipFigures } from './vip.levels.js';

interface LevelRow {
  rank: number;
  name: { vi: string; en: string };
  min_deposits: string | number;
  min_turnover: string | number;
  rebate_bonus_bp: number;
  withdraw_daily_count: number;
  withdraw_daily_amount: string | number;
  birthday_bonus: string | number;
  levelup_bonus: string | number;
  service_channel: boolean;
}

const toLevel = (r: LevelRow): VipLevel => ({
  rank: r.rank,
  name: r.name,
  minDeposits: Number(r.min_deposits),
  minTurnover: Number(r.min_turnover),
  rebateBonusBp: r.rebate_bonus_bp,
  withdrawDailyCount: r.withdraw_daily_count,
  withdrawDailyAmount: Number(r.withdraw_daily_amount),
  birthdayBonus: Number(r.birthday_bonus),
  levelUpBonus: Number(r.levelup_bonus),
  serviceChannel: r.service_channel,
});

export async function readConfig(q: Queryable): Promise<VipConfig> {
  const levels = await q<LevelRow[]>`SELECT * FROM vip_levels ORDER BY rank`;
  const [p] = await q<{ window_days: number; grace_days: number }[]>`SELECT window_days, grace_days FROM vip_program`;
  const program: VipProgram = { windowDays: p?.window_days ?? 30, graceDays: p?.grace_days ?? 30 };
  return { program, levels: levels.map(toLevel) };
}

/** Replaces the whole table (the operator edits levels as one set; ranks run 0…n). */
export async function writeConfig(q: Queryable, c: VipConfig, at: Date): Promise<void> {
  await q`UPDATE vip_program SET window_days = ${c.program.windowDays}, grace_days = ${c.program.graceDays},
            updated_at = ${at}`;
  await q`DELETE FROM vip_levels`;
  for (const l of c.levels) {
    await q`INSERT INTO vip_levels (rank, name, min_deposits, min_turnover, rebate_bonus_bp, withdraw_daily_count,
              withdraw_daily_amount, birthday_bonus, levelup_bonus, service_channel, updated_at)
            VALUES (${l.rank}, ${q.json(l.name)}, ${l.minDeposits}, ${l.minTurnover}, ${l.rebateBonusBp},
              ${l.withdrawDailyCount}, ${l.withdrawDailyAmount}, ${l.birthdayBonus}, ${l.levelUpBonus},
              ${l.serviceChannel}, ${at})`;
  }
}

/** The local day of an instant in the operator's zone, as 'YYYY-MM-DD' (member_day_stats' days). */
export function localDay(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** Window of `days` local days ending with `lastDay` (inclusive) → its first day. */
export function windowStart(lastDay: string, days: number): string {
  const d = new Date(`${lastDay}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - (days - 1));
  return d.toISOString().slice(0, 10);
}

/** A member's credited deposits and valid turnover over [from, to] local days (the agents' rollup). */
export async function figuresOf(q: Queryable, memberId: number, from: string, to: string): Promise<VipFigures> {
  const [r] = await q<{ deposits: string; turnover: string }[]>`
    SELECT coalesce(sum(deposits), 0)::bigint AS deposits, coalesce(sum(turnover), 0)::bigint AS turnover
      FROM member_day_stats WHERE member_id = ${memberId} AND day >= ${from}::date AND day <= ${to}::date`;
  return { deposits: Number(r?.deposits ?? 0), turnover: Number(r?.turnover ?? 0) };
}

export interface VipMemberRow {
  rank: number;
  reached_at: Date;
}

export async function memberRank(q: Queryable, memberId: number): Promise<VipMemberRow | undefined> {
  const [r] = await q<VipMemberRow[]>`SELECT rank, reached_at FROM vip_members WHERE member_id = ${memberId}`;
  return r;
}

/**
 * Members active on `day` (a deposit or a settled bet in the rollup) whose window figures qualify them for
 * more than their rank: one set-based read, so the minute sweep costs one query when nobody moves.
 */
export async function membersToUpgrade(q: Queryable, day: string, from: string, to: string): Promise<number[]> {
  const rows = await q<{ member_id: string }[]>`
    WITH f AS (
      SELECT s.member_id, sum(s.deposits) AS dep, sum(s.turnover) AS tov
        FROM member_day_stats s
       WHERE s.day >= ${from}::date AND s.day <= ${to}::date
         AND s.member_id IN (SELECT member_id FROM member_day_stats WHERE day = ${day}::date)
       GROUP BY s.member_id)
    SELECT f.member_id FROM f LEFT JOIN vip_members v ON v.member_id = f.member_id
     WHERE coalesce((SELECT max(l.rank) FROM vip_levels l
                      WHERE (l.min_deposits > 0 AND f.dep >= l.min_deposits)
                         OR (l.min_turnover > 0 AND f.tov >= l.min_turnover)), 0) > coalesce(v.rank, 0)
     ORDER BY f.member_id`;
  return rows.map((r) => Number(r.member_id));
}

/** Members above rank 0 (the period-end review). */
export async function rankedMembers(q: Queryable): Promise<number[]> {
  const rows = await q<{ member_id: string }[]>`SELECT member_id FROM vip_members WHERE rank > 0 ORDER BY member_id`;
  return rows.map((r) => Number(r.member_id));
}
