import type { ReferralFriend, ReferralStatus } from '@app/contracts';
import type { Queryable } from '../../platform/db/connect.js';
import { maskAccount } from './referral.rules.js';

/** Counts of the member's friends by status and the referral rewards paid to the member. */
export async function memberTotals(q: Queryable, memberId: number) {
  const [r] = await q<{ invited: number; qualified: number; pending: number; rewards: number }[]>`
    SELECT count(*)::int AS invited,
           count(*) FILTER (WHERE r.status = 'qualified')::int AS qualified,
           count(*) FILTER (WHERE r.status = 'pending')::int AS pending,
           coalesce(sum(pr.amount), 0)::bigint AS rewards
      FROM referrals r LEFT JOIN promotion_rewards pr ON pr.id = r.referrer_reward_id
     WHERE r.referrer_id = ${memberId}`;
  return {
    invited: r?.invited ?? 0,
    qualified: r?.qualified ?? 0,
    pending: r?.pending ?? 0,
    rewards: Number(r?.rewards ?? 0),
  };
}

interface FriendRow {
  account: string;
  registered_at: Date;
  deadline: Date;
  status: ReferralStatus;
  qualified_at: Date | null;
  reward: number | null;
  first_deposit: number | null;
  turnover: number;
}

/**
 * The member's friends, newest first, masked, with the progress the condition is measured on (turnover over
 * the window's local days so far, from the rollup).
 */
export async function listFriends(
  q: Queryable,
  memberId: number,
  page: number,
  pageSize: number,
  now: Date,
  timeZone: string,
): Promise<{ items: ReferralFriend[]; total: number; page: number; pageSize: number }> {
  const [{ n } = { n: 0 }] = await q<{ n: number }[]>`
    SELECT count(*)::int AS n FROM referrals WHERE referrer_id = ${memberId}`;
  const rows = await q<FriendRow[]>`
    SELECT m.account, r.registered_at, r.deadline, r.status, r.qualified_at, pr.amount AS reward, r.first_deposit,
           (SELECT coalesce(sum(s.turnover), 0)::bigint FROM member_day_stats s
             WHERE s.member_id = r.friend_id
               AND s.day >= (r.registered_at AT TIME ZONE ${timeZone})::date
               AND s.day <= (least(r.deadline, ${now}::timestamptz) AT TIME ZONE ${timeZone})::date) AS turnover
      FROM referrals r
      JOIN members m ON m.id = r.friend_id
      LEFT JOIN promotion_rewards pr ON pr.id = r.referrer_reward_id
     WHERE r.referrer_id = ${memberId}
     ORDER BY r.registered_at DESC, r.friend_id DESC
     LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`;
  return {
    items: rows.map((r) => ({
      account: maskAccount(r.account),
      registeredAt: r.registered_at.toISOString(),
      deadline: r.deadline.toISOString(),
      status: r.status,
      qualifiedAt: r.qualified_at?.toISOString() ?? null,
      reward: r.reward === null ? null : Number(r.reward),
      firstDeposit: r.first_deposit === null ? null : Number(r.first_deposit),
      turnover: Number(r.turnover),
    })),
    total: n,
    page,
    pageSize,
  };
}
