import * as Dropdown from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../shared/session/session';
import { useTheme } from '../../../shared/theme/theme';
import { type CentrePage, openAgentCentreGuarded, openMemberCentreGuarded } from './member-centre-guard';
import { confirmSignOut } from './sign-out';

export interface CentreOpeners {
  /** Opens the member centre at a page (composed by src/app: the accounts feature does not import the centre). */
  openMemberCentre: (page: CentrePage) => void;
  openAgentCentre: () => void;
}

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm text-text outline-none select-none data-[highlighted]:bg-primary-soft data-[highlighted]:text-primary';

/**
 * The drop-down of the logged-in top bar (spec §2): betting record, deposit, withdrawal, account
 * record, member centre, agent centre (agents) or my account, sign out.
 */
export function AccountMenu({ account, openMemberCentre, openAgentCentre }: CentreOpeners & { account: string }) {
  const { t } = useTranslation('auth');
  const isAgent = useSession((s) => s.isAgent);
  const { theme, toggle: toggleTheme } = useTheme();
  const centre = (page: CentrePage) => () => openMemberCentreGuarded(page, openMemberCentre);
  const entries: { key: string; page: CentrePage }[] = [
    { key: 'bettingRecord', page: 'personalHistoryCopy' },
    { key: 'deposit', page: 'depositv2' },
    { key: 'withdrawal', page: 'withdraw' },
    { key: 'accountRecord', page: 'transactionHistory' },
    { key: 'memberCentre', page: 'securityCenter' },
  ];
  return (
    <Dropdown.Root modal={false}>
      <Dropdown.Trigger
        data-testid="account-menu-trigger"
        aria-label={t('account.menu')}
        className="flex max-w-40 shrink-0 items-center gap-1.5 rounded-full border border-border bg-surface-2 p-1 sm:pr-2 text-sm font-semibold text-text outline-none hover:border-primary focus-visible:ring-2 focus-visible:ring-primary/40"
      >
        <span
          aria-hidden="true"
          className="grid size-7 shrink-0 place-items-center rounded-full bg-gradient-to-br from-primary to-primary-strong text-xs font-bold text-white uppercase"
        >
          {account.slice(0, 1)}
        </span>
        <span data-testid="account-name" className="hidden truncate sm:inline">
          {account}
        </span>
        <svg
          viewBox="0 0 24 24"
          aria-hidden="true"
          className="hidden size-4 shrink-0 fill-none stroke-current stroke-2 sm:block"
        >
          <path d="m6 9 6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </Dropdown.Trigger>
      <Dropdown.Portal>
        <Dropdown.Content
          align="end"
          sideOffset={8}
          data-testid="account-menu"
          className="z-50 min-w-52 rounded-2xl border border-border bg-surface p-1.5 shadow-xl shadow-black/10"
        >
          {/* Phones show only the avatar in the bar: the account name heads the menu there. */}
          <div
            data-testid="account-menu-name"
            className="mb-1 truncate border-border border-b px-3 pt-1 pb-2 text-sm font-bold text-text sm:hidden"
          >
            {account}
          </div>
          {entries.map((e) => (
            <Dropdown.Item
              key={e.key}
              data-testid={`account-menu-${e.key}`}
              className={itemClass}
              onSelect={centre(e.page)}
            >
              {t(`account.${e.key}`)}
            </Dropdown.Item>
          ))}
          {isAgent ? (
            <Dropdown.Item
              data-testid="account-menu-agentCentre"
              className={itemClass}
              onSelect={() => openAgentCentreGuarded(openAgentCentre)}
            >
              {t('account.agentCentre')}
            </Dropdown.Item>
          ) : (
            <Dropdown.Item
              data-testid="account-menu-myAccount"
              className={itemClass}
              onSelect={centre('securityCenter')}
            >
              {t('account.myAccount')}
            </Dropdown.Item>
          )}
          {/* Phones: the top bar has no room for the theme switch once the balance is in it. */}
          <Dropdown.Item data-testid="account-menu-theme" className={`${itemClass} sm:hidden`} onSelect={toggleTheme}>
            {t(`common:theme.${theme === 'dark' ? 'light' : 'dark'}`)}
          </Dropdown.Item>
          <Dropdown.Separator className="my-1 h-px bg-border" />
          <Dropdown.Item
            data-testid="account-menu-signOut"
            className={`${itemClass} text-danger`}
            onSelect={() => confirmSignOut()}
          >
            {t('account.signOut')}
          </Dropdown.Item>
        </Dropdown.Content>
      </Dropdown.Portal>
    </Dropdown.Root>
  );
}
