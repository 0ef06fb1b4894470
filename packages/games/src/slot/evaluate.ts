import type { SlotConfig } from './config.js';
import { SCATTER, WILD } from './symbols.js';

/** The visible symbols, reel-major: window[reel][row]. */
export type SlotWindow = number[][];

/** One paying line: which payline, the symbol paid, how many reels from the left, and the win in minor units. */
export interface LineWin {
  line: number;
  symbol: number;
  count: number;
  win: number;
}

/** One spin's result, base or free. Wins are integers in minor units of the bet's currency. */
export interface SpinResult {
  stops: number[];
  window: SlotWindow;
  lineWins: LineWin[];
  scatterCount: number;
  scatterWin: number;
  /** Line wins plus scatter win, already multiplied by the free-spin multiplier when it applies. */
  win: number;
  freeSpinsAwarded: number;
}

/** The window shown for the given reel stops (each strip wraps around). */
export function windowAt(config: SlotConfig, stops: readonly number[]): SlotWindow {
  return config.reels.map((strip, r) => {
    const stop = stops[r]!;
    const col: number[] = [];
    for (let row = 0; row < config.rows; row++) col.push(strip[(stop + row) % strip.length]!);
    return col;
  });
}

/**
 * Pays one line read left to right: the leading run of wilds, and the run of the first non-wild
 * symbol with wilds substituting. The better of the two pays (multiple of the line bet).
 * Returns [symbol, count, multiplier]; multiplier 0 when the line does not pay.
 */
export function evaluateLine(linePays: SlotConfig['linePays'], symbols: readonly number[]): [number, number, number] {
  const n = symbols.length;
  let wilds = 0;
  while (wilds < n && symbols[wilds] === WILD) wilds++;
  const wildPay = linePays[WILD]![wilds]!;
  if (wilds === n) return [WILD, wilds, wildPay];
  const target = symbols[wilds]!;
  if (target === SCATTER) return wildPay > 0 ? [WILD, wilds, wildPay] : [target, 0, 0];
  let run = wilds + 1;
  while (run < n && (symbols[run] === target || symbols[run] === WILD)) run++;
  const symbolPay = linePays[target]![run]!;
  if (wildPay > symbolPay) return [WILD, wilds, wildPay];
  return symbolPay > 0 ? [target, run, symbolPay] : [target, 0, 0];
}

/**
 * Evaluates a window for a bet of `lineBet` on the first `lines` paylines. `multiplier` is 1 in the
 * base game and the free-spin multiplier during free spins, where no further free spins are awarded.
 */
export function evaluateWindow(
  config: SlotConfig,
  stops: number[],
  window: SlotWindow,
  lineBet: number,
  lines: number,
  multiplier: number,
): SpinResult {
  const lineWins: LineWin[] = [];
  const symbols = new Array<number>(window.length);
  let win = 0;
  for (let l = 0; l < lines; l++) {
    const rows = config.paylines[l]!;
    for (let r = 0; r < window.length; r++) symbols[r] = window[r]![rows[r]!]!;
    const [symbol, count, pay] = evaluateLine(config.linePays, symbols);
    if (pay > 0) {
      const lineWin = pay * lineBet * multiplier;
      lineWins.push({ line: l, symbol, count, win: lineWin });
      win += lineWin;
    }
  }
  let scatterCount = 0;
  for (const col of window) for (const s of col) if (s === SCATTER) scatterCount++;
  const scatterWin =
    (config.scatterPays[Math.min(scatterCount, config.scatterPays.length - 1)] ?? 0) * lineBet * lines * multiplier;
  win += scatterWin;
  const freeSpinsAwarded = multiplier === 1 && scatterCount >= config.freeSpinsTrigger ? config.freeSpinsAwarded : 0;
  return { stops, window, lineWins, scatterCount, scatterWin, win, freeSpinsAwarded };
}
