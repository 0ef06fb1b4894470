import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../shared/ui/load-error';
import { formatOperatorDateTime } from '../components/date-time';
import { Money } from '../components/money';
import { walletErrorText } from '../components/wallet-error';
import { cancelDeposit } from './api/cancel-deposit';
import { depositKeys } from './api/deposit-keys';
import { openDepositsQueryOptions } from './api/get-open-deposits';

/**
 * Pending gateway deposits, above the new-deposit form: the member goes back to the payment page to
 * finish paying, or cancels (a cancelled deposit no longer holds the deposit limit). Nothing shows
 * when there are none.
 */
export function OpenDeposits() {
  const { t } = useTranslation(['wallet', 'errors']);
  const client = useQueryClient();
  const q = useQuery(openDepositsQueryOptions());
  const [done, setDone] = useState(false);
  const cancel = useMutation({
    mutationFn: cancelDeposit,
    onSuccess: () => setDone(true),
    // Cancelled or refused (paid meanwhile): either way the lists change.
    onSettled: () => client.invalidateQueries({ queryKey: depositKeys.all }),
  });
  if (q.isError) return <LoadError error={q.error} onRetry={q.refetch} testId="deposit-open-error" compact />;
  const items = q.data ?? [];
  if (items.length === 0 && !done && !cancel.isError) return null;
  return (
    <section data-testid="deposit-open" aria-label={t('deposit.open.title')} className="mb-4 flex flex-col gap-2">
      {items.length > 0 ? (
        <>
          <h3 className="text-sm font-semibold text-text">{t('deposit.open.title')}</h3>
          <p className="text-xs text-text-muted">{t('deposit.open.hint')}</p>
          <ul className="flex flex-col gap-2">
            {items.map((d) => (
              <li
                key={d.id}
                data-testid={`deposit-open-${d.id}`}
                className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-border px-3 py-2.5 text-sm"
              >
                <span className="font-semibold text-text">
                  <Money minor={d.amount} />
                </span>
                <span className="text-xs text-text-muted">{formatOperatorDateTime(d.createdAt)}</span>
                <span className="ml-auto flex gap-2">
                  {d.paymentUrl ? (
                    <a
                      href={d.paymentUrl}
                      data-testid={`deposit-resume-${d.id}`}
                      className="inline-flex h-9 items-center rounded-lg bg-primary px-3 text-xs font-bold text-white hover:bg-primary-strong"
                    >
                      {t('deposit.open.resume')}
                    </a>
                  ) : null}
                  <button
                    type="button"
                    data-testid={`deposit-cancel-${d.id}`}
                    disabled={cancel.isPending}
                    onClick={() => {
                      setDone(false);
                      cancel.mutate(d.id);
                    }}
                    className="h-9 rounded-lg border border-border px-3 text-xs font-semibold text-text hover:border-danger disabled:opacity-60"
                  >
                    {t('deposit.open.cancel')}
                  </button>
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {done ? (
        <p role="status" data-testid="deposit-open-cancelled" className="text-sm text-text-muted">
          {t('deposit.open.cancelled')}
        </p>
      ) : null}
      {cancel.isError ? (
        <p role="alert" data-testid="deposit-open-cancel-error" className="text-sm text-danger">
          {walletErrorText(t, cancel.error)}
        </p>
      ) : null}
    </section>
  );
}
