import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../shared/ui/load-error';
import { Pager } from '../../../shared/ui/pager';
import { CenteredSpinner } from '../../../shared/ui/spinner';
import { EmptyState } from '../components/empty-state';
import { walletErrorText } from '../components/wallet-error';
import { walletSecondaryButtonClass } from '../components/wallet-styles';
import { confirmAllReceived } from './api/confirm-all-received';
import { WITHDRAWAL_PAGE_SIZE, withdrawalsQueryOptions } from './api/list-withdrawals';
import { useWithdrawRefresh } from './use-withdraw-events';
import { WithdrawalRow } from './withdrawal-row';

/** The member's withdrawals, newest first (paged), with "all received" when some await confirmation. */
export function WithdrawalList({ awaiting }: { awaiting: number }) {
  const { t } = useTranslation(['wallet', 'errors']);
  const refresh = useWithdrawRefresh();
  const [page, setPage] = useState(1);
  const q = useQuery(withdrawalsQueryOptions(page));
  const all = useMutation({ mutationFn: confirmAllReceived, onSuccess: refresh });
  if (q.isPending) return <CenteredSpinner minHeight={160} />;
  if (q.isError) return <LoadError error={q.error} onRetry={q.refetch} testId="withdrawal-list-load-error" />;
  if (q.data.total === 0) return <EmptyState text={t('withdraw.list.empty')} testId="withdrawals-empty" />;
  return (
    <div className="flex flex-col gap-3">
      {awaiting > 0 ? (
        <div className="flex flex-wrap items-center gap-3 rounded-xl bg-primary-soft px-3 py-2 text-sm">
          <span>{t('withdraw.list.awaiting', { count: awaiting })}</span>
          <button
            type="button"
            data-testid="withdrawals-all-received"
            disabled={all.isPending}
            onClick={() => all.mutate()}
            className={`${walletSecondaryButtonClass} h-9 text-xs`}
          >
            {t('withdraw.list.allReceived')}
          </button>
        </div>
      ) : null}
      {all.isError ? (
        <p role="alert" className="text-xs text-danger">
          {walletErrorText(t, all.error)}
        </p>
      ) : null}
      <ul data-testid="withdrawals" className="flex flex-col gap-2">
        {q.data.items.map((w) => (
          <WithdrawalRow key={w.id} w={w} />
        ))}
      </ul>
      <Pager page={page} total={q.data.total} pageSize={WITHDRAWAL_PAGE_SIZE} onPage={setPage} busy={q.isFetching} />
    </div>
  );
}
