/** Session storage key under which the app keeps ?referralCode= of /register (src/app/referral-code.ts). */
export const REFERRAL_STORAGE_KEY = 'referralCode';

/** Longest referral code kept (the server accepts 32). */
const MAX_REFERRAL = 32;

/** The referral code of this visit: from the address when present, else the one the app stored. */
export function currentReferralCode(fromUrl: string | null | undefined): string | null {
  const url = fromUrl?.trim().slice(0, MAX_REFERRAL);
  if (url) return url;
  try {
    return sessionStorage.getItem(REFERRAL_STORAGE_KEY)?.trim().slice(0, MAX_REFERRAL) || null;
  } catch {
    return null;
  }
}
