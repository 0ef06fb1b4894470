import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../shared/ui/load-error';
import { Pager } from '../../../shared/ui/pager';
import { CenteredSpinner } from '../../../shared/ui/spinner';
import { formatOperatorDateTime } from '../components/date-time';
import { VietQrResume } from '../components/deposit-methods/vietqr/vietqr-resume';
import { EmptyState } from '../components/empty-state';
import { Money } from '../components/money';
import { StatusBadge } from '../components/status-badge';
import { DEPOSIT_PAGE_SIZE, depositHistoryQueryOptions } from './api/get-deposit-history';
import { DEPOSIT_STATUS_TONE } from './deposit-status';

/** The member's deposits, newest first, with status, reference code and any reject reason (paged). */
export function DepositHistory() {
  const { t } = useTranslation(['wallet', 'errors']);
  const [page, setPage] = useState(1);
  const q = useQuery(depositHistoryQueryOptions(page));
  if (q.isPending) return <CenteredSpinner minHeight={160} />;
  if (q.isError) return <LoadError error={q.error} onRetry={q.refetch} testId="deposit-history-load-error" />;
  const { items, total } = q.data;
  if (total === 0) return <EmptyState text={t('deposit.historyEmpty')} testId="deposit-history-empty" />;
  return (
    <div>
      <ul data-testid="deposit-history" className="flex flex-col gap-2">
        {items.map((d) => (
          <li
            key={d.id}
            data-testid={`deposit-row-${d.id}`}
            className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 rounded-xl border border-border px-3 py-2.5 text-sm"
          >
            <span className="font-semibold text-text">
              <Money minor={d.amount} />
            </span>
            <StatusBadge
              label={t(`deposit.status.${d.status}`)}
              tone={DEPOSIT_STATUS_TONE[d.status]}
              testId={`deposit-status-${d.id}`}
            />
            <span className="text-xs text-text-muted">
              {formatOperatorDateTime(d.createdAt)} · {t(`deposit.kind.${d.kind}`)}
              {d.referenceCode ? ` · ${d.referenceCode}` : ''}
            </span>
            {d.status === 'succeeded' && d.credited !== d.amount ? (
              <span className="text-right text-xs text-text-muted">
                {t('deposit.credited')} <Money minor={d.credited} />
              </span>
            ) : (
              <span />
            )}
            {d.rejectReason ? (
              <span data-testid={`deposit-reason-${d.id}`} className="col-span-2 text-xs text-danger">
                {t('deposit.rejectReason', { reason: d.rejectReason })}
              </span>
            ) : null}
            {d.status === 'pending' && d.bank?.bin ? <VietQrResume deposit={d} /> : null}
          </li>
        ))}
      </ul>
      <Pager page={page} total={total} pageSize={DEPOSIT_PAGE_SIZE} onPage={setPage} busy={q.isFetching} />
    </div>
  );
}
