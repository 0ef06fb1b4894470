import type { MouseEvent } from 'react';
import { openLoginPopup } from '../features/accounts';
import type { VendorChoiceHandler } from '../features/catalogue';
import { sessionNow } from '../shared/session/session';

/**
 * Spec §2 login form: on the login screen a visitor who chooses a non-slot vendor from the top menu gets
 * the login in a 1300×900 window (openLoginPopup) instead of that vendor's lobby; once signed in there,
 * the window hands its session to this page and closes. Slot vendors (RNG) go to their lobby as anywhere
 * else: it is browsed without a session.
 */
export const loginScreenVendorChoice: VendorChoiceHandler = (vendor, event: MouseEvent<HTMLAnchorElement>) => {
  if (window.location.pathname !== '/login' || sessionNow.token()) return;
  if (vendor.gameType === 'RNG') return;
  event.preventDefault();
  openLoginPopup();
};
