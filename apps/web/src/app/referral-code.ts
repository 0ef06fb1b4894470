import type { Location } from 'react-router';

/** Session storage key keeping the referral code of /register?referralCode= for registration. */
export const REFERRAL_STORAGE_KEY = 'referralCode';

/** The referral code carried by a registration URL, if any. */
export function referralCodeFrom(location: Pick<Location, 'pathname' | 'search'>): string | null {
  const path = location.pathname.toLowerCase();
  if (path !== '/register' && path !== '/register.html') return null;
  const code = new URLSearchParams(location.search).get('referralCode')?.trim();
  return code ? code.slice(0, 64) : null;
}
