import type { Withdrawal } from '@app/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatOperatorDateTime } from '../components/date-time';
import { Money } from '../components/money';
import { StatusBadge } from '../components/status-badge';
import { walletErrorText } from '../components/wallet-error';
import { confirmReceived } from './api/confirm-received';
import { NotReceivedForm } from './not-received-form';
import { useWithdrawRefresh } from './use-withdraw-events';
import { WITHDRAWAL_STATUS_TONE } from './withdrawal-status';

/**
 * One withdrawal: amount, account, status, the reject reason; while approved and unconfirmed, the
 * received / not received actions and the time after which it counts as received (spec §4).
 */
export function WithdrawalRow({ w }: { w: Withdrawal }) {
  const { t } = useTranslation(['wallet', 'errors']);
  const refresh = useWithdrawRefresh();
  const [reporting, setReporting] = useState(false);
  const received = useMutation({ mutationFn: () => confirmReceived(w.id), onSuccess: refresh });
  const awaiting = w.status === 'approved' && w.confirmedBy === null;
  return (
    <li data-testid={`withdrawal-row-${w.id}`} className="rounded-xl border border-border px-3 py-2.5 text-sm">
      <div className="flex items-center justify-between gap-3">
        <Money minor={w.amount} className="font-semibold text-text" />
        <StatusBadge
          label={t(`withdraw.status.${w.status}`)}
          tone={WITHDRAWAL_STATUS_TONE[w.status]}
          testId={`withdrawal-status-${w.id}`}
        />
      </div>
      <div className="mt-1 text-xs text-text-muted">
        {formatOperatorDateTime(w.createdAt)} · {w.bankCode} {w.accountNumber} · {w.payeeName}
        {w.confirmedBy === 'auto' ? ` · ${t('withdraw.list.autoReceived')}` : ''}
      </div>
      {w.rejectReason ? (
        <p data-testid={`withdrawal-reason-${w.id}`} className="mt-1 text-xs text-danger">
          {t('withdraw.list.rejectReason', { reason: w.rejectReason })}
        </p>
      ) : null}
      {awaiting && !reporting ? (
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <button
            type="button"
            data-testid={`withdrawal-received-${w.id}`}
            disabled={received.isPending}
            onClick={() => received.mutate()}
            className="h-9 rounded-lg bg-success px-3 text-xs font-bold text-white disabled:opacity-60"
          >
            {t('withdraw.list.received')}
          </button>
          <button
            type="button"
            data-testid={`withdrawal-not-received-${w.id}`}
            onClick={() => setReporting(true)}
            className="h-9 rounded-lg border border-danger px-3 text-xs font-bold text-danger"
          >
            {t('withdraw.list.notReceived')}
          </button>
          {w.confirmBy ? (
            <span className="text-xs text-text-muted">
              {t('withdraw.list.confirmBy', { at: formatOperatorDateTime(w.confirmBy) })}
            </span>
          ) : null}
        </div>
      ) : null}
      {reporting ? <NotReceivedForm id={w.id} onClose={() => setReporting(false)} /> : null}
      {received.isError ? (
        <p role="alert" className="mt-1 text-xs text-danger">
          {walletErrorText(t, received.error)}
        </p>
      ) : null}
    </li>
  );
}
