import type { LotteryRegion } from './lottery.layout.js';

/**
 * The bet kinds that carry their own odds (đảo has none: it pays its base kind's odds). Names:
 * lo2/3/4 = lô 2/3/4 số (bao lô in the South), xien2/3/4 = xiên, truot4/8/10 = lô trượt,
 * deDacBiet / deGiaiNhat / deDau = đề đặc biệt / giải nhất / đầu, dau / duoi = đầu / đuôi (a digit),
 * bacang = 3 càng, xiuChu = xỉu chủ, da = đá, taiXiu = Tài/Xỉu, chanLe = Chẵn/Lẻ.
 */
export type LotteryOddsKind =
  | 'lo2'
  | 'lo3'
  | 'lo4'
  | 'xien2'
  | 'xien3'
  | 'xien4'
  | 'truot4'
  | 'truot8'
  | 'truot10'
  | 'deDacBiet'
  | 'deGiaiNhat'
  | 'deDau'
  | 'dau'
  | 'duoi'
  | 'bacang'
  | 'xiuChu'
  | 'da'
  | 'taiXiu'
  | 'chanLe';

export const LOTTERY_ODDS_KINDS: readonly LotteryOddsKind[] = [
  'lo2',
  'lo3',
  'lo4',
  'xien2',
  'xien3',
  'xien4',
  'truot4',
  'truot8',
  'truot10',
  'deDacBiet',
  'deGiaiNhat',
  'deDau',
  'dau',
  'duoi',
  'bacang',
  'xiuChu',
  'da',
  'taiXiu',
  'chanLe',
];

/**
 * One bet kind's price, in integer minor units per point and per leg (one number, one pair, one
 * combination): `cost` is what a point costs (North lô 2 số: 27 × 1,000 ₫ = 27,000), `win` what a
 * point pays per hit (99,000: "1 ăn 99"). Both integers, so settlement never rounds.
 */
export interface LotteryOddsEntry {
  cost: number;
  win: number;
}

/** A game's odds table: a kind absent from it is not offered (xỉu chủ needs the South's 3-digit 7th prize). */
export type LotteryOddsTable = Readonly<Partial<Record<LotteryOddsKind, LotteryOddsEntry>>>;

/** Spec §9 prize modes. */
export type LotteryPrizeMode = 'Lott' | 'ZY' | 'Elott' | 'SEA';
export const LOTTERY_PRIZE_MODES: readonly LotteryPrizeMode[] = ['Lott', 'ZY', 'Elott', 'SEA'];

/* Default tables: realistic values (domain/vn-lottery.md's typical odds) that the operator edits.
 * A point is 1,000 ₫. RTP of each entry: see lottery.rtp.ts and docs/lottery-maths.md. */

/** Lott, North: the facts file's typical online odds. */
const LOTT_NORTH: LotteryOddsTable = {
  lo2: { cost: 27_000, win: 99_000 },
  lo3: { cost: 23_000, win: 980_000 },
  lo4: { cost: 20_000, win: 8_880_000 },
  xien2: { cost: 1_000, win: 16_000 },
  xien3: { cost: 1_000, win: 65_000 },
  xien4: { cost: 1_000, win: 180_000 },
  truot4: { cost: 1_000, win: 2_300 },
  truot8: { cost: 1_000, win: 8_000 },
  truot10: { cost: 1_000, win: 12_000 },
  deDacBiet: { cost: 1_000, win: 99_500 },
  deGiaiNhat: { cost: 1_000, win: 99_000 },
  deDau: { cost: 1_000, win: 99_000 },
  dau: { cost: 1_000, win: 9_800 },
  duoi: { cost: 1_000, win: 9_800 },
  bacang: { cost: 1_000, win: 980_000 },
  da: { cost: 1_000, win: 16_000 },
  taiXiu: { cost: 1_000, win: 1_990 },
  chanLe: { cost: 1_000, win: 1_990 },
};

/** Lott, South/Central: bao lô at ×18/×17/×16; xiên, trượt and đá priced for 18 numbers. */
const LOTT_SOUTH: LotteryOddsTable = {
  lo2: { cost: 18_000, win: 99_000 },
  lo3: { cost: 17_000, win: 980_000 },
  lo4: { cost: 16_000, win: 8_880_000 },
  xien2: { cost: 1_000, win: 32_000 },
  xien3: { cost: 1_000, win: 200_000 },
  xien4: { cost: 1_000, win: 1_200_000 },
  truot4: { cost: 1_000, win: 1_800 },
  truot8: { cost: 1_000, win: 3_800 },
  truot10: { cost: 1_000, win: 5_600 },
  deDacBiet: { cost: 1_000, win: 99_500 },
  deGiaiNhat: { cost: 1_000, win: 99_000 },
  deDau: { cost: 1_000, win: 99_000 },
  dau: { cost: 1_000, win: 9_800 },
  duoi: { cost: 1_000, win: 9_800 },
  bacang: { cost: 1_000, win: 980_000 },
  xiuChu: { cost: 2_000, win: 900_000 },
  da: { cost: 1_000, win: 32_000 },
  taiXiu: { cost: 1_000, win: 1_990 },
  chanLe: { cost: 1_000, win: 1_990 },
};

