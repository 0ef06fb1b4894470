import { type TransactionType, TransactionTypes } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DayRangeFilter, useDayRange } from '../../../shared/day-range';
import { useSession } from '../../../shared/session/session';
import { Pager } from '../../../shared/ui/pager';
import { CenteredSpinner, Spinner } from '../../../shared/ui/spinner';
import { EmptyState } from '../components/empty-state';
import { HISTORY_MAX_DAYS, HISTORY_PRESETS } from '../components/history-range';
import { walletErrorText } from '../components/wallet-error';
import { walletInputClass } from '../components/wallet-styles';
import { TRANSACTIONS_PAGE_SIZE, transactionsQueryOptions } from './api/transactions.api';
import { TransactionRow } from './transaction-row';

/**
 * Transaction history (member centre 'transactionHistory'): the main wallet's movements filtered by
 * type and by days of the operator's zone, newest first, paged.
 */
export function TransactionHistoryPage() {
  const { t } = useTranslation('wallet');
  const token = useSession((s) => s.token);
  const { today, range, setRange, problem } = useDayRange('last7', HISTORY_MAX_DAYS);
  const [type, setType] = useState<TransactionType | null>(null);
  const [page, setPage] = useState(1);
  const q = useQuery(transactionsQueryOptions(token, { type, ...range, page }, problem === null));

  return (
    <div data-testid="transaction-history-page" className="flex max-w-3xl flex-col gap-4">
      <h2 className="text-lg font-bold text-text">{t('history.title')}</h2>
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-xs font-semibold text-text-muted">
          {t('history.typeFilter')}
          <select
            data-testid="history-type"
            className={`${walletInputClass} h-10 w-auto`}
            value={type ?? ''}
            onChange={(e) => {
              setType(e.target.value === '' ? null : (e.target.value as TransactionType));
              setPage(1);
            }}
          >
            <option value="">{t('history.type.all')}</option>
            {TransactionTypes.map((ty) => (
              <option key={ty} value={ty}>
                {t(`history.type.${ty}`)}
              </option>
            ))}
          </select>
        </label>
        <DayRangeFilter
          value={range}
          today={today}
          presets={HISTORY_PRESETS}
          testId="range"
          onChange={(r) => {
            setRange(r);
            setPage(1);
          }}
        />
      </div>
      {problem ? (
        <p role="alert" data-testid="range-problem" className="text-sm text-danger">
          {t(`common:dayRange.${problem}`, { max: HISTORY_MAX_DAYS })}
        </p>
      ) : q.isError ? (
        <p role="alert" className="text-sm text-danger">
          {walletErrorText(t, q.error)}
        </p>
      ) : !q.data ? (
        <CenteredSpinner minHeight={160} />
      ) : (
        <section aria-busy={q.isFetching} className="flex flex-col">
          <div className="flex items-center justify-between pb-2 text-xs text-text-muted">
            <span data-testid="history-total">{t('history.total', { count: q.data.total })}</span>
            {q.isFetching ? <Spinner size="sm" /> : null}
          </div>
          {q.data.items.length === 0 ? (
            <EmptyState text={t('history.empty')} />
          ) : (
            <ul
              data-testid="history-list"
              className="flex flex-col divide-y divide-border rounded-xl border border-border"
            >
              {q.data.items.map((item) => (
                <TransactionRow key={item.id} item={item} />
              ))}
            </ul>
          )}
          <Pager
            page={page}
            total={q.data.total}
            pageSize={TRANSACTIONS_PAGE_SIZE}
            onPage={setPage}
            busy={q.isFetching}
          />
        </section>
      )}
    </div>
  );
}
