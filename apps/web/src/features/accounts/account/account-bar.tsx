import { useTranslation } from 'react-i18next';
import { LazyInboxButton } from '../../../shared/inbox';
import { useIsTrial, useSession } from '../../../shared/session/session';
import { AccountMenu, type CentreOpeners } from './account-menu';
import { BalanceChip } from './balance-chip';
import { openMemberCentreGuarded } from './member-centre-guard';

/** Logged-in summary of the top bar (spec §2): account name, balance, messages, and the account drop-down. */
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
      {/* Messages with the unread count, live (shared/inbox); opens the member centre's inbox. */}
      <LazyInboxButton onOpen={() => openMemberCentreGuarded('messageV2', props.openMemberCentre)} />
      <AccountMenu account={account} {...props} />
    </div>
  );
}
