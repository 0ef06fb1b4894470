/**
 * Tài Xỉu / Sic Bo bets on three dice, with the usual (Atlantic City) odds. A bet's "return" is what a
 * stake of 1 gives back when it wins: the odds plus the stake itself (1:1 returns 2); a lost bet returns 0.
 */

/** Three faces, each 1–6. */
export type Dice = readonly [number, number, number];

export type DiceFace = 1 | 2 | 3 | 4 | 5 | 6;

/** One selection of the table. `big` is Tài (total 11–17), `small` is Xỉu (4–10); both lose on any triple. */
export type DiceSelection =
  | { kind: 'big' }
  | { kind: 'small' }
  | { kind: 'odd' }
  | { kind: 'even' }
  | { kind: 'total'; total: number }
  | { kind: 'anyTriple' }
  | { kind: 'triple'; face: DiceFace }
  | { kind: 'double'; face: DiceFace }
  | { kind: 'single'; face: DiceFace };

export type DiceBetKind = DiceSelection['kind'];

export const DICE_BET_KINDS: readonly DiceBetKind[] = [
  'big',
  'small',
  'odd',
  'even',
  'total',
  'anyTriple',
  'triple',
  'double',
  'single',
];

/** Odds (x:1) of an exact total, 4–17 (3 and 18 are triples, not offered). */
export const DICE_TOTAL_ODDS: Readonly<Record<number, number>> = {
  4: 60,
  5: 30,
  6: 17,
  7: 12,
  8: 8,
  9: 6,
  10: 6,
  11: 6,
  12: 6,
  13: 8,
  14: 12,
  15: 17,
  16: 30,
  17: 60,
};

/** Fixed odds (x:1) of the other bets; a single face pays 1, 2 or 3 to 1 by how many dice show it. */
export const DICE_ODDS = {
  big: 1,
  small: 1,
  odd: 1,
  even: 1,
  anyTriple: 30,
  triple: 180,
  double: 10,
  single: [1, 2, 3],
} as const;

const isFace = (v: unknown): v is DiceFace => Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 6;

/**
 * The selection `raw` names, or null when it names none (unknown kind, face out of 1–6, total out of
 * 4–17, extra fields). The contract's zod schema says the same; this keeps the rules usable without zod.
 */
export function parseDiceSelection(raw: unknown): DiceSelection | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const r = raw as Record<string, unknown>;
  const keys = Object.keys(r).sort().join(',');
  switch (r.kind) {
    case 'big':
    case 'small':
    case 'odd':
    case 'even':
    case 'anyTriple':
      return keys === 'kind' ? { kind: r.kind } : null;
    case 'total':
      return keys === 'kind,total' && Number.isInteger(r.total) && DICE_TOTAL_ODDS[r.total as number] !== undefined
        ? { kind: 'total', total: r.total as number }
        : null;
    case 'triple':
    case 'double':
    case 'single':
      return keys === 'face,kind' && isFace(r.face) ? { kind: r.kind, face: r.face } : null;
    default:
      return null;
  }
}

/** A short stable name of the selection ('big', 'total:4', 'single:6'): one spot on the table. */
export function diceSelectionKey(s: DiceSelection): string {
  if (s.kind === 'total') return `total:${s.total}`;
  if (s.kind === 'triple' || s.kind === 'double' || s.kind === 'single') return `${s.kind}:${s.face}`;
  return s.kind;
}

const isTriple = (d: Dice) => d[0] === d[1] && d[1] === d[2];
const countFace = (d: Dice, face: number) =>
  (d[0] === face ? 1 : 0) + (d[1] === face ? 1 : 0) + (d[2] === face ? 1 : 0);

/** What a stake of 1 on `s` returns for the dice `d`: 0 when lost, odds + 1 when won. */
export function diceReturn(s: DiceSelection, d: Dice): number {
  const total = d[0] + d[1] + d[2];
  switch (s.kind) {
    case 'big':
      return total >= 11 && !isTriple(d) ? 2 : 0;
    case 'small':
      return total <= 10 && !isTriple(d) ? 2 : 0;
    case 'odd':
      return total % 2 === 1 && !isTriple(d) ? 2 : 0;
    case 'even':
      return total % 2 === 0 && !isTriple(d) ? 2 : 0;
    case 'total':
      return total === s.total ? DICE_TOTAL_ODDS[s.total]! + 1 : 0;
    case 'anyTriple':
      return isTriple(d) ? DICE_ODDS.anyTriple + 1 : 0;
    case 'triple':
      return isTriple(d) && d[0] === s.face ? DICE_ODDS.triple + 1 : 0;
    case 'double':
      return countFace(d, s.face) >= 2 ? DICE_ODDS.double + 1 : 0;
    case 'single': {
      const n = countFace(d, s.face);
      return n === 0 ? 0 : DICE_ODDS.single[n - 1]! + 1;
    }
  }
}

/** The most a stake of 1 on `s` can return (the bound the table's payout limits use). */
export function diceMaxReturn(s: DiceSelection): number {
  switch (s.kind) {
    case 'total':
      return DICE_TOTAL_ODDS[s.total]! + 1;
    case 'anyTriple':
    case 'triple':
    case 'double':
      return DICE_ODDS[s.kind] + 1;
    case 'single':
      return DICE_ODDS.single[2] + 1;
    default:
      return 2;
  }
}

/** The money a bet pays back (stake included) for the dice: an integer of minor units, 0 when lost. */
export function settleDiceBet(bet: { selection: DiceSelection; stake: number }, d: Dice): number {
  return bet.stake * diceReturn(bet.selection, d);
}
