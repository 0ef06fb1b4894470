import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../shared/ui/spinner';
import { Money } from '../components/money';
import { walletErrorText } from '../components/wallet-error';
import type { TransferState } from './use-vendor-transfer';

const BOX = {
  info: 'border-primary/30 bg-primary-soft/60 text-text',
  good: 'border-success/40 bg-success/10 text-text',
  bad: 'border-danger/40 bg-danger/10 text-text',
} as const;

/**
 * Where the member's last transfer stands: sending, checking with the vendor, done, refused, or still
 * unknown (the money stays held; "check again" asks the vendor's status, it never sends again).
 */
export function TransferStatus({ state, onRecheck }: { state: TransferState; onRecheck: () => void }) {
  const { t } = useTranslation('wallet');
  if (state.phase === 'idle') return null;
  if (state.phase === 'sending' || state.phase === 'checking') {
    return (
      <div role="status" data-testid="tf-status" data-phase={state.phase} className={box('info')}>
        <Spinner size="sm" />
        <span>{state.phase === 'sending' ? t('transferFund.status.sending') : t('transferFund.status.checking')}</span>
      </div>
    );
  }
  if (state.phase === 'error') {
    return (
      <div role="alert" data-testid="tf-status" data-phase="error" className={box('bad')}>
        {walletErrorText(t, state.error)}
      </div>
    );
  }
  const { transfer } = state;
  const name = { vendor: transfer.vendor };
  if (state.phase === 'succeeded') {
    return (
      <div role="status" data-testid="tf-status" data-phase="succeeded" className={box('good')}>
        <span>
          {t(transfer.direction === 'in' ? 'transferFund.status.doneIn' : 'transferFund.status.doneOut', name)}
        </span>
        <Money minor={transfer.amount} className="font-bold" />
      </div>
    );
  }
  if (state.phase === 'failed') {
    return (
      <div role="alert" data-testid="tf-status" data-phase="failed" className={box('bad')}>
        {t('transferFund.status.failed', name)}
      </div>
    );
  }
  return (
    <div role="status" data-testid="tf-status" data-phase="unsettled" className={`${box('info')} flex-wrap`}>
      <span className="flex-1">{t('transferFund.status.unsettled', name)}</span>
      <button
        type="button"
        data-testid="tf-recheck"
        onClick={onRecheck}
        className="h-9 rounded-lg border border-primary px-3 text-sm font-semibold text-primary hover:bg-primary-soft"
      >
        {t('transferFund.status.checkAgain')}
      </button>
    </div>
  );
}

function box(kind: keyof typeof BOX) {
  return `flex items-center gap-2 rounded-xl border px-3 py-2.5 text-sm ${BOX[kind]}`;
}
