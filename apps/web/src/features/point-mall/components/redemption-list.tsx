import type { RedeemStatus } from '@app/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/date';
import { formatCount } from '../../../shared/format/number';
import { useFormatMoney } from '../../../shared/format/use-money';
import { useLanguage } from '../../../shared/i18n/use-language';
import { LoadError } from '../../../shared/ui/load-error';
import { Pager } from '../../../shared/ui/pager';
import { Skeleton } from '../../../shared/ui/skeleton';
import { RECORDS_PAGE_SIZE, redemptionsQueryOptions } from '../api/points.api';

const STATUS_TONE: Record<RedeemStatus, string> = {
  processing: 'bg-accent/20 text-text',
  complete: 'bg-success/15 text-success',
  rejected: 'bg-danger/10 text-danger',
};
const STATUSES = ['processing', 'complete', 'rejected'] as const;

/** Redeem records (spec §3): transaction number, type, product, quantity, points and amount, status, time. */
export function RedemptionList({ token }: { token: string }) {
  const { t } = useTranslation('pointMall');
  const { language } = useLanguage();
  const money = useFormatMoney();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<RedeemStatus | null>(null);
  const q = useQuery({ ...redemptionsQueryOptions(token, language, page, status), placeholderData: keepPreviousData });
  return (
    <section data-testid="redeem-records" className="flex flex-col gap-3">
      <select
        aria-label={t('records.status')}
        data-testid="records-status"
        className="h-10 w-full rounded-xl border border-border bg-surface px-3 text-sm sm:w-56"
        value={status ?? ''}
        onChange={(e) => {
          setStatus((e.target.value || null) as RedeemStatus | null);
          setPage(1);
        }}
      >
        <option value="">{t('records.all')}</option>
        {STATUSES.map((s) => (
          <option key={s} value={s}>
            {t(`status.${s}`)}
          </option>
        ))}
      </select>
      {q.isError ? <LoadError error={q.error} onRetry={() => q.refetch()} compact /> : null}
      {!q.data && !q.isError ? <Skeleton className="h-40" /> : null}
      {q.data && q.data.items.length === 0 ? (
        <p className="rounded-xl bg-surface-2 p-4 text-sm text-text-muted">{t('records.empty')}</p>
      ) : null}
      <ul className="flex flex-col gap-2">
        {q.data?.items.map((r) => (
          <li
            key={r.id}
            data-testid="redeem-record"
            className="rounded-2xl border border-border bg-surface p-3 text-sm"
          >
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="truncate font-bold" data-testid="record-product">
                  {r.productName} × {r.quantity}
                </p>
                <p className="tabular text-xs text-text-muted">
                  {t('records.txnNo')}: <span data-testid="record-txn">{r.txnNo}</span>
                </p>
              </div>
              <span
                data-testid="record-status"
                data-status={r.status}
                className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-bold ${STATUS_TONE[r.status]}`}
              >
                {t(`status.${r.status}`)}
              </span>
            </div>
            <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-xs sm:grid-cols-4">
              <div>
                <dt className="text-text-muted">{t('records.type')}</dt>
                <dd className="font-semibold">{t(`kinds.${r.kind}`)}</dd>
              </div>
              <div>
                <dt className="text-text-muted">{t('records.points')}</dt>
                <dd className="tabular font-semibold">{formatCount(r.points)}</dd>
              </div>
              <div>
                <dt className="text-text-muted">{t('records.amount')}</dt>
                <dd className="tabular font-semibold">{r.amount > 0 ? money(r.amount) : '—'}</dd>
              </div>
              <div>
                <dt className="text-text-muted">{t('records.time')}</dt>
                <dd className="tabular font-semibold">{formatDateTime(r.createdAt, language)}</dd>
              </div>
            </dl>
            {r.reason ? (
              <p className="mt-2 text-xs text-text-muted">{t('records.reason', { reason: r.reason })}</p>
            ) : null}
          </li>
        ))}
      </ul>
      {q.data ? (
        <Pager page={page} total={q.data.total} pageSize={RECORDS_PAGE_SIZE} onPage={setPage} busy={q.isFetching} />
      ) : null}
    </section>
  );
}
