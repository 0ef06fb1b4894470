import { setTimeout as sleep } from 'node:timers/promises';
import { AppError } from '../../platform/http/app-error.js';

// 40001 serialization_failure, 40P01 deadlock_detected: the transaction was rolled back whole and
// running it again is safe (idempotency keys make even an uncertain commit safe to repeat).
const TRANSIENT = new Set(['40001', '40P01']);
const ATTEMPTS = 8;

/** Runs `fn`, repeating it after a short random pause when PostgreSQL reports a transient conflict. */
export async function withTransientRetry<T>(fn: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (!code || !TRANSIENT.has(code)) throw err;
      if (attempt >= ATTEMPTS) throw new AppError('ledger_busy', 503, 'The ledger is busy, please retry');
      // Jitter keeps colliding transactions from colliding again in lock step.
      await sleep(Math.random() * 5 * attempt);
    }
  }
}
