import type { RafflePrizeInput } from '@app/contracts';
import type { Clock } from '../../../platform/clock.js';
import type { Db, Queryable } from '../../../platform/db/connect.js';
import { AppError } from '../../../platform/http/app-error.js';
import type { SessionPrincipal } from '../../../platform/http/route.js';
import { operatorActor, requireOperator, writeAudit } from '../../operators/index.js';
import { findPromotion } from '../promotions.repository.js';

type Origin = { ip?: string | null; requestId?: string | null };

interface OperatorPrizeRow {
  id: number;
  position: number;
  kind: RafflePrizeInput['kind'];
  amount: number;
  names: { vi: string; en: string };
  weight: number;
  stock: number | null;
  won: number;
}

const invalid = (issues: string[]) => new AppError('promotion_invalid', 422, issues.join('; '), { issues });

/** Checks beyond the schema: what a slice pays fits its kind, and something can be drawn. */
function validate(prizes: readonly RafflePrizeInput[]): void {
  const issues: string[] = [];
  for (const [i, p] of prizes.entries()) {
    if (p.kind === 'none' && p.amount !== 0) issues.push(`slice ${i}: a 'none' slice pays 0`);
    if (p.kind !== 'none' && p.amount < 1) issues.push(`slice ${i}: a ${p.kind} slice pays at least 1`);
  }
  if (!prizes.some((p) => p.weight > 0 && p.stock !== 0)) issues.push('at least one slice needs weight and stock');
  if (issues.length > 0) throw invalid(issues);
}

async function prizesOf(q: Queryable, promotionId: number) {
  const rows = await q<OperatorPrizeRow[]>`
    SELECT p.id, p.position, p.kind, p.amount, p.names, p.weight, p.stock,
           (SELECT count(*)::int FROM raffle_spins s WHERE s.prize_id = p.id) AS won
      FROM raffle_prizes p WHERE p.promotion_id = ${promotionId} ORDER BY p.position`;
  return {
    prizes: rows.map((r) => ({ ...r, id: Number(r.id), amount: Number(r.amount) })),
  };
}

/**
 * The operator's side of the lucky wheel: read and write a raffle promotion's slices (audited). Writing
 * goes slice by slice under the wheel's row locks, so it queues with spins taking stock; a slice that
 * has been won stays (its spins name it) and only its fields change.
 */
export function createRaffleOperator(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  async function raffleOf(q: Queryable, id: number, lock: boolean) {
    const p = await findPromotion(q, id, lock);
    if (p?.kind !== 'raffle') throw new AppError('raffle_not_found', 404, 'No such lucky wheel');
    return p;
  }

  return {
    async prizes(session: SessionPrincipal | null, id: number) {
      requireOperator(session);
      await raffleOf(db, id, false);
      return prizesOf(db, id);
    },

    async setPrizes(session: SessionPrincipal | null, id: number, prizes: RafflePrizeInput[], origin: Origin) {
      const actor = operatorActor(requireOperator(session));
      validate(prizes);
      return db.begin(async (tx) => {
        await raffleOf(tx, id, true);
        await tx`SELECT id FROM raffle_prizes WHERE promotion_id = ${id} ORDER BY id FOR UPDATE`;
        const before = await prizesOf(tx, id);
        const dropped = before.prizes.filter((p) => p.position >= prizes.length);
        const won = dropped.filter((p) => p.won > 0);
        if (won.length > 0) throw invalid(won.map((p) => `slice ${p.position} has been won and cannot be removed`));
        if (dropped.length > 0)
          await tx`DELETE FROM raffle_prizes WHERE promotion_id = ${id} AND position >= ${prizes.length}`;
        for (const [position, p] of prizes.entries()) {
          await tx`INSERT INTO raffle_prizes (promotion_id, position, kind, amount, names, weight, stock)
            VALUES (${id}, ${position}, ${p.kind}, ${p.amount}, ${tx.json(p.names)}, ${p.weight}, ${p.stock})
            ON CONFLICT (promotion_id, position) DO UPDATE SET kind = EXCLUDED.kind, amount = EXCLUDED.amount,
              names = EXCLUDED.names, weight = EXCLUDED.weight, stock = EXCLUDED.stock`;
        }
        const after = await prizesOf(tx, id);
        await writeAudit(tx, {
          at: clock.now(),
          actor,
          action: 'raffle.prizes',
          subject: `promotion:${id}`,
          before: before.prizes,
          after: prizes,
          ...origin,
        });
        return after;
      });
    },
  };
}
export type RaffleOperator = ReturnType<typeof createRaffleOperator>;
