import type { LotteryRegion } from './lottery.layout.js';
import type { LotteryOddsKind, LotteryOddsTable } from './lottery.odds.js';

/** Kinds whose selection is a list of numbers (everything but Tài/Xỉu and Chẵn/Lẻ). */
export type LotteryNumberKind = Exclude<LotteryOddsKind, 'taiXiu' | 'chanLe'>;

/** Kinds đảo can expand into: the number's digit permutations are each a bet of this kind. */
export type LotteryDaoBase = 'lo2' | 'lo3' | 'deDacBiet' | 'bacang' | 'xiuChu';
export const LOTTERY_DAO_BASES: readonly LotteryDaoBase[] = ['lo2', 'lo3', 'deDacBiet', 'bacang', 'xiuChu'];

/** What a player names. Numbers are digit strings with their leading zeros ('07', '007'). */
export type LotterySelection =
  | { kind: LotteryNumberKind; numbers: readonly string[] }
  | { kind: 'dao'; base: LotteryDaoBase; numbers: readonly string[] }
  | { kind: 'taiXiu'; side: 'tai' | 'xiu' }
  | { kind: 'chanLe'; side: 'chan' | 'le' };

export type LotteryBetKind = LotterySelection['kind'];

/** A bet: a selection and its points (a positive integer; the odds table prices a point). */
export interface LotteryBet {
  selection: LotterySelection;
  points: number;
}

/**
 * One priced unit of a bet after expansion: one lô number, one xiên set, one đá pair, one đảo
 * permutation. A bet costs `points × cost` per leg and pays `points × win` per hit of each leg.
 */
export type LotteryLeg =
  | { kind: LotteryNumberKind; numbers: readonly string[] }
  | { kind: 'taiXiu'; side: 'tai' | 'xiu' }
  | { kind: 'chanLe'; side: 'chan' | 'le' };

interface NumberRule {
  digits: number;
  min: number;
  max: number;
}

/** Digits and how many numbers a selection of each kind holds (numbers are always distinct). */
export const LOTTERY_NUMBER_RULES: Readonly<Record<LotteryNumberKind, NumberRule>> = {
  lo2: { digits: 2, min: 1, max: 100 },
  lo3: { digits: 3, min: 1, max: 1000 },
  lo4: { digits: 4, min: 1, max: 1000 },
  xien2: { digits: 2, min: 2, max: 2 },
  xien3: { digits: 2, min: 3, max: 3 },
  xien4: { digits: 2, min: 4, max: 4 },
  truot4: { digits: 2, min: 4, max: 4 },
  truot8: { digits: 2, min: 8, max: 8 },
  truot10: { digits: 2, min: 10, max: 10 },
  deDacBiet: { digits: 2, min: 1, max: 100 },
  deGiaiNhat: { digits: 2, min: 1, max: 100 },
  deDau: { digits: 2, min: 1, max: 100 },
  dau: { digits: 1, min: 1, max: 10 },
  duoi: { digits: 1, min: 1, max: 10 },
  bacang: { digits: 3, min: 1, max: 1000 },
  xiuChu: { digits: 3, min: 1, max: 1000 },
  da: { digits: 2, min: 2, max: 10 },
};

/** How many numbers a đảo selection may name (each expands into up to 6 permutations). */
export const DAO_MAX_NUMBERS = 10;

/** Kinds that need a prize only one layout has: xỉu chủ needs the South/Central 3-digit seventh prize. */
const REGION_ONLY: Partial<Record<LotteryOddsKind, LotteryRegion>> = { xiuChu: 'south' };

export type LotteryBetErrorCode =
  | 'lottery_unknown_bet_type'
  | 'lottery_bet_not_offered'
  | 'lottery_bad_number'
  | 'lottery_wrong_count'
  | 'lottery_duplicate_number'
  | 'lottery_bad_side'
  | 'lottery_bad_points';

export type SelectionParse = { ok: true; selection: LotterySelection } | { ok: false; code: LotteryBetErrorCode };

const isNumberKind = (k: unknown): k is LotteryNumberKind =>
  typeof k === 'string' && Object.hasOwn(LOTTERY_NUMBER_RULES, k);

/** Whether a game with this region and odds table offers the kind (đảo: its base kind). */
export function lotteryKindOffered(kind: LotteryOddsKind, region: LotteryRegion, table: LotteryOddsTable): boolean {
  const only = REGION_ONLY[kind];
  return table[kind] !== undefined && (only === undefined || only === region);
}

function checkNumbers(
  raw: unknown,
  rule: NumberRule,
): { ok: true; numbers: string[] } | { ok: false; code: LotteryBetErrorCode } {
  if (!Array.isArray(raw)) return { ok: false, code: 'lottery_wrong_count' };
  const pattern = new RegExp(`^[0-9]{${rule.digits}}$`);
  for (const n of raw) if (typeof n !== 'string' || !pattern.test(n)) return { ok: false, code: 'lottery_bad_number' };
  if (raw.length < rule.min || raw.length > rule.max) return { ok: false, code: 'lottery_wrong_count' };
  if (new Set(raw).size !== raw.length) return { ok: false, code: 'lottery_duplicate_number' };
  return { ok: true, numbers: [...(raw as string[])] };
}

/**
 * The selection `raw` names for a game of `region` with `table`, or the stable code of what is wrong:
 * unknown kind, a kind this game does not offer, a number of the wrong digits, the wrong count for the
 * kind, a number named twice, an unknown side; extra fields are refused as an unknown bet type.
 */
