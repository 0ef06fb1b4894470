import { create } from 'zustand';
import { readSessionSnapshot, restoreAfterClear, type SessionSnapshot, writeSessionSnapshot } from './session-storage';

export { SESSION_KEYS, TOKEN_STORAGE_KEY } from './session-storage';

/** Member type of a trial (free-play) account (spec §6). */
export const TRIAL_MEMBER_TYPE = 4;

/** What a successful login gives the session (spec §3 session-storage keys). */
export interface SignInInput {
  token: string;
  account: string;
  isAgent: boolean;
  memberType: number;
  customerId: number;
  memberLabel: string[];
}

interface SessionState extends SessionSnapshot {
  /** Stores (or clears, with null) the token only; prefer signIn/signOut. */
  setToken: (token: string | null) => void;
  /** Stores a new session (token plus the member keys) in memory and in sessionStorage. */
  signIn: (input: SignInInput) => void;
  /** Refreshes the member keys from a newer member-info answer, keeping the token. */
  updateMember: (patch: Partial<Omit<SignInInput, 'token'>>) => void;
  /**
   * Ends the session locally (spec §4 logout): session storage cleared, the merchant values
   * restored, login state and agent flag reset.
   */
  signOut: () => void;
}

/** Session store: login state is the presence of a token (spec §4). */
export const useSession = create<SessionState>((set, get) => ({
  ...readSessionSnapshot(),
  setToken: (token) => {
    const next = { ...pick(get()), token };
    writeSessionSnapshot(next);
    set({ token });
  },
  signIn: (input) => {
    const next: SessionSnapshot = {
      token: input.token,
      account: input.account,
      isAgent: input.isAgent,
      memberType: input.memberType,
      customerId: input.customerId,
      memberLabel: input.memberLabel,
    };
    writeSessionSnapshot(next);
    set(next);
  },
  updateMember: (patch) => {
    const next = { ...pick(get()), ...patch };
    writeSessionSnapshot(next);
    set(next);
  },
  signOut: () => {
    restoreAfterClear();
    set({ token: null, account: null, isAgent: false, memberType: null, customerId: null, memberLabel: [] });
  },
}));

function pick(s: SessionSnapshot): SessionSnapshot {
  return {
    token: s.token,
    account: s.account,
    isAgent: s.isAgent,
    memberType: s.memberType,
    customerId: s.customerId,
    memberLabel: s.memberLabel,
  };
}

/** True when a session token is present. */
export function useIsLoggedIn(): boolean {
  return useSession((s) => s.token !== null && s.token !== '');
}

/** True for a trial (free-play) account, refused the centres and protected actions. */
export function useIsTrial(): boolean {
  return useSession((s) => s.memberType === TRIAL_MEMBER_TYPE);
}

/** Non-hook reads for plain functions (guards, API helpers). */
export const sessionNow = {
  token: () => useSession.getState().token,
  isTrial: () => useSession.getState().memberType === TRIAL_MEMBER_TYPE,
  isAgent: () => useSession.getState().isAgent,
};
