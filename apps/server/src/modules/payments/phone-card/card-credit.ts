import { minusBasisPoints } from '../providers/provider-common.js';

/**
 * What a card credits (minor units):
 *  - real value = declared: face value × (1 − discount);
 *  - real value ≠ declared (the provider still takes the card): the lower of the two × (1 − discount),
 *    less the wrong-value penalty. The member never gains from declaring more than the card is worth,
 *    and a card worth more than declared pays only what was declared.
 * Rounded down to whole dong.
 */
export function cardCredit(c: { declared: number; real: number; discountBp: number; penaltyBp: number }): number {
  if (c.real <= 0) return 0;
  if (c.real === c.declared) return minusBasisPoints(c.declared, c.discountBp);
  return minusBasisPoints(minusBasisPoints(Math.min(c.declared, c.real), c.discountBp), c.penaltyBp);
}
