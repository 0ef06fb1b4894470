import type { VendorTransfer } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { invalidateBalance } from '../../../shared/wallet/balance-query';
import { newIdempotencyKey } from '../components/wallet-error';
import { transferFundKeys } from './api/transfer-fund-keys';
import { postVendorTransfer, type VendorTransferInput } from './api/vendor-transfer.api';
import { fetchVendorTransferStatus } from './api/vendor-transfer-status.api';
import { runVendorTransfer } from './vendor-transfer-flow';

/** Where the member's last transfer stands. 'unsettled': the vendor has not answered; the money is held. */
export type TransferState =
  | { phase: 'idle' }
  | { phase: 'sending' }
  | { phase: 'checking' | 'unsettled' | 'succeeded' | 'failed'; transfer: VendorTransfer }
  | { phase: 'error'; error: unknown };

const wait = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

function stateOf(t: VendorTransfer, final: boolean): TransferState {
  if (t.status === 'succeeded' || t.status === 'failed') return { phase: t.status, transfer: t };
  return { phase: final ? 'unsettled' : 'checking', transfer: t };
}

/**
 * One main ↔ vendor transfer at a time: sends it, follows it to its end by status checks, and refreshes
 * the wallets, the transfer list and the top bar balance afterwards (whatever the outcome: a failed
 * transfer releases its hold, which changes the balance too).
 */
export function useVendorTransfer() {
  const client = useQueryClient();
  const [state, setState] = useState<TransferState>({ phase: 'idle' });
  const busy = useRef(false);

  const refresh = useCallback(async () => {
    await Promise.all([client.invalidateQueries({ queryKey: transferFundKeys.all }), invalidateBalance(client)]);
  }, [client]);

  const follow = useCallback(
    async (send: () => Promise<VendorTransfer>) => {
      if (busy.current) return;
      busy.current = true;
      setState({ phase: 'sending' });
      try {
        const final = await runVendorTransfer({
          send,
          check: fetchVendorTransferStatus,
          wait,
          onUpdate: (t) => setState(stateOf(t, false)),
        });
        setState(stateOf(final, true));
      } catch (error) {
        setState({ phase: 'error', error });
      } finally {
        busy.current = false;
        await refresh();
      }
    },
    [refresh],
  );

  /** Starts a new transfer (a new idempotency key: this is a new request of the member). */
  const start = useCallback(
    (input: Omit<VendorTransferInput, 'idempotencyKey'>) => {
      const body = { ...input, idempotencyKey: newIdempotencyKey() };
      return follow(() => postVendorTransfer(body));
    },
    [follow],
  );

  /** Checks an unsettled transfer again (a status check, never a new transfer). */
  const recheck = useCallback((t: VendorTransfer) => follow(() => fetchVendorTransferStatus(t.id)), [follow]);

  const reset = useCallback(() => setState({ phase: 'idle' }), []);

  return { state, start, recheck, reset, refresh };
}
