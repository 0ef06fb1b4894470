import { create } from 'zustand';

const KEY = 'justRegistered';

function initial(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/**
 * The session token of an account registered in this tab, until the limits offer made at registration is
 * answered or put aside (issue 18.1: limits are offered at registration and at the first deposit). Kept in
 * session storage so a reload right after registering still shows the offer.
 */
export const useJustRegistered = create<{ token: string | null }>(() => ({ token: initial() }));

export function markJustRegistered(token: string): void {
  useJustRegistered.setState({ token });
  try {
    sessionStorage.setItem(KEY, token);
  } catch {
    // Storage off: this page only.
  }
}

export function clearJustRegistered(): void {
  useJustRegistered.setState({ token: null });
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
}
