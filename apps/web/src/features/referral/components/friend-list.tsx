import type { ReferralFriend } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/format/date';
import { useFormatMoney } from '../../../shared/format/use-money';

const STATUS_STYLE: Record<ReferralFriend['status'], string> = {
  pending: 'bg-accent/20 text-text',
  qualified: 'bg-success/15 text-success',
  expired: 'bg-surface-2 text-text-muted',
};

/** Friends the member invited (masked), each with status, progress toward the condition, and the reward. */
export function FriendList({ items }: { items: ReferralFriend[] }) {
  const { t, i18n } = useTranslation('memberCentre');
  const money = useFormatMoney();
  const lang = i18n.resolvedLanguage ?? 'vi';
  if (items.length === 0) {
    return (
      <p
        data-testid="referral-friends-empty"
        className="rounded-xl border border-dashed border-border p-6 text-center text-sm text-text-muted"
      >
        {t('referralPage.friends.empty')}
      </p>
    );
  }
  return (
    <ul data-testid="referral-friends" className="flex flex-col divide-y divide-border rounded-xl border border-border">
      {items.map((f) => (
        <li
          key={`${f.account}-${f.registeredAt}`}
          data-testid="referral-friend"
          data-status={f.status}
          className="flex flex-wrap items-center justify-between gap-2 p-3"
        >
          <div className="flex min-w-0 flex-col gap-0.5">
            <span className="font-semibold text-text" data-testid="referral-friend-account">
              {f.account}
            </span>
            <span className="text-xs text-text-muted">
              {t('referralPage.friends.joined', { at: formatDate(f.registeredAt, lang) })}
              {f.status === 'pending'
                ? ` · ${t('referralPage.friends.until', { at: formatDate(f.deadline, lang) })}`
                : ''}
            </span>
            {f.status === 'pending' ? (
              <span className="text-xs text-text-muted">
                {t('referralPage.friends.progress', {
                  deposit: f.firstDeposit === null ? '—' : money(f.firstDeposit),
                  turnover: money(f.turnover),
                })}
              </span>
            ) : null}
          </div>
          <div className="flex items-center gap-3">
            <span
              data-testid="referral-friend-status"
              className={`rounded-full px-2 py-0.5 text-xs font-bold ${STATUS_STYLE[f.status]}`}
            >
              {t(`referralPage.status.${f.status}`)}
            </span>
            {f.reward !== null ? (
              <span data-testid="referral-friend-reward" className="tabular font-extrabold text-money">
                +{money(f.reward)}
              </span>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
