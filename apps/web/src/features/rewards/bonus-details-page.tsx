import { type RewardSource, RewardSources } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../shared/api/error-text';
import { DayRangeFilter, type RangePreset, useDayRange } from '../../shared/day-range';
import { formatDateTime } from '../../shared/format/date';
import { useFormatMoney } from '../../shared/format/use-money';
import { useLanguage } from '../../shared/i18n/use-language';
import { useSession } from '../../shared/session/session';
import { Pager } from '../../shared/ui/pager';
import { CenteredSpinner, Spinner } from '../../shared/ui/spinner';
import { BONUS_PAGE_SIZE, bonusDetailsQueryOptions } from './api/rewards.api';

/** The bonus history's presets, and the longest range it asks for (the server's limit). */
const BONUS_PRESETS: readonly RangePreset[] = ['today', 'last7', 'last30', 'last90'];
const BONUS_MAX_DAYS = 92;

const fieldClass =
  'h-10 rounded-lg border border-border bg-surface px-2 text-sm text-text outline-none focus:border-primary focus:ring-2 focus:ring-primary/20';

/**
 * Rebate / bonus details (member centre 'bonusDetails'): what promotions paid the member — bonuses,
 * rebates, cashback, raffle prizes — filtered by kind and by days of the operator's zone, with the totals
 * of the whole filter per kind, newest first, paged.
 */
export function BonusDetailsPage() {
  const { t, i18n } = useTranslation('rewards');
  const { language } = useLanguage();
  const token = useSession((s) => s.token);
  const money = useFormatMoney();
  const { today: day, range, setRange, problem } = useDayRange('last30', BONUS_MAX_DAYS);
  const [source, setSource] = useState<RewardSource | null>(null);
  const [page, setPage] = useState(1);
  const q = useQuery(bonusDetailsQueryOptions(token || null, language, { source, ...range, page }, problem === null));
  const lang = i18n.resolvedLanguage ?? 'vi';

  return (
    <div data-testid="bonus-details-page" className="flex max-w-3xl flex-col gap-4">
      <h2 className="text-lg font-bold text-text">{t('details.title')}</h2>
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-xs font-semibold text-text-muted">
          {t('details.kind')}
          <select
            data-testid="bonus-source"
            className={fieldClass}
            value={source ?? ''}
            onChange={(e) => {
              setSource(e.target.value === '' ? null : (e.target.value as RewardSource));
              setPage(1);
            }}
          >
            <option value="">{t('details.allKinds')}</option>
            {RewardSources.map((s) => (
              <option key={s} value={s}>
                {t(`source.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <DayRangeFilter
          value={range}
          today={day}
          presets={BONUS_PRESETS}
          testId="bonus"
          onChange={(r) => {
            setRange(r);
            setPage(1);
          }}
        />
      </div>
      {problem ? (
        <p role="alert" data-testid="bonus-range-problem" className="text-sm text-danger">
          {t(`common:dayRange.${problem}`, { max: BONUS_MAX_DAYS })}
        </p>
      ) : q.isError ? (
        <p role="alert" className="text-sm text-danger">
          {apiErrorText(t, q.error)}
        </p>
      ) : !q.data ? (
        <CenteredSpinner minHeight={160} />
      ) : (
        <section aria-busy={q.isFetching} className="flex flex-col gap-3">
          <dl data-testid="bonus-totals" className="grid grid-cols-2 gap-2 sm:grid-cols-5">
            {(['all', ...RewardSources] as const).map((k) => (
              <div
                key={k}
                data-testid={`bonus-total-${k}`}
                className={`flex flex-col rounded-xl border p-2.5 ${k === 'all' ? 'col-span-2 border-primary bg-primary-soft sm:col-span-1' : 'border-border'}`}
              >
                <dt className="text-xs text-text-muted">{k === 'all' ? t('details.totalAll') : t(`source.${k}`)}</dt>
                <dd className="tabular text-base font-extrabold text-money">{money(q.data.totals[k])}</dd>
              </div>
            ))}
          </dl>
          <div className="flex items-center justify-between text-xs text-text-muted">
            <span data-testid="bonus-count">{t('details.count', { count: q.data.total })}</span>
            {q.isFetching ? <Spinner size="sm" /> : null}
          </div>
          {q.data.items.length === 0 ? (
            <p
              data-testid="bonus-empty"
              className="rounded-xl border border-dashed border-border p-8 text-center text-sm text-text-muted"
            >
              {t('details.empty')}
            </p>
          ) : (
            <ul
              data-testid="bonus-list"
              className="flex flex-col divide-y divide-border rounded-xl border border-border"
            >
              {q.data.items.map((item) => (
                <li
                  key={item.id}
                  data-testid="bonus-row"
                  data-source={item.source}
                  className="flex items-center justify-between gap-3 p-3"
                >
                  <div className="flex min-w-0 flex-col gap-0.5">
                    <span className="truncate text-sm font-semibold">{item.title}</span>
                    <span className="text-xs text-text-muted">
                      {t(`source.${item.source}`)} · {formatDateTime(item.at, lang)}
                      {item.status === 'reversed' ? ` · ${t('status.reversed')}` : ''}
                    </span>
                  </div>
                  <span
                    className={`tabular shrink-0 text-sm font-bold ${item.status === 'reversed' ? 'text-text-muted line-through' : 'text-money'}`}
                  >
                    {money(item.amount, { signed: item.status !== 'reversed' })}
                  </span>
                </li>
              ))}
            </ul>
          )}
          <Pager page={page} total={q.data.total} pageSize={BONUS_PAGE_SIZE} onPage={setPage} busy={q.isFetching} />
        </section>
      )}
    </div>
  );
}
