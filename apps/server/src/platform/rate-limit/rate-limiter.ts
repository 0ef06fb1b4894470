import type { AppErrorCode } from '@app/contracts';
import type { Clock } from '../clock.js';
import type { Queryable } from '../db/connect.js';
import { AppError } from '../http/app-error.js';

/**
 * A limit: at most `limit` hits per `windowMs`. 'fixed' counts hits in the current aligned window;
 * 'sliding' also weighs the previous window by how much of it still overlaps the last `windowMs`,
 * which removes the burst of twice the limit a fixed window allows around its edge.
 */
export interface RateLimit {
  limit: number;
  windowMs: number;
  mode?: 'fixed' | 'sliding';
}

export interface RateDecision {
  allowed: boolean;
  /** Hits counted against the limit, including this one when it was recorded. */
  count: number;
  retryAfterMs: number;
}

/**
 * PostgreSQL-backed counters per bucket and key (e.g. bucket 'login:ip', key the IP), shared by every
 * server process. A refused hit is not recorded, so a client hammering a limit does not extend it.
 */
export function createRateLimiter(db: Queryable, clock: Clock) {
  function windows(l: RateLimit) {
    const now = clock.now().getTime();
    const start = now - (now % l.windowMs);
    return { now, start: new Date(start), prev: new Date(start - l.windowMs), elapsed: now - start };
  }

  async function counted(bucket: string, key: string, l: RateLimit): Promise<number> {
    const w = windows(l);
    const rows = await db<{ window_start: Date; hits: number }[]>`
      SELECT window_start, hits FROM rate_limit_windows
      WHERE bucket = ${bucket} AND key = ${key} AND window_start IN (${w.start}, ${w.prev})`;
    let current = 0;
    let previous = 0;
    for (const r of rows) {
      if (r.window_start.getTime() === w.start.getTime()) current = r.hits;
      else previous = r.hits;
    }
    if (l.mode !== 'sliding') return current;
    return current + Math.floor(previous * (1 - w.elapsed / l.windowMs));
  }

  /** Current count without recording a hit. */
  async function peek(bucket: string, key: string, l: RateLimit): Promise<number> {
    return counted(bucket, key, l);
  }

  /**
   * Records one hit when it fits under the limit; tells whether it did. The increment is one conditional
   * upsert, so concurrent requests cannot overshoot the limit of the current window.
   */
  async function hit(bucket: string, key: string, l: RateLimit): Promise<RateDecision> {
    const w = windows(l);
    let carried = 0;
    if (l.mode === 'sliding') {
      const prev = await db<{ hits: number }[]>`SELECT hits FROM rate_limit_windows
        WHERE bucket = ${bucket} AND key = ${key} AND window_start = ${w.prev}`;
      carried = Math.floor((prev[0]?.hits ?? 0) * (1 - w.elapsed / l.windowMs));
    }
    const room = l.limit - carried;
    const refused = async (): Promise<RateDecision> => ({
      allowed: false,
      count: await counted(bucket, key, l),
      retryAfterMs: l.windowMs - w.elapsed,
    });
    if (room < 1) return refused();
    const rows = await db<{ hits: number }[]>`
      INSERT INTO rate_limit_windows (bucket, key, window_start, hits) VALUES (${bucket}, ${key}, ${w.start}, 1)
      ON CONFLICT (bucket, key, window_start) DO UPDATE SET hits = rate_limit_windows.hits + 1
      WHERE rate_limit_windows.hits < ${room}
      RETURNING hits`;
    if (rows.length === 0) return refused();
    return { allowed: true, count: rows[0]!.hits + carried, retryAfterMs: 0 };
  }

  /** Records a hit or throws 429 'too_many_requests' (or the given code). */
  async function consume(
    bucket: string,
    key: string,
    l: RateLimit,
    code: AppErrorCode = 'too_many_requests',
  ): Promise<void> {
    const d = await hit(bucket, key, l);
    if (!d.allowed) {
      throw new AppError(code, 429, 'Too many requests, please try again later', {
        retryAfterSeconds: Math.ceil(d.retryAfterMs / 1000),
      });
    }
  }

  /** Forgets a key's counts (e.g. failures after a successful login). */
  async function reset(bucket: string, key: string): Promise<void> {
    await db`DELETE FROM rate_limit_windows WHERE bucket = ${bucket} AND key = ${key}`;
  }

  /** Deletes windows older than `olderThanMs`; run from a periodic job. */
  async function prune(olderThanMs: number): Promise<number> {
    const cutoff = new Date(clock.now().getTime() - olderThanMs);
    const res = await db`DELETE FROM rate_limit_windows WHERE window_start < ${cutoff}`;
    return res.count;
  }

  return { hit, peek, consume, reset, prune };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
