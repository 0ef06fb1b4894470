import { useEffect, useState, useSyncExternalStore } from 'react';

/** Device time now, ticking every `tickMs` while mounted (countdowns add the server offset to it). */
export function useNow(tickMs = 500): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), tickMs);
    return () => window.clearInterval(id);
  }, [tickMs]);
  return now;
}

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
 * Device time now, from one timer per tick length shared by every component that asks: the lottery lobby's
 * (up to 100) cards each re-render only their countdowns, together, once a tick, and nothing around them.
 */
export function useSharedNow(tickMs = 1_000): number {
  const ticker = tickerOf(tickMs);
  return useSyncExternalStore(ticker.subscribe, ticker.read);
}

/** Milliseconds to add to the device's clock to read the server's, from an answer's serverTime. */
export function serverOffsetOf(serverTime: string | undefined, receivedAt: number | undefined): number {
  if (!serverTime || receivedAt === undefined) return 0;
  const t = Date.parse(serverTime);
  return Number.isNaN(t) ? 0 : t - receivedAt;
}
