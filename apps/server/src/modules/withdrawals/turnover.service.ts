import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/connect.js';

/**
 * The turnover a member must still bet before withdrawing. Deposits and bonuses raise it
 * (`addTurnoverRequirement`), bets lower it (`recordTurnover`, never below zero). Each change carries a
 * unique reference ('deposit:17', 'bet:<round>'), so a retried call changes nothing.
 */
export function createTurnoverService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  async function change(memberId: number, delta: number, reference: string): Promise<number> {
    if (!Number.isSafeInteger(delta) || delta === 0) return required(memberId);
    return db.begin(async (tx) => {
      const at = clock.now();
      const inserted = await tx`INSERT INTO member_turnover_events (member_id, delta, reference, at)
        VALUES (${memberId}, ${delta}, ${reference}, ${at}) ON CONFLICT (reference) DO NOTHING RETURNING id`;
      if (inserted.length > 0) {
        await tx`INSERT INTO member_turnover (member_id, required, updated_at)
          VALUES (${memberId}, GREATEST(${delta}::bigint, 0), ${at})
          ON CONFLICT (member_id) DO UPDATE
            SET required = GREATEST(member_turnover.required + ${delta}::bigint, 0), updated_at = ${at}`;
      }
      const [row] = await tx<
        { required: number }[]
      >`SELECT required FROM member_turnover WHERE member_id = ${memberId}`;
      return row?.required ?? 0;
    });
  }

  /** The turnover still required (minor units). */
  async function required(memberId: number): Promise<number> {
    const [row] = await db<{ required: number }[]>`SELECT required FROM member_turnover WHERE member_id = ${memberId}`;
    return row?.required ?? 0;
  }

  return {
    required,
    /** Raises the requirement (a deposit × its multiplier, a bonus × its rollover). Returns the new figure. */
    addTurnoverRequirement: (memberId: number, amount: number, reference: string) =>
      change(memberId, Math.abs(amount), reference),
    /** Lowers the requirement by a settled bet's valid turnover. Returns the new figure. */
    recordTurnover: (memberId: number, amount: number, reference: string) =>
      change(memberId, -Math.abs(amount), reference),
  };
}
export type TurnoverService = ReturnType<typeof createTurnoverService>;
