/**
 * Runs tasks with the same key one after another (tasks with other keys run freely), inside one process.
 * The player lock (player-lock.ts) queues a player's calls here before they wait on the database's lock,
 * so a burst of one player's calls holds one connection instead of one per call.
 */
export function createKeyedMutex() {
  const tails = new Map<string, Promise<unknown>>();
  return async function withLock<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = tails.get(key) ?? Promise.resolve();
    const run = previous.then(task, task);
    const tail = run.catch(() => undefined);
    tails.set(key, tail);
    try {
      return await run;
    } finally {
      // The last task of a key removes it, so the map holds only keys with work in flight.
      if (tails.get(key) === tail) tails.delete(key);
    }
  };
}
