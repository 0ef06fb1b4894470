import { expandLotterySelection, type LotteryBet, oddsKindOf, safeProduct } from './lottery.bets.js';
import type { LotteryOddsTable } from './lottery.odds.js';

/**
 * The house's exposure on one number of a draw (minor units), for risk control (issue 14 §4).
 * A number "comes up" as the ending (last 2 or 3 digits) of one drawn number; what that costs the house
 * depends on the position it comes up at, so the parts are kept apart and `worstCase` combines them:
 * one more occurrence anywhere plus the dearest single position.
 */
export interface NumberLiability {
  number: string;
  /** Cost of every leg naming the number (a xiên/đá leg counts in full for each of its numbers). */
  stake: number;
  /**
   * Paid for each occurrence of the number anywhere: lô on it, plus every xiên/đá leg containing it in
   * full (worst case: this occurrence completes the set).
   */
  perOccurrence: number;
  /** Paid on top when it is the special prize's ending: 2 digits: đề đặc biệt, đầu, đuôi, Tài/Xỉu, Chẵn/Lẻ; 3 digits: 3 càng, xỉu chủ. */
  asSpecial: number;
  /** 2 digits: đề giải nhất on it (first prize's ending). 3 digits: xỉu chủ's seventh-prize leg. */
  asOther: number;
  /** 2 digits: đề đầu on it (North: the special's first two digits; South/Central: the eighth prize). */
  asDau: number;
  /** perOccurrence + the largest of asSpecial, asOther, asDau. */
  worstCase: number;
}

/**
 * Liability per number for the bets of one draw: every 2-digit number (digits 2, 100 rows) or 3-digit
 * number (digits 3, 1000 rows). Lô trượt is left out: it pays when numbers do not come up.
 */
export function lotteryLiability(
  bets: readonly LotteryBet[],
  table: LotteryOddsTable,
  digits: 2 | 3,
): NumberLiability[] {
  const size = 10 ** digits;
  const stake = new Float64Array(size);
  const perOccurrence = new Float64Array(size);
  const asSpecial = new Float64Array(size);
  const asOther = new Float64Array(size);
  const asDau = new Float64Array(size);
  for (const bet of bets) {
    const entry = table[oddsKindOf(bet.selection)];
    if (!entry) continue;
    const cost = safeProduct(bet.points, entry.cost);
    const win = safeProduct(bet.points, entry.win);
    for (const leg of expandLotterySelection(bet.selection)) {
      if (leg.kind === 'taiXiu' || leg.kind === 'chanLe') {
        if (digits !== 2) continue;
        for (let n = 0; n < 100; n++) {
          const wins =
            leg.kind === 'taiXiu' ? n >= 50 === (leg.side === 'tai') : (n % 2 === 0) === (leg.side === 'chan');
          if (wins) {
            stake[n]! += cost;
            asSpecial[n]! += win;
          }
        }
        continue;
      }
      const n = Number(leg.numbers[0]);
      if (digits === 2) {
        switch (leg.kind) {
          case 'lo2':
            stake[n]! += cost;
            perOccurrence[n]! += win;
            break;
          case 'xien2':
          case 'xien3':
          case 'xien4':
          case 'da':
            for (const m of leg.numbers) {
              stake[Number(m)]! += cost;
              perOccurrence[Number(m)]! += win;
            }
            break;
          case 'deDacBiet':
            stake[n]! += cost;
            asSpecial[n]! += win;
            break;
          case 'deGiaiNhat':
            stake[n]! += cost;
            asOther[n]! += win;
            break;
          case 'deDau':
            stake[n]! += cost;
            asDau[n]! += win;
            break;
          case 'dau':
          case 'duoi':
            for (let k = 0; k < 10; k++) {
              const m = leg.kind === 'dau' ? n * 10 + k : k * 10 + n;
              stake[m]! += cost;
              asSpecial[m]! += win;
            }
            break;
          default:
            break;
        }
      } else {
        switch (leg.kind) {
          case 'lo3':
            stake[n]! += cost;
            perOccurrence[n]! += win;
            break;
          case 'bacang':
            stake[n]! += cost;
            asSpecial[n]! += win;
            break;
          case 'xiuChu':
            stake[n]! += cost;
            asSpecial[n]! += win;
            asOther[n]! += win;
            break;
          default:
            break;
        }
      }
    }
  }
  const rows: NumberLiability[] = [];
  for (let n = 0; n < size; n++) {
    rows.push({
      number: String(n).padStart(digits, '0'),
      stake: stake[n]!,
      perOccurrence: perOccurrence[n]!,
      asSpecial: asSpecial[n]!,
      asOther: asOther[n]!,
      asDau: asDau[n]!,
      worstCase: perOccurrence[n]! + Math.max(asSpecial[n]!, asOther[n]!, asDau[n]!),
    });
  }
  return rows;
}
