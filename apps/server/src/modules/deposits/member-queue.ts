/**
 * Runs one member's deposit attempts one after another in this process. Parallel repeats of an attempt
 * (a double click, 20 retries) then wait here in memory instead of each holding a database connection
 * while it waits for the member's lock in PostgreSQL, which could take the whole pool while the first
 * attempt still needs a connection. Across processes the advisory lock and the unique key still decide.
 */
export function createMemberQueue() {
  const tails = new Map<number, Promise<unknown>>();
  return function oneAtATime<T>(memberId: number, run: () => Promise<T>): Promise<T> {
    const previous = tails.get(memberId) ?? Promise.resolve();
    const result = previous.then(run, run);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    tails.set(memberId, tail);
    void tail.then(() => {
      if (tails.get(memberId) === tail) tails.delete(memberId);
    });
    return result;
  };
}
