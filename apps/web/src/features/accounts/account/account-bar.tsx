import { useTranslation } from 'react-i18next';
import { useIsTrial, useSession } from '../../../shared/session/session';
import { AccountMenu, type CentreOpeners } from './account-menu';
import { BalanceChip } from './balance-chip';

/** Logged-in summary of the top bar (spec §2): account name, balance, and the account drop-down. */
export function AccountBar(props: CentreOpeners) {
  const { t } = useTranslation('auth');
  const account = useSession((s) => s.account) ?? '';
  const trial = useIsTrial();
  return (
    <div data-testid="account-bar" className="flex min-w-0 items-center gap-1.5 sm:gap-2">
      {trial ? (
        <span
          data-testid="trial-badge"
          className="hidden rounded-full bg-accent/20 px-2 py-0.5 text-[11px] font-bold text-accent-strong uppercase sm:inline"
        >
          {t('account.trial')}
        </span>
      ) : null}
      {/* Phones too (spec §2 top bar): the balance with refresh and show/hide stays in the bar. */}
      <BalanceChip />
      <AccountMenu account={account} {...props} />
    </div>
  );
}
