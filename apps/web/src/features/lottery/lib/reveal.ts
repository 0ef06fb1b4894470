import { type LotteryResult, type PrizeName, revealOrder } from '@app/games';

/** Milliseconds between two numbers of the live draw (27 numbers: about 24 s, as a quick televised draw). */
export const REVEAL_STEP_MS = 900;
/** For players who ask for reduced motion: the same order, briskly (27 numbers in about 7 s). */
export const REVEAL_STEP_REDUCED_MS = 250;

/** How many numbers of a draw revealed from `startedAt` are showing at `now` (every one once it ends). */
export function revealedCount(total: number, startedAt: number, now: number, stepMs = REVEAL_STEP_MS): number {
  if (now < startedAt) return 0;
  return Math.min(total, Math.floor((now - startedAt) / stepMs) + 1);
}

/**
 * The board during a live draw: the numbers revealed so far (in the real draw order, revealOrder), the
 * others null, and the step being revealed last (the one the board animates).
 */
export function partialBoard(
  result: LotteryResult,
  shown: number,
): { prizes: Partial<Record<PrizeName, (string | null)[]>>; last: { prize: PrizeName; index: number } | null } {
  const prizes: Partial<Record<PrizeName, (string | null)[]>> = {};
  for (const [prize, numbers] of Object.entries(result.prizes) as [PrizeName, readonly string[]][]) {
    prizes[prize] = numbers.map(() => null);
  }
  const steps = revealOrder(result).slice(0, Math.max(0, shown));
  for (const s of steps) prizes[s.prize]![s.index] = s.number;
  const lastStep = steps.at(-1);
  return { prizes, last: lastStep ? { prize: lastStep.prize, index: lastStep.index } : null };
}
