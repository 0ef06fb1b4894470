import type { DiceSelectionInput } from '@app/contracts';
import { ApiError } from '../../../shared/api/client';
import { spotKey } from './spot-key';

/** One spot on the slip: the selection and the stake (minor units) piled on it. */
export interface SlipLine {
  key: string;
  selection: DiceSelectionInput;
  stake: number;
}

/**
 * The bet slip. `attempt` is the idempotency key of the slip being sent and the round it was sent to:
 * pressing "bet" again after a failure (a lost answer, a time-out) sends the same key, so the server
 * places the slip once; any change to the slip, another round, or a success starts a new attempt.
 */
export interface SlipState {
  lines: SlipLine[];
  attempt: { key: string; roundId: number } | null;
}

export type SlipAction =
  | { type: 'add'; selection: DiceSelectionInput; stake: number; maxLines: number }
  | { type: 'remove'; key: string }
  | { type: 'clear' }
  | { type: 'attempt'; key: string; roundId: number }
  | { type: 'placed' }
  /** The server refused the slip (nothing placed): the next press is a new attempt with a new key. */
  | { type: 'refused' };

export const EMPTY_SLIP: SlipState = { lines: [], attempt: null };

export function slipReducer(state: SlipState, action: SlipAction): SlipState {
  switch (action.type) {
    case 'add': {
      if (!Number.isInteger(action.stake) || action.stake <= 0) return state;
      const key = spotKey(action.selection);
      const found = state.lines.some((l) => l.key === key);
      if (!found && state.lines.length >= action.maxLines) return state;
      const lines = found
        ? state.lines.map((l) => (l.key === key ? { ...l, stake: l.stake + action.stake } : l))
        : [...state.lines, { key, selection: action.selection, stake: action.stake }];
      return { lines, attempt: null };
    }
    case 'remove': {
      const lines = state.lines.filter((l) => l.key !== action.key);
      return lines.length === state.lines.length ? state : { lines, attempt: null };
    }
    case 'clear':
      return EMPTY_SLIP;
    case 'attempt':
      return { ...state, attempt: { key: action.key, roundId: action.roundId } };
    case 'placed':
      return EMPTY_SLIP;
    case 'refused':
      return state.attempt ? { ...state, attempt: null } : state;
  }
}

/** The total stake of the slip (minor units). */
export function slipTotal(state: SlipState): number {
  return state.lines.reduce((sum, l) => sum + l.stake, 0);
}

/** The stake on one spot, 0 when none. */
export function stakeOn(state: SlipState, key: string): number {
  return state.lines.find((l) => l.key === key)?.stake ?? 0;
}

/**
 * The idempotency key to send for the slip on `roundId`: the attempt's own when this is a retry of it,
 * else a fresh one (`fresh` makes it; the caller stores it with an 'attempt' action before sending).
 */
export function attemptKeyFor(state: SlipState, roundId: number, fresh: () => string): { key: string; isNew: boolean } {
  if (state.attempt && state.attempt.roundId === roundId) return { key: state.attempt.key, isNew: false };
  return { key: fresh(), isNew: true };
}

/** A new idempotency key (contract: 8–64 of A–Z a–z 0–9 _ -). */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return `dice-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * Whether a failed slip was refused by the server (a 4xx answer: nothing was placed, so the next press is a
 * new attempt), as opposed to a failure whose outcome is unknown (no answer, a 5xx): the retry must then
 * send the same key, and the server places the slip at most once.
 */
export function isRefusal(err: unknown): boolean {
  return err instanceof ApiError && err.status >= 400 && err.status < 500;
}
