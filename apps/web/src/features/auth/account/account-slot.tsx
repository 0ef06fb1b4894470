import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useIsLoggedIn } from '../../../shared/session/session';
import { HeaderLoginForm } from '../login/header-login-form';
import { AccountBar } from './account-bar';
import type { CentreOpeners } from './account-menu';

/**
 * The top bar's account slot: the account summary when logged in; otherwise the compact login form
 * on desktop (≥ lg) and `fallback` (the layout's login / register buttons) on smaller screens and on
 * the account pages, which have their own form.
 */
export function AccountSlot({ fallback, ...openers }: CentreOpeners & { fallback: ReactNode }) {
  const loggedIn = useIsLoggedIn();
  const { pathname } = useLocation();
  if (loggedIn) return <AccountBar {...openers} />;
  const onAccountPage = pathname === '/login' || pathname === '/register' || pathname === '/register.html';
  if (onAccountPage) return <>{fallback}</>;
  return (
    <>
      <div className="hidden lg:block">
        <HeaderLoginForm />
      </div>
      <div className="lg:hidden">{fallback}</div>
    </>
  );
}
