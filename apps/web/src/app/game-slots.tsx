import { lazy, Suspense } from 'react';
import type { LayoutSlots } from '../features/layout';
import { Spinner } from '../shared/ui/spinner';
import { loginScreenVendorChoice } from './login-screen-vendors';

// The drop-downs and the recent-games panel carry the lobby's launch code; neither is needed to paint
// the page, so they load right after it.
const VendorDropdown = lazy(() => import('../features/catalogue').then((m) => ({ default: m.VendorDropdown })));
const RecentGamesList = lazy(() => import('../features/catalogue').then((m) => ({ default: m.RecentGamesList })));
const VendorSheetList = lazy(() => import('../features/catalogue').then((m) => ({ default: m.VendorSheetList })));

/**
 * Composition of the games feature into the layout's seams: each category's vendor drop-down in the
 * bottom navigation, the same vendors in the phone's category sheet (on the login screen a non-slot
 * vendor opens the login window instead, login-screen-vendors.ts), and the recent games panel of the
 * side menu.
 */
export const gameLayoutSlots: Pick<LayoutSlots, 'categoryMenu' | 'categorySheet' | 'recentGames'> = {
  categoryMenu: (category) => (
    <Suspense fallback={null}>
      <VendorDropdown category={category} onVendorChoice={loginScreenVendorChoice} />
    </Suspense>
  ),
  categorySheet: (category, close) => (
    <Suspense fallback={<Spinner className="w-full py-10" />}>
      <VendorSheetList category={category} onChoose={close} onVendorChoice={loginScreenVendorChoice} />
    </Suspense>
  ),
  recentGames: (
    <Suspense fallback={null}>
      <RecentGamesList />
    </Suspense>
  ),
};
