import type { RaffleTicketRule, RaffleTickets } from '@app/contracts';
import type { Queryable } from '../../../platform/db/connect.js';

/**
 * Tickets a member has earned in a period under the rule: one per `depositPer` credited, plus one per
 * `turnoverPer` of settled valid turnover, capped at `maxTickets`. Whole tickets only (the remainder
 * carries toward the next ticket within the same period, never into the next period).
 */
export function earnedTickets(rule: RaffleTicketRule, deposited: number, turnover: number): number {
  const fromDeposits = rule.depositPer ? Math.floor(deposited / rule.depositPer) : 0;
  const fromTurnover = rule.turnoverPer ? Math.floor(turnover / rule.turnoverPer) : 0;
  const earned = fromDeposits + fromTurnover;
  return rule.maxTickets === undefined ? earned : Math.min(earned, rule.maxTickets);
}

export interface PeriodWindow {
  key: string;
  start: Date;
  end: Date | null;
}

/**
 * The member's tickets in a period: what earned them (real-money deposits credited and settled VND
 * turnover inside the period's window; the settled_wagers view is the one reading of turnover) and the
 * spins already made, plus the tickets bought with points for this period. Called under the member's raffle seed lock when spending, so `used` cannot move.
 */
export async function ticketsOf(
  q: Queryable,
  p: { promotionId: number; memberId: number; rule: RaffleTicketRule; period: PeriodWindow },
): Promise<RaffleTickets> {
  const { memberId, period } = p;
  const end = period.end ?? new Date('9999-12-31T00:00:00Z');
  const [row] = await q<{ deposited: string; turnover: string; used: number; bought: number }[]>`
    SELECT
      (SELECT coalesce(sum(credited), 0) FROM deposits
        WHERE member_id = ${memberId} AND status = 'succeeded'
          AND credited_at >= ${period.start} AND credited_at < ${end}) AS deposited,
      (SELECT coalesce(sum(valid_turnover), 0) FROM settled_wagers
        WHERE member_id = ${memberId} AND unit = 'VND'
          AND settled_at >= ${period.start} AND settled_at < ${end}) AS turnover,
      (SELECT count(*)::int FROM raffle_spins
        WHERE promotion_id = ${p.promotionId} AND member_id = ${memberId} AND period_key = ${period.key}) AS used,
      (SELECT coalesce(sum(tickets), 0)::int FROM points_raffle_tickets
        WHERE promotion_id = ${p.promotionId} AND member_id = ${memberId} AND period_key = ${period.key}) AS bought`;
  const deposited = Number(row!.deposited);
  const turnover = Number(row!.turnover);
  // Tickets bought with points (modules/points) come on top of the earned ones and the rule's cap.
  const earned = earnedTickets(p.rule, deposited, turnover) + row!.bought;
  return { earned, used: row!.used, available: Math.max(0, earned - row!.used), deposited, turnover };
}
