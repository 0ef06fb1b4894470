import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../shared/ui/load-error';
import { invalidateBalance } from '../../../shared/wallet/balance-query';
import { Money } from '../components/money';
import { StatusBadge } from '../components/status-badge';
import { depositKeys } from './api/deposit-keys';
import { depositQueryOptions } from './api/get-deposit';
import { DEPOSIT_STATUS_TONE } from './deposit-status';

/**
 * Back from the payment page (…?depositId=): the deposit's status, asked again while it is still
 * pending (the gateway's callback lands a moment later). When it settles, the balance and the history
 * are refreshed so the top bar shows the credited money.
 */
export function DepositReturn({ id }: { id: number }) {
  const { t } = useTranslation(['wallet', 'errors']);
  const client = useQueryClient();
  const q = useQuery(depositQueryOptions(id));
  const status = q.data?.status;
  useEffect(() => {
    if (status && status !== 'pending') {
      void invalidateBalance(client);
      void client.invalidateQueries({ queryKey: depositKeys.all, predicate: (x) => x.queryKey[2] !== 'one' });
    }
  }, [status, client]);
  if (q.isPending) return null;
  if (q.isError) {
    return <LoadError error={q.error} onRetry={q.refetch} testId="deposit-return-error" compact />;
  }
  const d = q.data;
  return (
    <section
      role="status"
      data-testid="deposit-return"
      className="mb-4 flex flex-wrap items-center gap-3 rounded-xl border border-border bg-surface-2 px-4 py-3 text-sm"
    >
      <span className="font-semibold text-text">{t('deposit.returnTitle')}</span>
      <Money minor={d.amount} />
      <StatusBadge
        label={t(`deposit.status.${d.status}`)}
        tone={DEPOSIT_STATUS_TONE[d.status]}
        testId="deposit-return-status"
      />
      <span className="w-full text-text-muted">{t(`deposit.returnText.${d.status}`)}</span>
    </section>
  );
}
