import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/date';
import { formatCount } from '../../../shared/format/number';
import { useLanguage } from '../../../shared/i18n/use-language';
import { LoadError } from '../../../shared/ui/load-error';
import { Pager } from '../../../shared/ui/pager';
import { Skeleton } from '../../../shared/ui/skeleton';
import { changesQueryOptions, RECORDS_PAGE_SIZE } from '../api/points.api';
import { changeKindKey } from '../lib/points-view';

/** Point changes: every movement of the member's points (the ledger's own history), with the balance after. */
export function PointChanges({ token }: { token: string }) {
  const { t } = useTranslation('pointMall');
  const { language } = useLanguage();
  const [page, setPage] = useState(1);
  const q = useQuery({ ...changesQueryOptions(token, page), placeholderData: keepPreviousData });
  if (q.isError) return <LoadError error={q.error} onRetry={() => q.refetch()} compact />;
  if (!q.data) return <Skeleton className="h-40" />;
  if (q.data.items.length === 0) {
    return <p className="rounded-xl bg-surface-2 p-4 text-sm text-text-muted">{t('changes.empty')}</p>;
  }
  return (
    <section data-testid="point-changes" className="flex flex-col gap-3">
      <ul className="divide-y divide-border overflow-hidden rounded-2xl border border-border bg-surface">
        {q.data.items.map((c) => (
          <li key={c.id} data-testid="point-change" className="flex items-center justify-between gap-3 px-3 py-2.5">
            <div className="min-w-0">
              <p className="truncate text-sm font-semibold">{t(`changes.kinds.${changeKindKey(c.kind)}`)}</p>
              <p className="tabular text-xs text-text-muted">{formatDateTime(c.createdAt, language)}</p>
            </div>
            <div className="text-right">
              <p
                data-testid="point-change-amount"
                className={`tabular text-sm font-extrabold ${c.change >= 0 ? 'text-success' : 'text-danger'}`}
              >
                {c.change >= 0 ? '+' : '−'}
                {formatCount(Math.abs(c.change))}
              </p>
              {c.balanceAfter !== null ? (
                <p className="tabular text-xs text-text-muted">
                  {t('changes.balance')} {formatCount(c.balanceAfter)}
                </p>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      <Pager page={page} total={q.data.total} pageSize={RECORDS_PAGE_SIZE} onPage={setPage} busy={q.isFetching} />
    </section>
  );
}
