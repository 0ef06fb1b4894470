/**
 * Navigation for plain functions (after-login, logout, guards) that run outside React components.
 * The app registers its history once at start-up; before that a full page load is the fallback.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let current: Navigate | null = null;

/** Called once by src/app with the router's history. */
export function setAppNavigator(navigate: Navigate): void {
  current = navigate;
}

/** Goes to `to` through the app's router (duplicate navigations are ignored by the history). */
export function navigateTo(to: string, options?: { replace?: boolean }): void {
  if (current) current(to, options);
  else if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
}
