import type { BannerGroup, LayoutVariant } from '../features/layout';

/** What a route tells the shell: its layout frame and banner group (spec §2 Layout). */
export interface RouteHandle {
  layout: LayoutVariant;
  banner?: BannerGroup;
}

/** Paths reachable without a session when the logged-in-only-home flag is on (spec §2). */
export const PUBLIC_WHEN_LOGGED_IN_ONLY = ['/login', '/register', '/register.html', '/helpmc', '/download'];

/** Whether the logged-in-only-home flag sends this visitor to /login. */
export function mustRedirectToLogin(pathname: string, loggedInOnlyHome: boolean, hasToken: boolean): boolean {
  if (!loggedInOnlyHome || hasToken) return false;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '').toLowerCase() : pathname;
  return !PUBLIC_WHEN_LOGGED_IN_ONLY.includes(path);
}
