import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DayRangeFilter, useDayRange } from '../../../shared/day-range';
import { useSession } from '../../../shared/session/session';
import { CenteredSpinner, Spinner } from '../../../shared/ui/spinner';
import { EmptyState } from '../components/empty-state';
import { HISTORY_MAX_DAYS, HISTORY_PRESETS } from '../components/history-range';
import { Money } from '../components/money';
import { walletErrorText } from '../components/wallet-error';
import { profitQueryOptions } from './api/profit.api';
import { ProfitTable } from './profit-table';

/**
 * Personal profit and loss (member centre 'personalProfit'): totals, by day and by product for days of
 * the operator's zone. Amounts in spec §9 format; a loss reads red, a gain green.
 */
export function PersonalProfitPage() {
  const { t } = useTranslation('wallet');
  const token = useSession((s) => s.token);
  const { today, range, setRange, problem } = useDayRange('last7', HISTORY_MAX_DAYS);
  const q = useQuery(profitQueryOptions(token, range, problem === null));
  const report = q.data;

  return (
    <div data-testid="personal-profit-page" className="flex max-w-3xl flex-col gap-4">
      <h2 className="flex items-center gap-2 text-lg font-bold text-text">
        {t('profit.title')}
        {q.isFetching && report ? <Spinner size="sm" /> : null}
      </h2>
      <DayRangeFilter value={range} today={today} presets={HISTORY_PRESETS} testId="range" onChange={setRange} />
      {problem ? (
        <p role="alert" data-testid="range-problem" className="text-sm text-danger">
          {t(`common:dayRange.${problem}`, { max: HISTORY_MAX_DAYS })}
        </p>
      ) : q.isError ? (
        <p role="alert" className="text-sm text-danger">
          {walletErrorText(t, q.error)}
        </p>
      ) : !report ? (
        <CenteredSpinner minHeight={160} />
      ) : (
        <>
          <dl data-testid="profit-total" className="grid grid-cols-3 gap-2">
            {(['bet', 'win', 'profit'] as const).map((k) => (
              <div key={k} className="rounded-xl border border-border px-3 py-2.5">
                <dt className="text-xs font-semibold text-text-muted">{t(`profit.total.${k}`)}</dt>
                <dd>
                  <Money
                    minor={report.total[k]}
                    signed={k === 'profit'}
                    testId={`profit-total-${k}`}
                    className="text-base font-bold"
                  />
                </dd>
              </div>
            ))}
          </dl>
          {report.products.length === 0 ? (
            <EmptyState text={t('profit.empty')} />
          ) : (
            <ProfitTable
              testId="profit-products"
              caption={t('profit.byProduct')}
              first={t('profit.product')}
              rows={report.products.map((p) => ({ key: p.product, label: p.product, ...p }))}
            />
          )}
          <ProfitTable
            testId="profit-days"
            caption={t('profit.byDay')}
            first={t('profit.day')}
            rows={[...report.days].reverse().map((d) => ({ key: d.date, label: d.date, ...d }))}
          />
        </>
      )}
    </div>
  );
}
