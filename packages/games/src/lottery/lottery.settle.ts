import {
  expandLotterySelection,
  type LotteryBet,
  type LotteryLeg,
  type LotterySelection,
  oddsKindOf,
  safeProduct,
} from './lottery.bets.js';
import { allNumbers, type LotteryResult, numbersWithDigits } from './lottery.layout.js';
import type { LotteryOddsTable } from './lottery.odds.js';

/**
 * A result read once for settling many bets: how often each ending comes up. `ends[k][n]` counts the
 * numbers of at least k digits whose last k digits are n (k = 2, 3, 4), so lô is one array read.
 */
export interface LotteryResultIndex {
  result: LotteryResult;
  ends: { 2: Uint8Array; 3: Uint8Array; 4: Uint8Array };
  /** The special prize's last two and last three digits, as numbers. */
  special2: number;
  special3: number;
  /** The first prize's last two digits. */
  first2: number;
  /**
   * Đề đầu: North, the special prize's first two digits; South/Central, the eighth prize (its two digits).
   * Houses differ on this bet, so the rules page states this definition.
   */
  dau2: number;
  /** South/Central seventh prize (3 digits), or -1 in the North (xỉu chủ is not offered there). */
  seventh3: number;
}

const tail = (n: string, k: number) => Number(n.slice(-k));

/** Reads a valid result (validateLotteryResult) into its index. */
export function indexLotteryResult(result: LotteryResult): LotteryResultIndex {
  const ends = { 2: new Uint8Array(100), 3: new Uint8Array(1000), 4: new Uint8Array(10000) };
  for (const n of allNumbers(result)) {
    for (const k of [2, 3, 4] as const) if (n.length >= k) ends[k][tail(n, k)]!++;
  }
  const special = result.prizes.special?.[0] ?? '';
  const first = result.prizes.first?.[0] ?? '';
  const dau2 = result.region === 'north' ? Number(special.slice(0, 2)) : Number(result.prizes.eighth?.[0] ?? '');
  const seventh = result.region === 'south' ? (result.prizes.seventh?.[0] ?? '') : '';
  return {
    result,
    ends,
    special2: tail(special, 2),
    special3: tail(special, 3),
    first2: tail(first, 2),
    dau2,
    seventh3: seventh.length === 3 ? Number(seventh) : -1,
  };
}

/** How many times a leg wins on the result: lô per occurrence, xỉu chủ up to twice, the rest 0 or 1. */
export function legHits(leg: LotteryLeg, ix: LotteryResultIndex): number {
  switch (leg.kind) {
    case 'lo2':
      return ix.ends[2][Number(leg.numbers[0])]!;
    case 'lo3':
      return ix.ends[3][Number(leg.numbers[0])]!;
    case 'lo4':
      return ix.ends[4][Number(leg.numbers[0])]!;
    case 'xien2':
    case 'xien3':
    case 'xien4':
    case 'da':
      return leg.numbers.every((n) => ix.ends[2][Number(n)]! > 0) ? 1 : 0;
    case 'truot4':
    case 'truot8':
    case 'truot10':
      return leg.numbers.every((n) => ix.ends[2][Number(n)] === 0) ? 1 : 0;
    case 'deDacBiet':
      return Number(leg.numbers[0]) === ix.special2 ? 1 : 0;
    case 'deGiaiNhat':
      return Number(leg.numbers[0]) === ix.first2 ? 1 : 0;
    case 'deDau':
      return Number(leg.numbers[0]) === ix.dau2 ? 1 : 0;
    case 'dau':
      return Number(leg.numbers[0]) === Math.floor(ix.special2 / 10) ? 1 : 0;
    case 'duoi':
      return Number(leg.numbers[0]) === ix.special2 % 10 ? 1 : 0;
    case 'bacang':
      return Number(leg.numbers[0]) === ix.special3 ? 1 : 0;
    case 'xiuChu': {
      const n = Number(leg.numbers[0]);
      return (n === ix.seventh3 ? 1 : 0) + (n === ix.special3 ? 1 : 0);
    }
    case 'taiXiu':
      return ix.special2 >= 50 === (leg.side === 'tai') ? 1 : 0;
    case 'chanLe':
      return (ix.special2 % 2 === 0) === (leg.side === 'chan') ? 1 : 0;
  }
}

/** Total hits of a selection: the sum over its legs. */
export function selectionHits(s: LotterySelection, ix: LotteryResultIndex): number {
  let hits = 0;
  for (const leg of expandLotterySelection(s)) hits += legHits(leg, ix);
  return hits;
}

/**
 * What a bet pays back, in integer minor units: points × win per point × hits, 0 when lost. The odds
 * table holds integer minor units per point, so nothing is rounded; a product past the safe integer
 * range throws rather than pay a wrong amount. The stake is not added back: Vietnamese odds ("1 ăn 99")
 * are the whole return.
 */
export function settleLotteryBet(bet: LotteryBet, ix: LotteryResultIndex, table: LotteryOddsTable): number {
  const entry = table[oddsKindOf(bet.selection)];
  if (!entry) throw new RangeError(`lottery kind not in the odds table: ${oddsKindOf(bet.selection)}`);
  const hits = selectionHits(bet.selection, ix);
  return hits === 0 ? 0 : safeProduct(bet.points, entry.win, hits);
}

/**
 * The most hits a selection can have on any result of the region (its maximum payout is
 * points × win × this): lô numbers share the region's positions (27/23/20 North, 18/17/16 South), so
 * however many are named they hit at most that often; xỉu chủ twice; đá every pair when all appear;
 * every other kind once.
 */
export function maxSelectionHits(s: LotterySelection, region: LotteryResult['region']): number {
  const kind = oddsKindOf(s);
  if (kind === 'lo2' || kind === 'lo3' || kind === 'lo4') return numbersWithDigits(region, Number(kind.slice(2)));
  if (kind === 'xiuChu') return 2;
  if (s.kind === 'da') return (s.numbers.length * (s.numbers.length - 1)) / 2;
  return 1;
}

/** The most a bet can pay on any result, minor units. */
export function lotteryMaxPayout(bet: LotteryBet, region: LotteryResult['region'], table: LotteryOddsTable): number {
  const entry = table[oddsKindOf(bet.selection)];
  if (!entry) throw new RangeError(`lottery kind not in the odds table: ${oddsKindOf(bet.selection)}`);
  return safeProduct(bet.points, entry.win, maxSelectionHits(bet.selection, region));
}
