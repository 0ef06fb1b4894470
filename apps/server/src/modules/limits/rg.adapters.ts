import type { Db, Queryable } from '../../platform/db/connect.js';
import { AppError } from '../../platform/http/app-error.js';
import type { RgGuard } from './rg.guard.js';

/**
 * The one check (rg.guard.ts) in the shapes the money-at-risk paths take as hooks, so each path needs a
 * single line in the composition root. Real money only: play money (trial accounts) is never at risk.
 */
export function rgHooks(db: Db, guard: RgGuard) {
  return {
    /** The rounds core's pre-bet check (dice, every lottery): runs in the slip's transaction. */
    preBetCheck: async (
      tx: Queryable,
      ctx: { memberId: number; unit: 'VND' | 'PLAY'; game: string; bets: readonly { stake: number }[] },
    ): Promise<void> => {
      if (ctx.unit !== 'VND') return;
      // The core has already added this slip's stake to the member's bets row of the round (betting history,
      // written earlier in this transaction), so the usage read here includes it: the slip's own amount is 0,
      // or it would count twice and refuse a slip that fits. In the slip's transaction, serialized: concurrent
      // slips of one member with a money limit are checked one after the other.
      await guard.assertMayStake(tx, ctx.memberId, { amount: 0, product: `round:${ctx.game}` }, { serialize: true });
    },
    /** The seamless wallet's debit: a refusal is answered with the protocol's ACCOUNT_BLOCKED. */
    mayDebit: async (memberId: number, amount: number, vendor: string): Promise<boolean> => {
      try {
        await guard.assertMayStake(db, memberId, { amount, product: `vendor:${vendor}` });
        return true;
      } catch (err) {
        if (err instanceof AppError) return false;
        throw err;
      }
    },
    /** The house slot: the refusal itself reaches the player, translated. */
    houseStake: (memberId: number, amount: number) =>
      guard.assertMayStake(db, memberId, { amount, product: 'house-slot' }),
    /** Money moved into a vendor wallet counts as at risk (its bets there are not seen one by one). */
    transferIn: (memberId: number, vendor: string, amount: number) =>
      guard.assertMayStake(db, memberId, { amount, product: `transfer:${vendor}` }),
    /** Promotions: join, apply, claim, sign-in. */
    promotionJoin: (memberId: number) => guard.assertMayJoinPromotion(db, memberId),
  };
}
