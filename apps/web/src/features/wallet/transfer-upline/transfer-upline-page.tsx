import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { navigateTo } from '../../../shared/router/app-navigator';
import { useSession } from '../../../shared/session/session';
import { CenteredSpinner } from '../../../shared/ui/spinner';
import { Money } from '../components/money';
import { walletErrorText } from '../components/wallet-error';
import { walletInputClass, walletSecondaryButtonClass } from '../components/wallet-styles';
import { postToDownline, postToUpline } from './api/member-transfer.api';
import { paymentPasswordStatusQueryOptions } from './api/payment-password-status.api';
import { uplineInfoQueryOptions } from './api/upline-info.api';
import { MemberTransferForm } from './member-transfer-form';
import { RecentTransfers } from './recent-transfers';

/** Opens the withdraw page of the member centre, where the payment password is set (address state only). */
function openWithdrawPage() {
  const url = new URL(window.location.href);
  url.searchParams.set('mc', 'withdraw');
  navigateTo(`${url.pathname}${url.search}`);
}

/**
 * Transfer to the upline agent (member centre 'transferUpline'), within the operator's rules (enabled,
 * min/max, shown), with the payment password. An agent also gets the transfer to its own downline.
 */
export function TransferUplinePage() {
  const { t } = useTranslation('wallet');
  const token = useSession((s) => s.token);
  const info = useQuery(uplineInfoQueryOptions(token));
  const pp = useQuery(paymentPasswordStatusQueryOptions(token));
  const [memberId, setMemberId] = useState<number | null>(null);

  if (info.isError) {
    return (
      <div role="alert" data-testid="tu-load-error" className="flex flex-col items-start gap-3">
        <p className="text-sm text-danger">{walletErrorText(t, info.error)}</p>
        <button type="button" className={walletSecondaryButtonClass} onClick={() => void info.refetch()}>
          {t('components.retry')}
        </button>
      </div>
    );
  }
  if (!info.data) return <CenteredSpinner />;
  const d = info.data;
  const downlineTarget = memberId ?? d.downline[0]?.id ?? null;

  return (
    <div data-testid="transfer-upline-page" className="flex max-w-2xl flex-col gap-5">
      <h2 className="text-lg font-bold text-text">{t('transferUpline.title')}</h2>
      <dl className="grid grid-cols-2 gap-2">
        <div className="rounded-xl border border-border px-3 py-2.5">
          <dt className="text-xs font-semibold text-text-muted">{t('transferUpline.upline')}</dt>
          <dd data-testid="tu-upline" className="text-base font-bold text-text">
            {d.upline ?? t('transferUpline.noUplineShort')}
          </dd>
        </div>
        <div className="rounded-xl border border-border px-3 py-2.5">
          <dt className="text-xs font-semibold text-text-muted">{t('transferUpline.available')}</dt>
          <dd>
            <Money minor={d.available} testId="tu-available" className="text-base font-bold text-money" />
          </dd>
        </div>
      </dl>
      {pp.data && !pp.data.set ? (
        <div
          data-testid="tu-no-password"
          className="flex flex-wrap items-center gap-3 rounded-xl bg-accent/15 px-3 py-2.5 text-sm"
        >
          <span className="flex-1">{t('transferUpline.noPassword')}</span>
          <button type="button" className={walletSecondaryButtonClass} onClick={openWithdrawPage}>
            {t('transferUpline.setPassword')}
          </button>
        </div>
      ) : null}
      {!d.toUpline.enabled ? (
        <Notice testId="tu-disabled" text={t('transferUpline.disabled')} />
      ) : d.upline === null ? (
        <Notice testId="tu-no-upline" text={t('transferUpline.noUpline')} />
      ) : (
        <MemberTransferForm testId="tu-form" rule={d.toUpline} available={d.available} send={postToUpline} />
      )}
      {d.isAgent && d.toDownline.enabled && d.downline.length > 0 && downlineTarget !== null ? (
        <section aria-labelledby="tu-downline" className="flex flex-col gap-2">
          <h3 id="tu-downline" className="text-sm font-semibold text-text-muted">
            {t('transferUpline.toDownline')}
          </h3>
          <MemberTransferForm
            testId="td-form"
            rule={d.toDownline}
            available={d.available}
            send={(input) => postToDownline({ ...input, memberId: downlineTarget })}
          >
            <label className="flex flex-col gap-1.5 text-sm font-semibold text-text">
              {t('transferUpline.downlineMember')}
              <select
                data-testid="td-member"
                className={walletInputClass}
                value={downlineTarget}
                onChange={(e) => setMemberId(Number(e.target.value))}
              >
                {d.downline.map((m) => (
                  <option key={m.id} value={m.id}>
                    {m.account}
                  </option>
                ))}
              </select>
            </label>
          </MemberTransferForm>
        </section>
      ) : null}
      <RecentTransfers items={d.recent} />
    </div>
  );
}

function Notice({ text, testId }: { text: string; testId: string }) {
  return (
    <p data-testid={testId} className="rounded-xl bg-surface-2 px-4 py-3 text-sm text-text-muted">
      {text}
    </p>
  );
}
