import type { LotteryBet } from '@app/games';

/** One bet on the slip, priced when it was added (the odds table does not change under the page). */
export interface SlipLine {
  id: string;
  bet: LotteryBet;
  legs: number;
  cost: number;
  maxWin: number;
}

/** Chase (nuôi): repeat the slip over the next `draws` draws (1 = this draw only), optionally stopping on a win. */
export interface ChaseOptions {
  draws: number;
  stopOnWin: boolean;
}

/** The server takes a chase of up to 120 draws (lottery core API). */
export const CHASE_MAX_DRAWS = 120;

export interface SlipState {
  lines: SlipLine[];
  chase: ChaseOptions;
}

export const EMPTY_SLIP: SlipState = { lines: [], chase: { draws: 1, stopOnWin: true } };

export type SlipAction =
  | { type: 'add'; line: SlipLine; maxLines: number }
  | { type: 'remove'; id: string }
  | { type: 'clear' }
  | { type: 'chase'; chase: Partial<ChaseOptions> };

export function slipReducer(state: SlipState, action: SlipAction): SlipState {
  switch (action.type) {
    case 'add':
      if (state.lines.length >= action.maxLines || state.lines.some((l) => l.id === action.line.id)) return state;
      return { ...state, lines: [...state.lines, action.line] };
    case 'remove':
      return { ...state, lines: state.lines.filter((l) => l.id !== action.id) };
    case 'clear':
      return { ...state, lines: [] };
    case 'chase': {
      const draws = action.chase.draws ?? state.chase.draws;
      return {
        ...state,
        chase: {
          draws: Number.isInteger(draws) ? Math.min(CHASE_MAX_DRAWS, Math.max(1, draws)) : state.chase.draws,
          stopOnWin: action.chase.stopOnWin ?? state.chase.stopOnWin,
        },
      };
    }
  }
}

export interface SlipTotals {
  /** Cost of one draw's bets. */
  perDraw: number;
  /** What the whole chase costs at most (every draw placed). */
  total: number;
  /** The most one draw's bets can win together. */
  maxWin: number;
}

export function slipTotals(s: SlipState): SlipTotals {
  const perDraw = s.lines.reduce((sum, l) => sum + l.cost, 0);
  const maxWin = s.lines.reduce((sum, l) => sum + l.maxWin, 0);
  return { perDraw, total: perDraw * s.chase.draws, maxWin };
}

/** A stable id of a bet: the same selection and points is the same line (adding it twice does nothing). */
export function lineId(bet: LotteryBet): string {
  return `${JSON.stringify(bet.selection)}#${bet.points}`;
}
