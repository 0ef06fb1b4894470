import { setTimeout as sleep } from 'node:timers/promises';

// 40001 serialization_failure, 40P01 deadlock_detected: PostgreSQL rolled the whole transaction back, so
// running it again is safe (every step in it is conditional or keyed).
const TRANSIENT = new Set(['40001', '40P01']);

/** Runs a transaction function again after a transient conflict (a slip meeting a void, two settlements). */
export async function retryTransient<T>(fn: () => Promise<T>, attempts = 8): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (!code || !TRANSIENT.has(code) || attempt >= attempts) throw err;
      await sleep(Math.random() * 5 * attempt);
    }
  }
}
