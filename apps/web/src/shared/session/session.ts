import { create } from 'zustand';

/** Session storage key of the member's token (spec §3). */
export const TOKEN_STORAGE_KEY = 'token';

function readToken(): string | null {
  try {
    return sessionStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

interface SessionState {
  /** Login state is the presence of a session token (spec §4). */
  token: string | null;
  /** Stores (or clears, with null) the token in memory and in sessionStorage. */
  setToken: (token: string | null) => void;
}

/** Tiny session store; the accounts feature fills the token on login. */
export const useSession = create<SessionState>((set) => ({
  token: readToken(),
  setToken: (token) => {
    try {
      if (token) sessionStorage.setItem(TOKEN_STORAGE_KEY, token);
      else sessionStorage.removeItem(TOKEN_STORAGE_KEY);
    } catch {
      // Storage may be unavailable; the in-memory token still drives this visit.
    }
    set({ token });
  },
}));

/** True when a session token is present. */
export function useIsLoggedIn(): boolean {
  return useSession((s) => s.token !== null && s.token !== '');
}
