import { useEffect, useReducer, useSyncExternalStore } from 'react';

export interface Ticker {
  now: number;
  listeners: Set<() => void>;
  timer?: ReturnType<typeof setInterval>;
  subscribe: (onTick: () => void) => () => void;
  read: () => number;
}

const tickers = new Map<number, Ticker>();

/** The shared ticker of a tick length (exported for its unit test). */
export function tickerOf(tickMs: number): Ticker {
  let ticker = tickers.get(tickMs);
  if (!ticker) {
    const t: Ticker = {
      now: Date.now(),
      listeners: new Set(),
      subscribe(onTick) {
        t.listeners.add(onTick);
        if (!t.timer) {
          t.timer = setInterval(() => {
            t.now = Date.now();
            for (const l of t.listeners) l();
          }, tickMs);
        }
        return () => {
          t.listeners.delete(onTick);
          if (t.listeners.size === 0 && t.timer) {
            clearInterval(t.timer);
            t.timer = undefined;
          }
        };
      },
      read: () => t.now,
    };
    tickers.set(tickMs, t);
    ticker = t;
  }
  // Idle since its last subscriber left: what mounts now starts from the present, not from then.
  if (!ticker.timer) ticker.now = Date.now();
  return ticker;
}

/**
 * Device time now (countdowns add the server offset to it), from one timer per tick length shared by every
 * component that asks: the lottery lobby's (up to 100) cards each re-render only their countdowns, together,
 * once a tick, and nothing around them.
 */
export function useSharedNow(tickMs = 1_000): number {
  const ticker = tickerOf(tickMs);
  return useSyncExternalStore(ticker.subscribe, ticker.read);
}

/** The longest delay setTimeout keeps (a longer one fires at once). */
const MAX_TIMEOUT_MS = 2_147_483_647;

/**
 * Calls `onPassed` once the device's clock reaches `atMs` (at once if it has), re-arming where the wait is
 * longer than a timer can hold or a timer fired early. Returns the cancel.
 */
export function whenPassed(atMs: number, onPassed: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arm = () => {
    const wait = atMs - Date.now();
    if (wait <= 0) onPassed();
    else timer = setTimeout(arm, Math.min(wait, MAX_TIMEOUT_MS));
  };
  arm();
  return () => clearTimeout(timer);
}

/**
 * Whether the device's clock has reached `atMs` (null: never), drawn again at that moment by one timer, not
 * by a ticking clock: a page whose state flips at a deadline (a draw's lock) renders once for it.
 */
export function usePassed(atMs: number | null): boolean {
  // An unreadable deadline (NaN) counts as passed: a draw whose lock cannot be read is not open.
  const passed = atMs !== null && !(Date.now() < atMs);
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  useEffect(() => (atMs === null || passed ? undefined : whenPassed(atMs, redraw)), [atMs, passed]);
  return passed;
}

/** Milliseconds to add to the device's clock to read the server's, from an answer's serverTime. */
export function serverOffsetOf(serverTime: string | undefined, receivedAt: number | undefined): number {
  if (!serverTime || receivedAt === undefined) return 0;
  const t = Date.parse(serverTime);
  return Number.isNaN(t) ? 0 : t - receivedAt;
}
