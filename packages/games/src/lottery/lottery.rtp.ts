import { type LotteryRegion, numberCount, numbersWithDigits } from './lottery.layout.js';
import type { LotteryOddsKind, LotteryOddsTable } from './lottery.odds.js';

/** An exact fraction (BigInt: xiên's inclusion–exclusion over 27 draws needs 100^27). */
export interface Fraction {
  numerator: bigint;
  denominator: bigint;
}

const choose = (n: number, k: number): bigint => {
  let c = 1n;
  for (let i = 0; i < k; i++) c = (c * BigInt(n - i)) / BigInt(i + 1);
  return c;
};

/**
 * Expected hits of one leg of a kind on a random result of the region, exactly. Every drawn number is
 * uniform over its digits and independent, so its last k digits are uniform over 10^k:
 * lô k: M_k / 10^k (M = numbers with ≥ k digits); đề, đầu/đuôi, 3 càng, Tài/Xỉu, Chẵn/Lẻ: one chance
 * in 100, 10, 1000, 2, 2; xỉu chủ: two chances in 1000; xiên k / đá (k = 2): P(all k numbers among the
 * N endings) = Σ_j (−1)^j C(k, j) (100 − j)^N / 100^N (inclusion–exclusion); lô trượt k: (100 − k)^N / 100^N.
 */
export function lotteryExpectedHits(kind: LotteryOddsKind, region: LotteryRegion): Fraction {
  const n = numberCount(region);
  const allOf = (k: number): Fraction => {
    let num = 0n;
    for (let j = 0; j <= k; j++) num += (j % 2 === 0 ? 1n : -1n) * choose(k, j) * BigInt(100 - j) ** BigInt(n);
    return { numerator: num, denominator: 100n ** BigInt(n) };
  };
  switch (kind) {
    case 'lo2':
    case 'lo3':
    case 'lo4': {
      const k = Number(kind.slice(2));
      return { numerator: BigInt(numbersWithDigits(region, k)), denominator: 10n ** BigInt(k) };
    }
    case 'xien2':
    case 'da':
      return allOf(2);
    case 'xien3':
      return allOf(3);
    case 'xien4':
      return allOf(4);
    case 'truot4':
    case 'truot8':
    case 'truot10': {
      const k = Number(kind.slice(5));
      return { numerator: BigInt(100 - k) ** BigInt(n), denominator: 100n ** BigInt(n) };
    }
    case 'deDacBiet':
    case 'deGiaiNhat':
    case 'deDau':
      return { numerator: 1n, denominator: 100n };
    case 'dau':
    case 'duoi':
      return { numerator: 1n, denominator: 10n };
    case 'bacang':
      return { numerator: 1n, denominator: 1000n };
    case 'xiuChu':
      return { numerator: 2n, denominator: 1000n };
    case 'taiXiu':
    case 'chanLe':
      return { numerator: 1n, denominator: 2n };
  }
}

/** Exact return to player of a kind under a table, as a fraction: expected hits × win / cost. */
export function lotteryRtpExact(
  kind: LotteryOddsKind,
  region: LotteryRegion,
  table: LotteryOddsTable,
): Fraction | null {
  const entry = table[kind];
  if (!entry) return null;
  const h = lotteryExpectedHits(kind, region);
  return { numerator: h.numerator * BigInt(entry.win), denominator: h.denominator * BigInt(entry.cost) };
}

/** The same as a number (0.99 for 99 %), for display. */
export function lotteryRtp(kind: LotteryOddsKind, region: LotteryRegion, table: LotteryOddsTable): number | null {
  const f = lotteryRtpExact(kind, region, table);
  if (!f) return null;
  // Scale before dividing so the BigInt quotient keeps 12 significant digits.
  return Number((f.numerator * 10n ** 12n) / f.denominator) / 1e12;
}
