/**
 * Remember-me (spec §9: 1 day), improved as issue 3 asks: only the username and the server's
 * revocable remember token are kept, in localStorage — never a password, never a cookie.
 */
export const REMEMBER_STORAGE_KEY = 'rememberLogin';
export const REMEMBER_TTL_MS = 86_400_000;
/** Set in sessionStorage by an explicit sign-out, so this tab does not sign straight back in. */
export const REMEMBER_PAUSED_KEY = 'rememberPaused';

export interface RememberedLogin {
  username: string;
  rememberToken: string;
  expiresAt: number;
}

function local(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Saves the username and token for one day from `now`. */
export function saveRemembered(
  entry: { username: string; rememberToken: string },
  now: number,
  s: Storage | null = local(),
): void {
  const value: RememberedLogin = { ...entry, expiresAt: now + REMEMBER_TTL_MS };
  try {
    s?.setItem(REMEMBER_STORAGE_KEY, JSON.stringify(value));
  } catch {
    // Without storage the player simply logs in again next time.
  }
}

/** The remembered login, or null when none, unreadable or expired (an expired one is removed). */
export function readRemembered(now: number, s: Storage | null = local()): RememberedLogin | null {
  const raw = s?.getItem(REMEMBER_STORAGE_KEY);
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<RememberedLogin>;
    if (
      typeof v.username === 'string' &&
      typeof v.rememberToken === 'string' &&
      typeof v.expiresAt === 'number' &&
      v.expiresAt > now
    ) {
      return { username: v.username, rememberToken: v.rememberToken, expiresAt: v.expiresAt };
    }
  } catch {
    // Unreadable: treated as absent and removed below.
  }
  clearRemembered(s);
  return null;
}

export function clearRemembered(s: Storage | null = local()): void {
  try {
    s?.removeItem(REMEMBER_STORAGE_KEY);
  } catch {
    // Nothing to clear.
  }
}

/** True when this tab signed out on purpose: the remembered login is offered, not used automatically. */
export function rememberPaused(): boolean {
  try {
    return window.sessionStorage.getItem(REMEMBER_PAUSED_KEY) === '1';
  } catch {
    return false;
  }
}

export function pauseRemember(): void {
  try {
    window.sessionStorage.setItem(REMEMBER_PAUSED_KEY, '1');
  } catch {
    // Best effort.
  }
}
