import { Suspense, useLayoutEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigationType } from 'react-router';
import { AgentCentreHost } from '../features/agent';
import { SiteLayout } from '../features/layout';
import { useIsLoggedIn } from '../shared/session/session';
import { useInitialConfig } from '../shared/system/system-hooks';
import { CenteredSpinner } from '../shared/ui/spinner';
import { AccountLayoutSlots } from './account-slots';
import { MemberCentreHost } from './member-centre-host';
import { PageBoundary } from './page-boundary';
import { RealityCheckHost } from './reality-check-host';
import { RegistrationOfferHost } from './registration-offer-host';
import { mustRedirectToLogin } from './route-handle';
import { routeHandleFor } from './route-table';
import { useKeepReferralCode, useTermsHash } from './shell-effects';

/**
 * Frame of every route: the layout variant and banner group the matched route asks for, the
 * logged-in-only-home redirect, and the page in an error boundary and a Suspense for its chunk.
 */
export function AppShell() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const handle = routeHandleFor(location.pathname);
  const loggedIn = useIsLoggedIn();
  const config = useInitialConfig();
  useKeepReferralCode(location);
  useTermsHash(location);
  // A new page starts at the top; back/forward keeps the browser's own restoration. A layout effect, so
  // the new page is never painted at the old page's offset first.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path change is the trigger, not a value read inside
  useLayoutEffect(() => {
    if (navigationType === 'PUSH') window.scrollTo(0, 0);
  }, [location.pathname, navigationType]);

  // Until the flag is known the page would flash for visitors who are about to be redirected.
  if (config.isPending) return <CenteredSpinner minHeight={480} />;
  if (mustRedirectToLogin(location.pathname, config.data?.loggedInOnlyHome ?? false, loggedIn)) {
    return <Navigate to="/login" replace />;
  }
  return (
    <AccountLayoutSlots>
      <SiteLayout variant={handle.layout} bannerGroup={handle.banner}>
        <RegistrationOfferHost />
        <PageBoundary key={location.pathname}>
          <Suspense fallback={<CenteredSpinner minHeight={360} />}>
            <Outlet />
          </Suspense>
        </PageBoundary>
      </SiteLayout>
      <MemberCentreHost />
      <AgentCentreHost />
      <RealityCheckHost />
    </AccountLayoutSlots>
  );
}