export function parseLotterySelection(raw: unknown, region: LotteryRegion, table: LotteryOddsTable): SelectionParse {
  if (typeof raw !== 'object' || raw === null) return { ok: false, code: 'lottery_unknown_bet_type' };
  const r = raw as Record<string, unknown>;
  const keys = Object.keys(r).sort().join(',');
  if (r.kind === 'taiXiu' || r.kind === 'chanLe') {
    if (keys !== 'kind,side') return { ok: false, code: 'lottery_unknown_bet_type' };
    if (!lotteryKindOffered(r.kind, region, table)) return { ok: false, code: 'lottery_bet_not_offered' };
    if (r.kind === 'taiXiu') {
      return r.side === 'tai' || r.side === 'xiu'
        ? { ok: true, selection: { kind: 'taiXiu', side: r.side } }
        : { ok: false, code: 'lottery_bad_side' };
    }
    return r.side === 'chan' || r.side === 'le'
      ? { ok: true, selection: { kind: 'chanLe', side: r.side } }
      : { ok: false, code: 'lottery_bad_side' };
  }
  if (r.kind === 'dao') {
    if (keys !== 'base,kind,numbers') return { ok: false, code: 'lottery_unknown_bet_type' };
    if (!LOTTERY_DAO_BASES.includes(r.base as LotteryDaoBase)) return { ok: false, code: 'lottery_unknown_bet_type' };
    const base = r.base as LotteryDaoBase;
    if (!lotteryKindOffered(base, region, table)) return { ok: false, code: 'lottery_bet_not_offered' };
    const checked = checkNumbers(r.numbers, {
      digits: LOTTERY_NUMBER_RULES[base].digits,
      min: 1,
      max: DAO_MAX_NUMBERS,
    });
    return checked.ok ? { ok: true, selection: { kind: 'dao', base, numbers: checked.numbers } } : checked;
  }
  if (!isNumberKind(r.kind) || keys !== 'kind,numbers') return { ok: false, code: 'lottery_unknown_bet_type' };
  const kind = r.kind;
  if (!lotteryKindOffered(kind, region, table)) return { ok: false, code: 'lottery_bet_not_offered' };
  const checked = checkNumbers(r.numbers, LOTTERY_NUMBER_RULES[kind]);
  return checked.ok ? { ok: true, selection: { kind, numbers: checked.numbers } } : checked;
}

/** Points must be a positive safe integer (no zero, no fractions). */
export function isValidPoints(points: unknown): points is number {
  return Number.isSafeInteger(points) && (points as number) > 0;
}

/** The distinct digit permutations of a number, in ascending order ('112' → 112, 121, 211). */
export function digitPermutations(n: string): string[] {
  const out = new Set<string>();
  const walk = (prefix: string, rest: string) => {
    if (rest.length === 0) {
      out.add(prefix);
      return;
    }
    for (let i = 0; i < rest.length; i++) walk(prefix + rest[i], rest.slice(0, i) + rest.slice(i + 1));
  };
  walk('', n);
  return [...out].sort();
}

/** Every unordered pair of the numbers, in the order they were named. */
export function numberPairs(numbers: readonly string[]): [string, string][] {
  const out: [string, string][] = [];
  for (let i = 0; i < numbers.length; i++)
    for (let j = i + 1; j < numbers.length; j++) out.push([numbers[i]!, numbers[j]!]);
  return out;
}

/**
 * The legs a selection stands for: one per number for lô, đề, đầu/đuôi, 3 càng and xỉu chủ; one for a
 * xiên or lô trượt set; one xiên-2-style leg per pair for đá; one base-kind leg per distinct digit
 * permutation of each number for đảo (a permutation named twice counts once).
 */
export function expandLotterySelection(s: LotterySelection): LotteryLeg[] {
  switch (s.kind) {
    case 'taiXiu':
    case 'chanLe':
      return [s];
    case 'xien2':
    case 'xien3':
    case 'xien4':
    case 'truot4':
    case 'truot8':
    case 'truot10':
      return [{ kind: s.kind, numbers: s.numbers }];
    case 'da':
      return numberPairs(s.numbers).map((pair) => ({ kind: 'da', numbers: pair }));
    case 'dao': {
      const perms = new Set<string>();
      for (const n of s.numbers) for (const p of digitPermutations(n)) perms.add(p);
      return [...perms].map((p) => ({ kind: s.base, numbers: [p] }));
    }
    default:
      return s.numbers.map((n) => ({ kind: s.kind, numbers: [n] }));
  }
}

/** The kind whose odds a selection pays (đảo pays its base kind's). */
export function oddsKindOf(s: LotterySelection): LotteryOddsKind {
  return s.kind === 'dao' ? s.base : s.kind;
}

/** How many legs a selection stands for, without building them (đá: n(n−1)/2). */
export function legCount(s: LotterySelection): number {
  if (s.kind === 'taiXiu' || s.kind === 'chanLe') return 1;
  if (s.kind === 'da') return (s.numbers.length * (s.numbers.length - 1)) / 2;
  if (s.kind === 'dao' || s.kind.startsWith('xien') || s.kind.startsWith('truot'))
    return expandLotterySelection(s).length;
  return s.numbers.length;
}

/** Product of safe integers, or a RangeError: money never silently loses precision. */
export function safeProduct(...factors: number[]): number {
  let p = 1;
  for (const f of factors) p *= f;
  if (!Number.isSafeInteger(p)) throw new RangeError('lottery amount exceeds the safe integer range');
  return p;
}

/** What a bet costs, in minor units: points × cost per point × legs. */
export function lotteryBetCost(bet: LotteryBet, table: LotteryOddsTable): number {
  const entry = table[oddsKindOf(bet.selection)];
  if (!entry) throw new RangeError(`lottery kind not in the odds table: ${oddsKindOf(bet.selection)}`);
  return safeProduct(bet.points, entry.cost, legCount(bet.selection));
}
