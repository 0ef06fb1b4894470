import type { VendorTransfer } from '@app/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../shared/ui/spinner';
import { walletErrorText } from '../components/wallet-error';
import { walletSecondaryButtonClass } from '../components/wallet-styles';
import { postSweep } from './api/sweep.api';

type SweepState =
  | { phase: 'idle' | 'busy' }
  | { phase: 'done'; transfers: VendorTransfer[] }
  | { phase: 'error'; error: unknown };

/**
 * "Sweep all back": every vendor wallet with money returns to the main wallet in one request (the server
 * settles open transfers first). Says how many came back and whether any is still waiting on its vendor.
 */
export function SweepButton({ disabled, onDone }: { disabled: boolean; onDone: () => Promise<void> }) {
  const { t } = useTranslation('wallet');
  const [state, setState] = useState<SweepState>({ phase: 'idle' });
  const sweep = async () => {
    setState({ phase: 'busy' });
    try {
      setState({ phase: 'done', transfers: await postSweep() });
    } catch (error) {
      setState({ phase: 'error', error });
    } finally {
      await onDone();
    }
  };
  const moved = state.phase === 'done' ? state.transfers.filter((x) => x.status === 'succeeded').length : 0;
  const waiting = state.phase === 'done' ? state.transfers.filter((x) => x.status !== 'succeeded').length : 0;
  return (
    <div className="flex flex-col gap-2">
      <button
        type="button"
        data-testid="tf-sweep"
        disabled={disabled || state.phase === 'busy'}
        onClick={() => void sweep()}
        className={walletSecondaryButtonClass}
      >
        {state.phase === 'busy' ? <Spinner size="sm" /> : null}
        {t('transferFund.sweep.button')}
      </button>
      {state.phase === 'done' ? (
        <p role="status" data-testid="tf-sweep-result" className="text-sm text-text">
          {t('transferFund.sweep.done', { count: moved })}
          {waiting > 0 ? ` ${t('transferFund.sweep.waiting', { count: waiting })}` : ''}
        </p>
      ) : null}
      {state.phase === 'error' ? (
        <p role="alert" data-testid="tf-sweep-result" className="text-sm text-danger">
          {walletErrorText(t, state.error)}
        </p>
      ) : null}
    </div>
  );
}
