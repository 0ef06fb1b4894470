import type { VendorTransfer } from '@app/contracts';
import { ApiError } from '../../../shared/api/client';

/** Settled transfers end the flow; 'pending' and 'unknown' still hold the money and need a status check. */
export function isSettled(t: VendorTransfer): boolean {
  return t.status === 'succeeded' || t.status === 'failed';
}

/** Waits before each status check (ms): quick at first, then patient. */
export const STATUS_CHECK_DELAYS = [1_000, 2_000, 4_000, 8_000] as const;

/** The answer was lost (network, gateway, server restart): the request may or may not have been applied. */
function answerLost(err: unknown): boolean {
  return err instanceof ApiError && (err.code === 'network_error' || err.status >= 500);
}

export interface VendorTransferFlowDeps {
  /** Sends the transfer; always with the same idempotency key, so a re-send answers the first result. */
  send: () => Promise<VendorTransfer>;
  /** Asks the server (which asks the vendor) how a transfer ended. */
  check: (id: number) => Promise<VendorTransfer>;
  wait: (ms: number) => Promise<void>;
  /** Told each time the transfer's known state changes (for the in-flight display). */
  onUpdate?: (t: VendorTransfer) => void;
  delays?: readonly number[];
}

/**
 * Runs one main ↔ vendor transfer to a settled state without ever doing it twice:
 * - when the answer to the send is lost, the same request (same idempotency key) is sent again: the
 *   server finds the first one and answers its state, it never starts a second transfer;
 * - while the transfer is 'pending'/'unknown' (the vendor did not answer), its status is checked, never
 *   re-sent blindly. After the last check it is returned unsettled: the money stays held and the member
 *   can check again later.
 * Business refusals (insufficient funds, unknown vendor …) are thrown to the caller as they are.
 */
export async function runVendorTransfer(deps: VendorTransferFlowDeps): Promise<VendorTransfer> {
  const delays = deps.delays ?? STATUS_CHECK_DELAYS;
  let current: VendorTransfer | null = null;
  let step = 0;
  while (current === null) {
    try {
      current = await deps.send();
    } catch (err) {
      if (!answerLost(err) || step >= delays.length) throw err;
      await deps.wait(delays[step++]!);
    }
  }
  deps.onUpdate?.(current);
  while (!isSettled(current) && step < delays.length) {
    await deps.wait(delays[step++]!);
    try {
      current = await deps.check(current.id);
      deps.onUpdate?.(current);
    } catch (err) {
      if (!answerLost(err)) throw err;
    }
  }
  return current;
}
