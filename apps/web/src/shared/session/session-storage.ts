/** Session storage key of the member's token (spec §3). */
export const TOKEN_STORAGE_KEY = 'token';

/** Session-storage keys of spec §3 that this store owns (memberType is ours: the trial check needs it). */
export const SESSION_KEYS = {
  token: TOKEN_STORAGE_KEY,
  isAgent: 'isAgent',
  account: 'account',
  memberLabel: 'memberLabel',
  customerId: 'customerId',
  memberType: 'memberType',
} as const;

/** Values the operator's site set for this tab; they survive a logout (spec §4 "merchant values restored"). */
export const MERCHANT_KEYS = ['merchant', 'merchantCode'] as const;

export interface SessionSnapshot {
  token: string | null;
  account: string | null;
  isAgent: boolean;
  memberType: number | null;
  customerId: number | null;
  memberLabel: string[];
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function parseLabels(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const v: unknown = JSON.parse(raw);
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

function parseIntOrNull(raw: string | null): number | null {
  if (raw === null || raw === '') return null;
  const n = Number(raw);
  return Number.isInteger(n) ? n : null;
}

/** Reads the stored session; an unreadable storage means a visitor. */
export function readSessionSnapshot(s: Storage | null = storage()): SessionSnapshot {
  const get = (k: string) => s?.getItem(k) ?? null;
  const token = get(SESSION_KEYS.token);
  return {
    token: token || null,
    account: get(SESSION_KEYS.account),
    isAgent: get(SESSION_KEYS.isAgent) === 'true',
    memberType: parseIntOrNull(get(SESSION_KEYS.memberType)),
    customerId: parseIntOrNull(get(SESSION_KEYS.customerId)),
    memberLabel: parseLabels(get(SESSION_KEYS.memberLabel)),
  };
}

/** Writes the snapshot; null values remove their key. */
export function writeSessionSnapshot(snap: SessionSnapshot, s: Storage | null = storage()): void {
  if (!s) return;
  const put = (k: string, v: string | null) => {
    try {
      if (v === null) s.removeItem(k);
      else s.setItem(k, v);
    } catch {
      // A full or blocked storage still leaves the in-memory session for this visit.
    }
  };
  put(SESSION_KEYS.token, snap.token);
  put(SESSION_KEYS.account, snap.account);
  put(SESSION_KEYS.isAgent, snap.token ? String(snap.isAgent) : null);
  put(SESSION_KEYS.memberType, snap.memberType === null ? null : String(snap.memberType));
  put(SESSION_KEYS.customerId, snap.customerId === null ? null : String(snap.customerId));
  put(SESSION_KEYS.memberLabel, snap.token ? JSON.stringify(snap.memberLabel) : null);
}

/** Clears the whole session storage, then puts the merchant values back. */
export function restoreAfterClear(s: Storage | null = storage()): void {
  if (!s) return;
  const kept = MERCHANT_KEYS.map((k) => [k, s.getItem(k)] as const);
  s.clear();
  for (const [k, v] of kept) if (v !== null) s.setItem(k, v);
}
