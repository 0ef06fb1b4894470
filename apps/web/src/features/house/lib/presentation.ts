import type { SlotSpinResult } from '@app/contracts';
import { PAYLINES } from '@app/games';

/** Cells of a window as `reel:row` keys. */
export type CellKey = `${number}:${number}`;

/** The cells that make up a spin's wins: each paying line's run from the left, and every scatter when they pay. */
export function winningCells(spin: SlotSpinResult, scatter: number): Set<CellKey> {
  const cells = new Set<CellKey>();
  for (const w of spin.lineWins) {
    const rows = PAYLINES[w.line]!;
    for (let reel = 0; reel < w.count; reel++) cells.add(`${reel}:${rows[reel]!}`);
  }
  if (spin.scatterWin > 0 || spin.freeSpinsAwarded > 0) {
    for (const [reel, col] of spin.window.entries()) {
      for (const [row, s] of col.entries()) if (s === scatter) cells.add(`${reel}:${row}`);
    }
  }
  return cells;
}

/** A win worth at least ten total bets is presented as a big win. */
export const isBigWin = (win: number, totalBet: number) => win >= totalBet * 10;

/** Whether a recomputed round matches a recorded one: same stops on every spin and the same total win. */
export function sameRound(
  recomputed: { base: { stops: number[] }; freeSpins: { stops: number[] }[]; totalWin: number },
  recorded: { stops: number[][]; totalWin: number },
): boolean {
  const stops = [recomputed.base, ...recomputed.freeSpins].map((s) => s.stops.join('-'));
  return (
    recomputed.totalWin === recorded.totalWin && stops.join('|') === recorded.stops.map((s) => s.join('-')).join('|')
  );
}

/** Spins of a round as URL text: stops of each spin joined by '-', spins by '.'. */
export const encodeStops = (spins: { stops: number[] }[]) => spins.map((s) => s.stops.join('-')).join('.');
export const decodeStops = (text: string): number[][] =>
  text
    .split('.')
    .filter(Boolean)
    .map((s) => s.split('-').map((n) => Number.parseInt(n, 10)));
