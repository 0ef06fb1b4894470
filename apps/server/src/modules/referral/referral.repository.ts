import type { ReferralSettings, ReferralStatus } from '@app/contracts';
import type { Queryable } from '../../platform/db/connect.js';

interface SettingsRow {
  enabled: boolean;
  min_first_deposit: string | number;
  min_turnover: string | number;
  qualify_rule: 'all' | 'any';
  within_days: number;
  referrer_reward: string | number;
  friend_reward: string | number;
  block_same_device: boolean;
  block_same_ip: boolean;
  configured_by: string | null;
}

export async function readSettings(q: Queryable): Promise<ReferralSettings & { configuredBy: string | null }> {
  const [r] = await q<SettingsRow[]>`SELECT * FROM referral_settings WHERE id = 1`;
  if (!r) throw new Error('referral_settings row missing (migration 0218)');
  return {
    enabled: r.enabled,
    minFirstDeposit: Number(r.min_first_deposit),
    minTurnover: Number(r.min_turnover),
    qualifyRule: r.qualify_rule,
    withinDays: r.within_days,
    referrerReward: Number(r.referrer_reward),
    friendReward: Number(r.friend_reward),
    blockSameDevice: r.block_same_device,
    blockSameIp: r.block_same_ip,
    configuredBy: r.configured_by,
  };
}

export async function writeSettings(q: Queryable, s: ReferralSettings, by: string, at: Date): Promise<void> {
  await q`UPDATE referral_settings SET enabled = ${s.enabled}, min_first_deposit = ${s.minFirstDeposit},
            min_turnover = ${s.minTurnover}, qualify_rule = ${s.qualifyRule}, within_days = ${s.withinDays},
            referrer_reward = ${s.referrerReward}, friend_reward = ${s.friendReward},
            block_same_device = ${s.blockSameDevice}, block_same_ip = ${s.blockSameIp},
            configured_by = ${by}, updated_at = ${at}
          WHERE id = 1`;
}

export interface CodeRow {
  member_id: number;
  code: string;
  ip: string | null;
  device: string | null;
}

export async function codeOfMember(q: Queryable, memberId: number): Promise<CodeRow | undefined> {
  const [r] = await q<CodeRow[]>`SELECT member_id::int AS member_id, code, ip, device
                                   FROM referral_codes WHERE member_id = ${memberId}`;
  return r;
}

/** The code's owner, if the code is a member's (any case) and the owner's account is active. */
export async function ownerOfCode(q: Queryable, code: string): Promise<CodeRow | undefined> {
  const [r] = await q<CodeRow[]>`
    SELECT c.member_id::int AS member_id, c.code, c.ip, c.device
      FROM referral_codes c JOIN members m ON m.id = c.member_id
     WHERE upper(c.code) = upper(${code}) AND m.status = 'active'`;
  return r;
}

/** Inserts the code unless the member has one or the code is taken; true when this call made it. */
export async function insertCode(q: Queryable, memberId: number, code: string, at: Date): Promise<boolean> {
  const rows = await q`INSERT INTO referral_codes (member_id, code, created_at) VALUES (${memberId}, ${code}, ${at})
                       ON CONFLICT DO NOTHING RETURNING member_id`;
  return rows.length > 0;
}

/** True when an agent's affiliate code or an invite already uses the text (those win at registration). */
export async function codeUsedByAgents(q: Queryable, code: string): Promise<boolean> {
  const [r] = await q<{ used: boolean }[]>`
    SELECT EXISTS (SELECT 1 FROM members WHERE lower(affiliate_code) = lower(${code}))
        OR EXISTS (SELECT 1 FROM agent_invites WHERE lower(code) = lower(${code})) AS used`;
  return r?.used === true;
}

export async function rememberOrigin(q: Queryable, memberId: number, ip: string | null, device: string | null) {
  await q`UPDATE referral_codes SET ip = coalesce(${ip}, ip), device = coalesce(${device}, device)
           WHERE member_id = ${memberId} AND (ip IS DISTINCT FROM ${ip} OR device IS DISTINCT FROM ${device})`;
}

export interface ReferralRow {
  friend_id: number;
  referrer_id: number;
  code: string;
  status: ReferralStatus;
  registered_at: Date;
  deadline: Date;
  first_deposit: string | number | null;
  first_deposit_at: Date | null;
  qualified_at: Date | null;
  referrer_reward_id: number | null;
  friend_reward_id: number | null;
  device: string | null;
  ip: string | null;
}

