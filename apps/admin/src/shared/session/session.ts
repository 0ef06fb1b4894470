import { useSyncExternalStore } from 'react';

/**
 * The operator's session token, kept in sessionStorage (it ends with the tab, as the member site's does).
 * The server decides everything else (role, permissions, TOTP, idle timeout); this only holds the key.
 */
const KEY = 'adminToken';
type Listener = () => void;
const listeners = new Set<Listener>();
let endedBecause: 'expired' | 'logout' | null = null;

export function readToken(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function saveToken(token: string): void {
  sessionStorage.setItem(KEY, token);
  endedBecause = null;
  for (const l of listeners) l();
}

/** Forgets the token; `why` is shown on the login screen ('expired': the server ended the session). */
export function clearSession(why: 'expired' | 'logout'): void {
  sessionStorage.removeItem(KEY);
  endedBecause = why;
  for (const l of listeners) l();
}

/** Why the last session ended, if it did in this tab. */
export const sessionEndReason = () => endedBecause;

const subscribe = (l: Listener) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** The current token, re-rendering on sign-in and sign-out. */
export const useToken = () => useSyncExternalStore(subscribe, readToken, () => null);
