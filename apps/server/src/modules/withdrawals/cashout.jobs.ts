import type { Clock } from '../../platform/clock.js';
import { type JobTracker, untracked } from '../../platform/metrics/metrics.js';
import type { WithdrawalsService } from './withdrawals.service.js';

/** What the periodic pass needs: withdrawal upkeep and the vendor-transfer status checks. */
export interface CashoutJobDeps {
  clock: Clock;
  withdrawals: Pick<WithdrawalsService, 'autoConfirmDue' | 'reconcileHolding'>;
  vendorTransfers: { settleOpen(): Promise<number> };
  log: { error(obj: object, msg: string): void };
  intervalMs?: number;
  /** Counts passes and failures (metrics). */
  track?: JobTracker;
}

/**
 * A periodic pass (every minute by default) for work nobody's request triggers: approved withdrawals past
 * their confirmation deadline become 'received' for everyone (members' own reads already apply it lazily,
 * this keeps the operator's lists and reports current), rows a crash left in 'holding' get their keyed
 * hold, and vendor transfers left 'unknown' get a status check. Every step is idempotent, so overlapping
 * or repeated passes are harmless; the timer never keeps the process alive.
 */
export function startCashoutJobs(deps: CashoutJobDeps): { runOnce(): Promise<void>; stop(): void } {
  let running: Promise<void> | null = null;
  const runOnce = () => {
    running ??= (async () => {
      try {
        await (deps.track ?? untracked)('cashout', async () => {
          await deps.withdrawals.autoConfirmDue(deps.clock.now());
          await deps.withdrawals.reconcileHolding();
          await deps.vendorTransfers.settleOpen();
        });
      } catch (err) {
        deps.log.error({ err }, 'cash-out jobs failed');
      } finally {
        running = null;
      }
    })();
    return running;
  };
  const timer = setInterval(() => void runOnce(), deps.intervalMs ?? 60_000);
  timer.unref();
  return { runOnce, stop: () => clearInterval(timer) };
}
