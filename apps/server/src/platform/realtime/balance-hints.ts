import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connect.js';
import { MAX_HINT_MEMBERS, REALTIME_CHANNEL } from './realtime.channel.js';

/**
 * Tells every node which members' balances moved, batched: one NOTIFY per flush (every `flushMs`) instead
 * of one per money transaction. Why not NOTIFY inside each transfer's transaction (a trigger on the
 * balances did that first): PostgreSQL serialises the commits of notifying transactions on one lock held
 * through the commit's WAL flush, and measured on this machine that halved ledger throughput (ratio 0.43
 * with the trigger against without, alternating runs). Here the money transaction commits untouched, and
 * the hint carries ids only: each node reads the committed balances itself (balance-sync.ts).
 *
 * A movement made in a caller's transaction (`inCallerTx`) is hinted later, twice (after `lateMs` and
 * `lastMs`): the ledger cannot see that commit, and reading too early would find the old balance.
 */
export function createBalanceHints(opts: {
  db: Db;
  log?: FastifyBaseLogger;
  flushMs?: number;
  lateMs?: number;
  lastMs?: number;
}) {
  const flushMs = opts.flushMs ?? 50;
  const lateMs = opts.lateMs ?? 250;
  const lastMs = opts.lastMs ?? 1500;
  const due = new Map<number, Set<number>>();
  let timer: ReturnType<typeof setInterval> | undefined;
  let flushing = false;

  function markAt(at: number, ids: readonly number[]): void {
    const slot = Math.ceil(at / flushMs) * flushMs;
    let set = due.get(slot);
    if (!set) {
      set = new Set();
      due.set(slot, set);
    }
    for (const id of ids) set.add(id);
    timer ??= setInterval(() => void flush(), flushMs);
    timer.unref?.();
  }

  /** Members whose balances moved: committed already, or (inCallerTx) in a transaction not yet committed. */
  function membersMoved(ids: readonly number[], o: { inCallerTx: boolean } = { inCallerTx: false }): void {
    if (ids.length === 0) return;
    const now = Date.now();
    if (o.inCallerTx) {
      markAt(now + lateMs, ids);
      markAt(now + lastMs, ids);
    } else {
      markAt(now, ids);
    }
  }

  async function flush(): Promise<void> {
    if (flushing) return;
    flushing = true;
    try {
      const now = Date.now();
      const ids = new Set<number>();
      for (const [slot, set] of due) {
        if (slot > now) continue;
        for (const id of set) ids.add(id);
        due.delete(slot);
      }
      const all = [...ids];
      for (let i = 0; i < all.length; i += MAX_HINT_MEMBERS) {
        const payload = JSON.stringify({ b: all.slice(i, i + MAX_HINT_MEMBERS) });
        await opts.db`SELECT pg_notify(${REALTIME_CHANNEL}, ${payload})`;
      }
      if (due.size === 0 && timer) {
        clearInterval(timer);
        timer = undefined;
      }
    } catch (err) {
      // The periodic sweep of connected members (balance-sync.ts) catches up with what this missed.
      opts.log?.warn({ err }, 'realtime: balance hint not sent');
    } finally {
      flushing = false;
    }
  }

  return {
    membersMoved,
    flush,
    /** Sends what is due now and stops (app close). */
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = undefined;
      await flush();
      due.clear();
    },
  };
}
export type BalanceHints = ReturnType<typeof createBalanceHints>;
