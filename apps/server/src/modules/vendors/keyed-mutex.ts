/**
 * Runs tasks with the same key one after another (tasks with other keys run freely). The seamless
 * wallet serialises each player's calls at a vendor with it, so a rollback never races the debit it
 * cancels inside this process; the journal's unique ids keep other processes from acting twice.
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
