import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../shared/api/error-text';
import { useFormatMoney } from '../../shared/format/use-money';
import { useLanguage } from '../../shared/i18n/use-language';
import { WageringPanel } from '../../shared/promotions/wagering-panel';
import { useSession } from '../../shared/session/session';
import { showDialog } from '../../shared/ui/modal';
import { Pager } from '../../shared/ui/pager';
import { CenteredSpinner, Spinner } from '../../shared/ui/spinner';
import { REWARDS_PAGE_SIZE, rewardsQueryOptions } from './api/rewards.api';
import { RewardRow } from './components/reward-row';
import { totalOf } from './lib/reward-view';
import { useClaimRewards } from './use-claim-rewards';

type Tab = 'claim' | 'done';

/**
 * Reward centre (member centre 'rewardCenter'): rewards waiting to be claimed (bonuses, rebates, cashback,
 * raffle prizes), each with its amount, wagering and expiry; claim one or all. A second tab lists the
 * claimed and expired ones; the member's open wagering is shown under the list.
 */
export function RewardCenterPage() {
  const { t } = useTranslation('rewards');
  const { language } = useLanguage();
  const token = useSession((s) => s.token);
  const money = useFormatMoney();
  const [tab, setTab] = useState<Tab>('claim');
  const [page, setPage] = useState(1);
  const q = useQuery(rewardsQueryOptions(token || null, language, tab, page));
  const { one, all } = useClaimRewards();
  // Expiry is judged against the time the list was shown, not re-read on every render.
  const now = useMemo(() => Date.now(), []);
  const claimable = tab === 'claim' ? (q.data?.items ?? []) : [];

  const claimOne = (id: number) =>
    one.mutate(id, {
      onSuccess: (r) =>
        showDialog({
          testId: 'reward-claimed',
          message: t('claimedOne', { amount: money(r.amount) }),
          icon: 'success',
        }),
    });
  const claimAll = () =>
    all.mutate(undefined, {
      onSuccess: (r) =>
        showDialog({
          testId: 'reward-claimed',
          message: t('claimedAll', { count: r.claimed, amount: money(r.amount) }),
          icon: 'success',
        }),
    });

  return (
    <div data-testid="reward-center-page" className="flex max-w-3xl flex-col gap-4">
      <h2 className="text-lg font-bold text-text">{t('centre.title')}</h2>
      <div role="tablist" aria-label={t('centre.tabs')} className="flex gap-2">
        {(['claim', 'done'] as const).map((x) => (
          <button
            key={x}
            type="button"
            role="tab"
            aria-selected={tab === x}
            data-testid={`reward-tab-${x}`}
            onClick={() => {
              setTab(x);
              setPage(1);
            }}
            className={`h-9 rounded-full border px-4 text-sm font-semibold ${tab === x ? 'border-primary bg-primary text-white' : 'border-border text-text hover:border-primary hover:text-primary'}`}
          >
            {t(`centre.tab.${x}`)}
          </button>
        ))}
      </div>
      {q.isError ? (
        <p role="alert" className="text-sm text-danger">
          {apiErrorText(t, q.error)}
        </p>
      ) : !q.data ? (
        <CenteredSpinner minHeight={160} />
      ) : (
        <section aria-busy={q.isFetching} className="flex flex-col gap-3">
          {tab === 'claim' && claimable.length > 0 ? (
            <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-gradient-to-r from-primary to-primary-strong p-4 text-white">
              <div className="flex flex-col">
                <span className="text-xs text-white/80">{t('centre.waiting', { count: q.data.total })}</span>
                <span className="tabular text-2xl font-extrabold" data-testid="reward-waiting-total">
                  {money(totalOf(claimable))}
                </span>
              </div>
              <button
                type="button"
                data-testid="reward-claim-all"
                disabled={all.isPending || one.isPending}
                onClick={claimAll}
                className="inline-flex h-11 items-center gap-2 rounded-xl bg-accent px-5 text-sm font-extrabold text-black shadow disabled:opacity-70"
              >
                {all.isPending ? <Spinner size="sm" /> : null}
                {t('claimAll')}
              </button>
            </div>
          ) : null}
          {all.isError ? (
            <p role="alert" data-testid="reward-error" className="text-sm text-danger">
              {apiErrorText(t, all.error)}
            </p>
          ) : null}
          {q.data.items.length === 0 ? (
            <p
              data-testid="reward-empty"
              className="rounded-xl border border-dashed border-border p-8 text-center text-sm text-text-muted"
            >
              {t(tab === 'claim' ? 'centre.emptyClaim' : 'centre.emptyDone')}
            </p>
          ) : (
            <ul
              data-testid="reward-list"
              className="flex flex-col divide-y divide-border rounded-xl border border-border"
            >
              {q.data.items.map((r) => (
                <RewardRow
                  key={r.id}
                  reward={r}
                  now={now}
                  onClaim={r.status === 'claim' ? () => claimOne(r.id) : undefined}
                  claiming={one.isPending && one.variables === r.id}
                  error={one.isError && one.variables === r.id ? apiErrorText(t, one.error) : null}
                />
              ))}
            </ul>
          )}
          <Pager page={page} total={q.data.total} pageSize={REWARDS_PAGE_SIZE} onPage={setPage} busy={q.isFetching} />
        </section>
      )}
      <WageringPanel />
    </div>
  );
}
