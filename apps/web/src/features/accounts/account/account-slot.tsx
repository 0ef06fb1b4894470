import { lazy, type ReactNode, Suspense } from 'react';
import { useLocation } from 'react-router';
import { useMediaQuery } from '../../../shared/media/media-query';
import { useIsLoggedIn } from '../../../shared/session/session';
import type { CentreOpeners } from './account-menu';

// Both halves of the slot are separate chunks: the header form carries the login code (encryption,
// anti-bot) and the account bar its drop-down menu, and neither is needed to paint the page.
const HeaderLoginForm = lazy(() => import('../login/header-login-form').then((m) => ({ default: m.HeaderLoginForm })));
const AccountBar = lazy(() => import('./account-bar').then((m) => ({ default: m.AccountBar })));

/** Tailwind's `lg`, from where the top bar holds the login form. */
const WIDE = '(min-width: 1024px)';

/** Keeps the top bar's height while a half of the slot loads. */
function SlotPlaceholder() {
  return <div aria-hidden="true" className="h-9 w-24" />;
}

/**
 * The top bar's account slot: the account summary when logged in; otherwise the compact login form
 * on desktop (≥ lg) and `fallback` (the layout's login / register buttons) on smaller screens and on
 * the account pages, which have their own form.
 */
export function AccountSlot({ fallback, ...openers }: CentreOpeners & { fallback: ReactNode }) {
  const loggedIn = useIsLoggedIn();
  const { pathname } = useLocation();
  // The form is only ever shown from lg: a phone neither downloads its nine chunks (the login code) nor
  // renders it, and the hidden box keeps the placeholder the pre-rendered page has.
  const wide = useMediaQuery(WIDE);
  if (loggedIn) {
    return (
      <Suspense fallback={<SlotPlaceholder />}>
        <AccountBar {...openers} />
      </Suspense>
    );
  }
  const onAccountPage = pathname === '/login' || pathname === '/register' || pathname === '/register.html';
  if (onAccountPage) return <>{fallback}</>;
  return (
    <>
      <div className="hidden lg:block">
        {wide ? (
          <Suspense fallback={<SlotPlaceholder />}>
            <HeaderLoginForm />
          </Suspense>
        ) : (
          <SlotPlaceholder />
        )}
      </div>
      <div className="lg:hidden">{fallback}</div>
    </>
  );
}
