import { type Dice, type DiceSelection, diceReturn } from './dice.bets.js';

/** All 216 ordered outcomes of three dice, each equally likely. */
export function allDiceOutcomes(): Dice[] {
  const out: Dice[] = [];
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) out.push([a, b, c]);
  return out;
}

/**
 * Exact return to player of a selection, by enumeration of the 216 outcomes, as a fraction: what
 * 216 stakes of 1 return on average across one of each outcome, over 216.
 */
export function diceRtpExact(s: DiceSelection): { numerator: number; denominator: number; rtp: number } {
  let numerator = 0;
  for (const d of allDiceOutcomes()) numerator += diceReturn(s, d);
  return { numerator, denominator: 216, rtp: numerator / 216 };
}

/** Every selection the table offers, one of each spot. */
export function allDiceSelections(): DiceSelection[] {
  const faces = [1, 2, 3, 4, 5, 6] as const;
  return [
    { kind: 'big' },
    { kind: 'small' },
    { kind: 'odd' },
    { kind: 'even' },
    ...Array.from({ length: 14 }, (_, i) => ({ kind: 'total' as const, total: i + 4 })),
    { kind: 'anyTriple' },
    ...faces.map((face) => ({ kind: 'triple' as const, face })),
    ...faces.map((face) => ({ kind: 'double' as const, face })),
    ...faces.map((face) => ({ kind: 'single' as const, face })),
  ];
}