/** ZY, North: the street convention ("lô 23 ăn 80, đề 1 ăn 80"): cheaper lô, lower đề. */
const ZY_NORTH: LotteryOddsTable = {
  lo2: { cost: 23_000, win: 80_000 },
  lo3: { cost: 23_000, win: 800_000 },
  lo4: { cost: 20_000, win: 7_000_000 },
  xien2: { cost: 1_000, win: 15_000 },
  xien3: { cost: 1_000, win: 60_000 },
  xien4: { cost: 1_000, win: 170_000 },
  truot4: { cost: 1_000, win: 2_200 },
  truot8: { cost: 1_000, win: 7_500 },
  truot10: { cost: 1_000, win: 11_000 },
  deDacBiet: { cost: 1_000, win: 80_000 },
  deGiaiNhat: { cost: 1_000, win: 80_000 },
  deDau: { cost: 1_000, win: 80_000 },
  dau: { cost: 1_000, win: 8_000 },
  duoi: { cost: 1_000, win: 8_000 },
  bacang: { cost: 1_000, win: 700_000 },
  da: { cost: 1_000, win: 15_000 },
  taiXiu: { cost: 1_000, win: 1_950 },
  chanLe: { cost: 1_000, win: 1_950 },
};

/** ZY, South/Central. */
const ZY_SOUTH: LotteryOddsTable = {
  lo2: { cost: 15_000, win: 75_000 },
  lo3: { cost: 15_000, win: 800_000 },
  lo4: { cost: 14_000, win: 7_000_000 },
  xien2: { cost: 1_000, win: 30_000 },
  xien3: { cost: 1_000, win: 180_000 },
  xien4: { cost: 1_000, win: 1_000_000 },
  truot4: { cost: 1_000, win: 1_700 },
  truot8: { cost: 1_000, win: 3_600 },
  truot10: { cost: 1_000, win: 5_300 },
  deDacBiet: { cost: 1_000, win: 80_000 },
  deGiaiNhat: { cost: 1_000, win: 80_000 },
  deDau: { cost: 1_000, win: 80_000 },
  dau: { cost: 1_000, win: 8_000 },
  duoi: { cost: 1_000, win: 8_000 },
  bacang: { cost: 1_000, win: 700_000 },
  xiuChu: { cost: 2_000, win: 650_000 },
  da: { cost: 1_000, win: 30_000 },
  taiXiu: { cost: 1_000, win: 1_950 },
  chanLe: { cost: 1_000, win: 1_950 },
};

/** SEA, North: the regional (lottery type SEA, spec §9) tier, a little below Lott. */
const SEA_NORTH: LotteryOddsTable = {
  lo2: { cost: 27_000, win: 97_000 },
  lo3: { cost: 23_000, win: 950_000 },
  lo4: { cost: 20_000, win: 8_500_000 },
  xien2: { cost: 1_000, win: 15_500 },
  xien3: { cost: 1_000, win: 62_000 },
  xien4: { cost: 1_000, win: 175_000 },
  truot4: { cost: 1_000, win: 2_250 },
  truot8: { cost: 1_000, win: 7_800 },
  truot10: { cost: 1_000, win: 11_500 },
  deDacBiet: { cost: 1_000, win: 97_000 },
  deGiaiNhat: { cost: 1_000, win: 97_000 },
  deDau: { cost: 1_000, win: 97_000 },
  dau: { cost: 1_000, win: 9_500 },
  duoi: { cost: 1_000, win: 9_500 },
  bacang: { cost: 1_000, win: 950_000 },
  da: { cost: 1_000, win: 15_500 },
  taiXiu: { cost: 1_000, win: 1_960 },
  chanLe: { cost: 1_000, win: 1_960 },
};

/** SEA, South/Central. */
const SEA_SOUTH: LotteryOddsTable = {
  lo2: { cost: 18_000, win: 97_000 },
  lo3: { cost: 17_000, win: 950_000 },
  lo4: { cost: 16_000, win: 8_500_000 },
  xien2: { cost: 1_000, win: 31_000 },
  xien3: { cost: 1_000, win: 190_000 },
  xien4: { cost: 1_000, win: 1_100_000 },
  truot4: { cost: 1_000, win: 1_750 },
  truot8: { cost: 1_000, win: 3_700 },
  truot10: { cost: 1_000, win: 5_500 },
  deDacBiet: { cost: 1_000, win: 97_000 },
  deGiaiNhat: { cost: 1_000, win: 97_000 },
  deDau: { cost: 1_000, win: 97_000 },
  dau: { cost: 1_000, win: 9_500 },
  duoi: { cost: 1_000, win: 9_500 },
  bacang: { cost: 1_000, win: 950_000 },
  xiuChu: { cost: 2_000, win: 850_000 },
  da: { cost: 1_000, win: 31_000 },
  taiXiu: { cost: 1_000, win: 1_960 },
  chanLe: { cost: 1_000, win: 1_960 },
};

/**
 * Default odds per prize mode and region. Elott (the fast electronic lottery) uses the Lott odds, as
 * domain/vn-lottery.md says the fast games keep "the same bet types and odds".
 */
export const DEFAULT_LOTTERY_ODDS: Readonly<
  Record<LotteryPrizeMode, Readonly<Record<LotteryRegion, LotteryOddsTable>>>
> = {
  Lott: { north: LOTT_NORTH, south: LOTT_SOUTH },
  ZY: { north: ZY_NORTH, south: ZY_SOUTH },
  Elott: { north: LOTT_NORTH, south: LOTT_SOUTH },
  SEA: { north: SEA_NORTH, south: SEA_SOUTH },
};

/** Every entry a positive safe integer: a table the operator sends is checked before it is used. */
export function isValidOddsTable(table: unknown): table is LotteryOddsTable {
  if (typeof table !== 'object' || table === null) return false;
  for (const [kind, entry] of Object.entries(table)) {
    if (!LOTTERY_ODDS_KINDS.includes(kind as LotteryOddsKind)) return false;
    if (typeof entry !== 'object' || entry === null) return false;
    const e = entry as Record<string, unknown>;
    if (Object.keys(e).sort().join(',') !== 'cost,win') return false;
    for (const v of [e.cost, e.win]) if (!Number.isSafeInteger(v) || (v as number) <= 0) return false;
  }
  return true;
}
