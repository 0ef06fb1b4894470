import type { Clock } from '../../platform/clock.js';
import type { Db, Tx } from '../../platform/db/connect.js';
import { distribute } from '../promotions/wagering.rules.js';

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
  async function change(
    memberId: number,
    delta: number,
    reference: string,
    bonus?: { category: string | null } | { restoreOf: string },
  ): Promise<number> {
    if (!Number.isSafeInteger(delta) || delta === 0) return required(memberId);
    return db.begin(async (tx) => {
      // Bonus wagering (promotions) moves in the same transaction as the deposit requirement.
      if (bonus) await changeBonusWagering(tx, memberId, Math.abs(delta), reference, bonus);
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
    if (!event) return required(memberId);
    // A stake that took nothing from the deposit requirement may still have progressed a bonus.
    if (event.delta === 0) {
      await db.begin((tx) => changeBonusWagering(tx, memberId, 0, reference, { restoreOf: original }));
      return required(memberId);
    }
    return change(memberId, -event.delta, reference, { restoreOf: original });
  }

  /**
   * A stake progresses the member's active bonus wagering (oldest first, each weighing the stake's category
   * by its own weights: promotions/wagering.rules.ts); a restore takes back what `restoreOf` added. Once per
   * (reference, requirement): bonus_wagering_events. A requirement reaching its target becomes 'met'.
   */
  async function changeBonusWagering(
    tx: Tx,
    memberId: number,
    stake: number,
    reference: string,
    how: { category: string | null } | { restoreOf: string },
  ): Promise<void> {
    const at = clock.now();
    const [seen] = await tx`SELECT 1 FROM bonus_wagering_events WHERE reference = ${reference} LIMIT 1`;
    if (seen) return;
    let moves: { id: number; delta: number }[];
    if ('restoreOf' in how) {
      const rows = await tx<{ wagering_id: number; delta: number }[]>`
        SELECT wagering_id, delta FROM bonus_wagering_events WHERE reference = ${how.restoreOf} AND member_id = ${memberId}`;
      moves = rows.map((r) => ({ id: r.wagering_id, delta: -r.delta }));
    } else {
      const active = await tx<
        { id: number; required: number; done: number; weights: Record<string, number>; default_weight: number }[]
      >`SELECT id, required, done, weights, default_weight FROM bonus_wagering
        WHERE member_id = ${memberId} AND status = 'active' ORDER BY id FOR UPDATE`;
      const reqs = active.map((r) => ({ ...r, defaultWeight: r.default_weight }));
      moves = distribute(reqs, how.category, stake);
    }
    for (const m of moves) {
      if (m.delta === 0) continue;
      const [applied] = await tx<{ delta: number }[]>`
        INSERT INTO bonus_wagering_events (reference, wagering_id, member_id, delta, at)
        VALUES (${reference}, ${m.id}, ${memberId}, ${m.delta}, ${at}) ON CONFLICT DO NOTHING RETURNING delta`;
      if (!applied) continue;
      // Met stays met (a rolled-back stake after the withdrawal was allowed does not reopen it).
      await tx`UPDATE bonus_wagering SET done = LEAST(GREATEST(done + ${m.delta}, 0), required),
          status = CASE WHEN status = 'active' AND done + ${m.delta} >= required THEN 'met' ELSE status END,
          closed_at = CASE WHEN status = 'active' AND done + ${m.delta} >= required THEN ${at}::timestamptz ELSE closed_at END
        WHERE id = ${m.id}`;
    }
  }

  /** Weighted bonus wagering still owed over the member's active requirements (minor units). */
  async function bonusRequired(memberId: number): Promise<number> {
    const [row] = await db<{ left: number }[]>`
      SELECT COALESCE(SUM(required - done), 0)::bigint AS left FROM bonus_wagering
      WHERE member_id = ${memberId} AND status = 'active'`;
    return Number(row?.left ?? 0);
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
    /**
     * Lowers the requirement by a bet's stake, and progresses bonus wagering by the stake weighted for its
     * `category` (a catalogue game type: RNG, LIVE, LOTT…; null counts each bonus's default weight).
     * Returns the new deposit figure.
     */
    recordTurnover: (memberId: number, amount: number, reference: string, category: string | null = null) =>
      change(memberId, -Math.abs(amount), reference, { category }),
    /** Gives back what the turnover recorded under `original` took (a rolled-back bet), bonus progress too. */
    restoreTurnover: restore,
    /** Weighted bonus wagering still owed (0: every bonus's requirement is met, forfeited or reversed). */
    bonusRequired,
  };
}
export type TurnoverService = ReturnType<typeof createTurnoverService>;
