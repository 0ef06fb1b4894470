import type { LanguageCode, RafflePrize, RaffleSpin } from '@app/contracts';
import { rafflePrizeOddsPpm } from '@app/games';
import type { PrizeRow, SpinView } from './raffle.repository.js';

/**
 * A slice's weight on the next spin: its weight while in stock and while the promotion's budget can still
 * pay it; 0 otherwise (it can then never be drawn). `budget`: what is left of it, Infinity when none.
 */
export const liveWeight = (p: Pick<PrizeRow, 'weight' | 'stock' | 'kind' | 'amount'>, budget = Infinity) =>
  p.stock === 0 || (p.kind !== 'none' && Number(p.amount) > budget) ? 0 : p.weight;

export function toPrizes(rows: PrizeRow[], lang: LanguageCode, budget = Infinity): RafflePrize[] {
  const odds = rafflePrizeOddsPpm(rows.map((p) => liveWeight(p, budget)));
  return rows.map((p, i) => ({
    id: Number(p.id),
    position: p.position,
    kind: p.kind,
    amount: Number(p.amount),
    name: p.names[lang],
    weight: p.weight,
    oddsPpm: odds[i]!,
    stock: p.stock,
  }));
}

export function toSpin(s: SpinView, lang: LanguageCode): RaffleSpin {
  return {
    id: Number(s.id),
    promotionId: Number(s.promotion_id),
    periodKey: s.period_key,
    prize: {
      id: Number(s.prize_id),
      kind: s.prize_kind,
      amount: Number(s.amount),
      name: s.names[lang],
      position: s.position,
    },
    prizeIndex: s.prize_index,
    weights: s.weights.map(Number),
    serverSeed: s.server_seed,
    serverSeedHash: s.server_seed_hash,
    clientSeed: s.client_seed,
    nonce: s.nonce,
    rewardId: s.reward_id === null ? null : Number(s.reward_id),
    createdAt: s.created_at.toISOString(),
  };
}
