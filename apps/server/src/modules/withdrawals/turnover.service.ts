import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/connect.js';

/**
 * The turnover a member must still bet before withdrawing. Deposits and bonuses raise it
 * (`addTurnoverRequirement`), bets lower it (`recordTurnover`, never below zero). Each change carries a
 * unique reference ('deposit:17', 'bet:<round>'), so a retried call changes nothing.
 */
export function createTurnoverService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  /**
   * Applies `delta` once per reference and records the change actually made (a decrease stops at zero),
   * so that undoing it later (`restore`) gives back exactly what it took.
   */
  async function change(memberId: number, delta: number, reference: string): Promise<number> {
    if (!Number.isSafeInteger(delta) || delta === 0) return required(memberId);
    return db.begin(async (tx) => {
      const at = clock.now();
      await tx`INSERT INTO member_turnover (member_id, required, updated_at) VALUES (${memberId}, 0, ${at})
        ON CONFLICT (member_id) DO NOTHING`;
      const [row] = await tx<{ required: number }[]>`
        SELECT required FROM member_turnover WHERE member_id = ${memberId} FOR UPDATE`;
      const before = row?.required ?? 0;
      const after = Math.max(before + delta, 0);
      const inserted = await tx`INSERT INTO member_turnover_events (member_id, delta, reference, at)
        VALUES (${memberId}, ${after - before}, ${reference}, ${at}) ON CONFLICT (reference) DO NOTHING RETURNING id`;
      if (inserted.length === 0) return before;
      await tx`UPDATE member_turnover SET required = ${after}, updated_at = ${at} WHERE member_id = ${memberId}`;
      return after;
    });
  }

  /** Undoes the change recorded under `original` (e.g. a stake the vendor rolled back), once per `reference`. */
  async function restore(memberId: number, original: string, reference: string): Promise<number> {
    const [event] = await db<{ delta: number }[]>`
      SELECT delta FROM member_turnover_events WHERE reference = ${original} AND member_id = ${memberId}`;
    if (!event || event.delta === 0) return required(memberId);
    return change(memberId, -event.delta, reference);
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
    /** Gives back what the turnover recorded under `original` took (a rolled-back bet). */
    restoreTurnover: restore,
  };
}
export type TurnoverService = ReturnType<typeof createTurnoverService>;
