import type { MemberReferral } from '@app/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../shared/api/error-text';
import { formatDate } from '../../shared/format/date';
import { useFormatMoney } from '../../shared/format/use-money';
import { useLanguage } from '../../shared/i18n/use-language';
import { realtime } from '../../shared/realtime/realtime-store';
import { useReferralState } from '../../shared/referral/referral-enabled';
import { useSession } from '../../shared/session/session';
import { Pager } from '../../shared/ui/pager';
import { CenteredSpinner } from '../../shared/ui/spinner';
import { FRIENDS_PAGE_SIZE, friendsQueryOptions, REFERRAL_KEY, referralQueryOptions } from './api/referral.api';
import { BindForm } from './components/bind-form';
import { FriendList } from './components/friend-list';
import { InviteCard } from './components/invite-card';

/**
 * Member centre 'referral' (invite friends, spec §2): the member's code, link, QR and share; the rules; the
 * friends invited (masked) with status and rewards. Only while availablePromo REFERRAL is enabled.
 */
export function ReferralPage() {
  const { t } = useTranslation('memberCentre');
  const { language } = useLanguage();
  const token = useSession((s) => s.token) || null;
  const state = useReferralState();
  const enabled = state === true;
  const [page, setPage] = useState(1);
  const me = useQuery({ ...referralQueryOptions(token, language), enabled: token !== null && enabled });
  const friends = useQuery({ ...friendsQueryOptions(token, page), enabled: token !== null && enabled });
  const client = useQueryClient();
  // A friend qualifying is pushed live (notice referral_reward): the list and totals are read again at once.
  useEffect(
    () =>
      realtime.onPersonal((event) => {
        if (event.type === 'notice' && event.kind === 'referral_reward')
          void client.invalidateQueries({ queryKey: REFERRAL_KEY });
      }),
    [client],
  );

  if (state === null) return <CenteredSpinner minHeight={160} />;
  if (!enabled) {
    return (
      <p
        data-testid="referral-disabled"
        className="rounded-xl border border-dashed border-border p-8 text-center text-sm"
      >
        {t('referralPage.disabled')}
      </p>
    );
  }
  return (
    <div data-testid="referral-page" className="flex max-w-3xl flex-col gap-4">
      <h2 className="text-lg font-bold text-text">{t('referralPage.title')}</h2>
      {me.isError ? (
        <p role="alert" className="text-sm text-danger">
          {apiErrorText(t, me.error)}
        </p>
      ) : !me.data ? (
        <CenteredSpinner minHeight={160} />
      ) : (
        <>
          <Rules data={me.data} />
          <InviteCard code={me.data.code} link={me.data.link} />
          <Totals data={me.data} />
          <ReferredBy data={me.data} />
          {me.data.canBind ? <BindForm /> : null}
        </>
      )}
      <section className="flex flex-col gap-2" aria-busy={friends.isFetching}>
        <h3 className="text-base font-bold text-text">{t('referralPage.friends.title')}</h3>
        {friends.isError ? (
          <p role="alert" className="text-sm text-danger">
            {apiErrorText(t, friends.error)}
          </p>
        ) : !friends.data ? (
          <CenteredSpinner minHeight={80} />
        ) : (
          <>
            <FriendList items={friends.data.items} />
            <Pager
              page={page}
              total={friends.data.total}
              pageSize={FRIENDS_PAGE_SIZE}
              onPage={setPage}
              busy={friends.isFetching}
            />
          </>
        )}
      </section>
    </div>
  );
}

/** The condition and both rewards in one sentence, from the operator's settings. */
function Rules({ data }: { data: MemberReferral }) {
  const { t } = useTranslation('memberCentre');
  const money = useFormatMoney();
  const r = data.rules;
  const parts = [
    r.minFirstDeposit > 0 ? t('referralPage.rules.deposit', { amount: money(r.minFirstDeposit) }) : null,
    r.minTurnover > 0 ? t('referralPage.rules.turnover', { amount: money(r.minTurnover) }) : null,
  ].filter((p): p is string => p !== null);
  const condition = parts.join(` ${t(`referralPage.rules.${r.qualifyRule}`)} `);
  return (
    <p data-testid="referral-rules" className="rounded-xl bg-primary-soft p-3 text-sm text-text">
      {t('referralPage.rules.text', {
        condition,
        days: r.withinDays,
        referrerReward: money(r.referrerReward),
        friendReward: money(r.friendReward),
      })}
    </p>
  );
}

function Totals({ data }: { data: MemberReferral }) {
  const { t } = useTranslation('memberCentre');
  const money = useFormatMoney();
  const cell = (label: string, value: string, testId: string) => (
    <div className="flex flex-col items-center gap-0.5 rounded-xl border border-border p-3">
      <span data-testid={testId} className="tabular text-lg font-extrabold text-text">
        {value}
      </span>
      <span className="text-center text-xs text-text-muted">{label}</span>
    </div>
  );
  return (
    <div className="grid grid-cols-3 gap-2">
      {cell(t('referralPage.totals.invited'), String(data.totals.invited), 'referral-total-invited')}
      {cell(t('referralPage.totals.qualified'), String(data.totals.qualified), 'referral-total-qualified')}
      {cell(t('referralPage.totals.rewards'), money(data.totals.rewards), 'referral-total-rewards')}
    </div>
  );
}

function ReferredBy({ data }: { data: MemberReferral }) {
  const { t, i18n } = useTranslation('memberCentre');
  if (!data.referredBy) return null;
  const by = data.referredBy;
  return (
    <p data-testid="referral-referred-by" className="text-sm text-text-muted">
      {t('referralPage.referredBy', { account: by.account })}{' '}
      {by.status === 'pending'
        ? t('referralPage.referredByPending', { at: formatDate(by.deadline, i18n.resolvedLanguage ?? 'vi') })
        : t(`referralPage.status.${by.status}`)}
    </p>
  );
}
