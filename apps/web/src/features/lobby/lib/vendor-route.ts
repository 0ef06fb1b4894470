import { type CategoryKey, categoryByKey } from '../../../shared/catalogue/categories';

/** Spec §3 vendor groups: cockfight vendors belong to sports in the menus but play on /cockfight. */
export const COCKFIGHT_VENDORS: readonly string[] = ['DS88', 'DIG', 'WS168'];

/** Sports vendors with a page of their own (spec §2 /fbsports "a sports vendor page"). */
export const SPORTS_VENDOR_ROUTES: Readonly<Record<string, string>> = { FB: '/fbsports' };

/**
 * Where a vendor click of the bottom navigation goes (spec §2): its category lobby with the vendor
 * selected; slot vendors through ?vassalage= (the RNG start stores the vendor first); cockfight
 * vendors to /cockfight; a sports vendor with its own page to that page.
 */
export function vendorRoute(category: CategoryKey, vassalage: string): string {
  const code = vassalage.toUpperCase();
  const q = encodeURIComponent(vassalage);
  if (COCKFIGHT_VENDORS.includes(code) || category === 'cockfight') return `/cockfight?page=${q}`;
  if (category === 'sports' || category === 'esports') {
    const own = SPORTS_VENDOR_ROUTES[code];
    if (own) return own;
  }
  if (category === 'rng') return `/rng?vassalage=${q}`;
  return `${categoryByKey(category).path}?page=${q}`;
}
