import type { Db } from '../../platform/db/connect.js';
import { createKeyedMutex } from './keyed-mutex.js';

// First key of the two-key advisory lock: the seamless wallet's own space (the migration lock uses the
// one-key form), so its locks never collide with another feature's.
const SEAMLESS_LOCK_SPACE = 72_410_075;

/**
 * Runs the seamless calls of one player at one vendor one after another across every server process
 * on the database. Each call runs while a transaction holds pg_advisory_xact_lock(space, hash of the key):
 * the database queues the second process's call until the first one's transaction ends, and a crash
 * releases the lock with the connection. The call's own queries use other pool connections, so the
 * lock works with the ledger's own transactions unchanged.
 *
 * Inside one process, calls of the same key wait in memory first (the keyed mutex), so a burst for one
 * player holds one connection, not one per call; and at most `maxHeld` locks are held at once, so lock
 * holders never take the connections their calls need.
 */
export function createPlayerLock(db: Db, opts: { maxHeld?: number } = {}) {
  const poolSize = (db.options as { max?: number }).max ?? 10;
  const maxHeld = Math.max(1, opts.maxHeld ?? Math.floor(poolSize / 2));
  const inProcess = createKeyedMutex();
  let held = 0;
  const waiting: (() => void)[] = [];

  async function slot<T>(task: () => Promise<T>): Promise<T> {
    if (held >= maxHeld) await new Promise<void>((resolve) => waiting.push(resolve));
    else held++;
    try {
      return await task();
    } finally {
      // Hand the slot straight to the next waiter (held stays the same), or give it back.
      const next = waiting.shift();
      if (next) next();
      else held--;
    }
  }

  return function withPlayerLock<T>(key: string, task: () => Promise<T>): Promise<T> {
    return inProcess(key, () =>
      slot(async () => {
        let result: T | undefined;
        await db.begin(async (tx) => {
          await tx`SELECT pg_advisory_xact_lock(${SEAMLESS_LOCK_SPACE}, hashtext(${key}))`;
          result = await task();
        });
        return result as T;
      }),
    );
  };
}
