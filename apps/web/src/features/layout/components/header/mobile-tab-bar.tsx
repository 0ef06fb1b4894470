import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { AppLink } from '../../../../shared/router/app-link';
import { useIsLoggedIn } from '../../../../shared/session/session';
import { type MemberCentrePage, useLayoutSlots } from '../../layout-slots';
import { Icon, type IconName } from '../icons';
import { LazyPromoCountBadge } from './promo-count-badge-lazy';

const tabClass = (active: boolean) =>
  `flex flex-1 flex-col items-center justify-center gap-0.5 text-[11px] font-medium transition ${
    active ? 'text-primary' : 'text-text-muted'
  }`;

/**
 * Phone tab bar: Home / Promotions / Deposit / Account (LOOK.md). Deposit and Account need a
 * session: logged out they lead to /login, logged in they open the member centre slot.
 */
export function MobileTabBar() {
  const { t } = useTranslation('layout');
  const loggedIn = useIsLoggedIn();
  const { openMemberCentre } = useLayoutSlots();
  const member = (key: string, icon: IconName, page: MemberCentrePage) =>
    loggedIn && openMemberCentre ? (
      <button
        type="button"
        className={tabClass(false)}
        data-testid={`tab-${key}`}
        onClick={() => openMemberCentre(page)}
      >
        <Icon name={icon} className="text-[22px]" />
        {t(`tabs.${key}`)}
      </button>
    ) : (
      <AppLink to="/login" className={tabClass(false)} data-testid={`tab-${key}`}>
        <Icon name={icon} className="text-[22px]" />
        {t(`tabs.${key}`)}
      </AppLink>
    );
  return (
    <nav
      aria-label={t('tabs.label')}
      data-testid="mobile-tab-bar"
      className="fixed inset-x-0 bottom-0 z-30 flex h-[60px] border-border border-t bg-surface/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-4px_16px_rgb(0_0_0/0.06)] backdrop-blur md:hidden"
    >
      <NavLink to="/" end className={({ isActive }) => tabClass(isActive)} data-testid="tab-home">
        <Icon name="home" className="text-[22px]" />
        {t('tabs.home')}
      </NavLink>
      <NavLink
        to="/promotions"
        className={({ isActive }) => `relative ${tabClass(isActive)}`}
        data-testid="tab-promotions"
      >
        <LazyPromoCountBadge className="absolute top-1 left-[calc(50%+0.25rem)]" />
        <Icon name="promotions" className="text-[22px]" />
        {t('tabs.promotions')}
      </NavLink>
      {member('deposit', 'deposit', 'depositv2')}
      {member('account', 'account', 'securityCenter')}
    </nav>
  );
}