/** The friend's referral; `lock`: FOR UPDATE (the qualifying transaction). */
export async function referralOf(q: Queryable, friendId: number, lock = false): Promise<ReferralRow | undefined> {
  const rows = lock
    ? await q<ReferralRow[]>`SELECT * FROM referrals WHERE friend_id = ${friendId} FOR UPDATE`
    : await q<ReferralRow[]>`SELECT * FROM referrals WHERE friend_id = ${friendId}`;
  const r = rows[0];
  return r && { ...r, friend_id: Number(r.friend_id), referrer_id: Number(r.referrer_id) };
}

export async function insertReferral(
  q: Queryable,
  r: {
    friendId: number;
    referrerId: number;
    code: string;
    via: 'register' | 'bind';
    at: Date;
    deadline: Date;
    ip: string | null;
    device: string | null;
  },
): Promise<boolean> {
  const rows = await q`INSERT INTO referrals (friend_id, referrer_id, code, via, registered_at, deadline, ip, device)
    VALUES (${r.friendId}, ${r.referrerId}, ${r.code}, ${r.via}, ${r.at}, ${r.deadline}, ${r.ip}, ${r.device})
    ON CONFLICT (friend_id) DO NOTHING RETURNING friend_id`;
  return rows.length > 0;
}

/** The referrers above `memberId`, nearest first (bounded: a chain longer than this is not followed). */
export async function referrerChain(q: Queryable, memberId: number, limit = 50): Promise<number[]> {
  const rows = await q<{ id: string }[]>`
    WITH RECURSIVE up(id, depth) AS (
      SELECT referrer_id, 1 FROM referrals WHERE friend_id = ${memberId}
      UNION ALL
      SELECT r.referrer_id, up.depth + 1 FROM referrals r JOIN up ON r.friend_id = up.id WHERE up.depth < ${limit})
    SELECT id FROM up ORDER BY depth`;
  return rows.map((r) => Number(r.id));
}

/** The friend's first credited deposit (amount, time), from the deposits themselves. */
export async function firstDeposit(q: Queryable, memberId: number): Promise<{ amount: number; at: Date } | null> {
  const [r] = await q<{ credited: string; credited_at: Date }[]>`
    SELECT credited, credited_at FROM deposits
     WHERE member_id = ${memberId} AND status = 'succeeded' AND credited_at IS NOT NULL
     ORDER BY credited_at, id LIMIT 1`;
  return r ? { amount: Number(r.credited), at: r.credited_at } : null;
}

/** Records the first deposit once (the hook and the sweep may both see it). */
export async function setFirstDeposit(q: Queryable, friendId: number, amount: number, at: Date): Promise<void> {
  await q`UPDATE referrals SET first_deposit = ${amount}, first_deposit_at = ${at}
           WHERE friend_id = ${friendId} AND first_deposit IS NULL`;
}

/** Valid turnover over local days [from, to] (member_day_stats: settled real-money stakes). */
export async function turnoverBetween(q: Queryable, memberId: number, from: string, to: string): Promise<number> {
  const [r] = await q<{ t: string }[]>`
    SELECT coalesce(sum(turnover), 0)::bigint AS t FROM member_day_stats
     WHERE member_id = ${memberId} AND day >= ${from}::date AND day <= ${to}::date`;
  return Number(r?.t ?? 0);
}

/**
 * Pending friends worth evaluating: those active on local `day` (a deposit or a settled bet in the rollup),
 * plus those past their deadline (evaluated one last time on the window's figures, then expired).
 */
export async function pendingToEvaluate(q: Queryable, day: string, now: Date): Promise<number[]> {
  const rows = await q<{ friend_id: string }[]>`
    SELECT friend_id FROM referrals r
     WHERE r.status = 'pending'
       AND (r.deadline <= ${now}
            OR EXISTS (SELECT 1 FROM member_day_stats s WHERE s.member_id = r.friend_id AND s.day = ${day}::date))
     ORDER BY friend_id LIMIT 5000`;
  return rows.map((r) => Number(r.friend_id));
}

/** Qualified friends of a member in [from, to) — what the missions' "invite a friend" counts. */
export async function qualifiedFriends(q: Queryable, memberId: number, from: Date, to: Date): Promise<number> {
  const [r] = await q<{ n: number }[]>`SELECT count(*)::int AS n FROM referrals
     WHERE referrer_id = ${memberId} AND status = 'qualified' AND qualified_at >= ${from} AND qualified_at < ${to}`;
  return r?.n ?? 0;
}
