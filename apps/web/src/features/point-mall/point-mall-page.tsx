import type { PointsReward, Redemption } from '@app/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCount } from '../../shared/format/number';
import { useLanguage } from '../../shared/i18n/use-language';
import { navigateTo } from '../../shared/router/app-navigator';
import { useIsTrial, useSession } from '../../shared/session/session';
import { LoadError } from '../../shared/ui/load-error';
import { closeModal, openModal, showDialog } from '../../shared/ui/modal';
import { Skeleton } from '../../shared/ui/skeleton';
import { invalidateBalance } from '../../shared/wallet/balance-query';
import {
  invalidatePoints,
  paymentPasswordQueryOptions,
  pointsBalanceQueryOptions,
  pointsConfigQueryOptions,
  rewardsQueryOptions,
} from './api/points.api';
import { ConvertPanel } from './components/convert-panel';
import { EarnRules } from './components/earn-rules';
import { PointChanges } from './components/point-changes';
import { RedeemForm } from './components/redeem-form';
import { RedemptionList } from './components/redemption-list';
import { RewardCard } from './components/reward-card';
import { KIND_FILTERS, type KindFilter } from './lib/points-view';
import { secondaryButtonClass } from './lib/styles';

const TABS = ['mall', 'records', 'changes', 'convert'] as const;
type Tab = (typeof TABS)[number];

/** Opens the member centre's withdraw page, where the payment password is set (address state only). */
function openPaymentPasswordPage() {
  const url = new URL(window.location.href);
  url.searchParams.set('mc', 'withdraw');
  navigateTo(`${url.pathname}${url.search}`);
}

/**
 * Points mall (spec §2 /pointMall): the member's points, the catalogue with filters and the redeem dialog
 * (quantity, delivery address for gifts, payment password), redeem records, point changes and conversion
 * to cash. Visitors see the catalogue and how points are earned.
 */
export function PointMallPage() {
  const { t } = useTranslation('pointMall');
  const { language } = useLanguage();
  const client = useQueryClient();
  const session = useSession((s) => s.token);
  const trial = useIsTrial();
  const token = session && !trial ? session : null;
  const [tab, setTab] = useState<Tab>('mall');
  const [kind, setKind] = useState<KindFilter>('all');
  const config = useQuery(pointsConfigQueryOptions());
  const rewards = useQuery(rewardsQueryOptions(language, kind === 'all' ? null : kind));
  const balance = useQuery(pointsBalanceQueryOptions(token));
  const pp = useQuery(paymentPasswordQueryOptions(token));
  const points = balance.data?.balance ?? null;
  const noPassword = pp.data !== undefined && !pp.data.set;

  const openRedeem = (reward: PointsReward) => {
    if (!token || points === null) return;
    const id = openModal({
      title: t('dialog.title', { name: reward.name }),
      width: 440,
      testId: 'redeem-dialog',
      content: (
        <RedeemForm
          reward={reward}
          balance={points}
          onCancel={() => closeModal(id)}
          onDone={(r: Redemption) => {
            closeModal(id);
            void invalidatePoints(client);
            if (r.kind === 'cash' || r.kind === 'bonus') void invalidateBalance(client);
            showDialog({
              testId: 'redeem-done',
              icon: 'success',
              message: t(r.status === 'complete' ? 'dialog.doneComplete' : 'dialog.doneProcessing', {
                name: r.productName,
                quantity: r.quantity,
              }),
            });
          }}
        />
      ),
    });
  };

  return (
    <div
      data-testid="point-mall-page"
      className="mx-auto flex w-full max-w-[1440px] flex-col gap-4 px-3 py-4 sm:px-4 sm:py-6"
    >
      <section className="grid gap-4 md:grid-cols-[minmax(0,1fr)_340px]">
        <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-primary-strong to-[#be185d] px-5 py-6 text-white sm:px-8 sm:py-8">
          <p className="text-xs font-semibold tracking-widest text-accent uppercase">{t('eyebrow')}</p>
          <h1 className="mt-2 text-2xl font-extrabold sm:text-3xl">{t('title')}</h1>
          <p className="mt-2 max-w-lg text-sm leading-6 text-white/85">{t('subtitle')}</p>
        </div>
        <aside
          data-testid="points-card"
          className="flex flex-col justify-between gap-3 rounded-3xl border border-border bg-surface p-5"
        >
          <h2 className="text-sm font-semibold text-text-muted">{t('balance.title')}</h2>
          {token ? (
            balance.data ? (
              <div>
                <p className="tabular text-4xl font-extrabold text-primary">
                  <span data-testid="points-balance">{formatCount(balance.data.balance)}</span>{' '}
                  <span className="text-base font-semibold text-text-muted">{t('balance.unit')}</span>
                </p>
                <p className="tabular mt-1 text-xs text-text-muted">
                  {t('balance.earned', { value: formatCount(balance.data.earned) })} ·{' '}
                  {t('balance.spent', { value: formatCount(balance.data.spent) })}
                </p>
              </div>
            ) : balance.isError ? (
              <LoadError error={balance.error} onRetry={() => balance.refetch()} compact />
            ) : (
              <Skeleton className="h-12" />
            )
          ) : (
            <>
              <p className="text-sm leading-6">{t('balance.loggedOut')}</p>
              <Link
                to="/login"
                className="inline-flex h-11 items-center justify-center rounded-xl bg-primary text-sm font-bold text-white hover:bg-primary-strong"
              >
                {t('login')}
              </Link>
            </>
          )}
        </aside>
      </section>

      {token && noPassword ? (
        <div
          data-testid="points-no-password"
          className="flex flex-wrap items-center gap-3 rounded-2xl bg-accent/15 px-4 py-3 text-sm"
        >
          <span className="flex-1">{t('noPassword')}</span>
          <button type="button" className={secondaryButtonClass} onClick={openPaymentPasswordPage}>
            {t('setPassword')}
          </button>
        </div>
      ) : null}

      {token ? (
        <div role="tablist" className="-mx-3 flex gap-2 overflow-x-auto px-3 pb-1 sm:mx-0 sm:px-0">
          {TABS.map((x) => (
            <button
              key={x}
              type="button"
              role="tab"
              aria-selected={tab === x}
              data-testid={`points-tab-${x}`}
              onClick={() => setTab(x)}
              className={`h-10 shrink-0 rounded-full px-4 text-sm font-bold transition ${
                tab === x ? 'bg-primary text-white' : 'border border-border bg-surface text-text hover:border-primary'
              }`}
            >
              {t(`tabs.${x}`)}
            </button>
          ))}
        </div>
      ) : null}

      {tab === 'mall' || !token ? (
        <section className="flex flex-col gap-3" aria-label={t('tabs.mall')}>
          <div className="-mx-3 flex gap-2 overflow-x-auto px-3 pb-1 sm:mx-0 sm:px-0">
            {KIND_FILTERS.map((k) => (
              <button
                key={k}
                type="button"
                aria-pressed={kind === k}
                data-testid={`mall-filter-${k}`}
                onClick={() => setKind(k)}
                className={`h-9 shrink-0 rounded-lg px-3 text-sm font-semibold transition ${
                  kind === k ? 'bg-primary-soft text-primary' : 'text-text-muted hover:text-text'
                }`}
              >
                {t(`kinds.${k}`)}
              </button>
            ))}
          </div>
          {rewards.isError ? <LoadError error={rewards.error} onRetry={() => rewards.refetch()} /> : null}
          {!rewards.data && !rewards.isError ? <Skeleton className="h-64" /> : null}
          {rewards.data && rewards.data.items.length === 0 ? (
            <p className="rounded-xl bg-surface-2 p-4 text-sm text-text-muted">{t('catalogue.empty')}</p>
          ) : null}
          <ul
            data-testid="mall-catalogue"
            className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5"
          >
            {rewards.data?.items.map((r) => (
              <RewardCard
                key={r.id}
                reward={r}
                balance={points}
                loggedIn={token !== null}
                onRedeem={(x) =>
                  !token ? navigateTo('/login') : noPassword ? openPaymentPasswordPage() : openRedeem(x)
                }
              />
            ))}
          </ul>
        </section>
      ) : null}
      {token && tab === 'records' ? <RedemptionList token={token} /> : null}
      {token && tab === 'changes' ? <PointChanges token={token} /> : null}
      {token && tab === 'convert' && config.data ? <ConvertPanel config={config.data} balance={points ?? 0} /> : null}
      {config.data ? <EarnRules config={config.data} /> : null}
    </div>
  );
}
