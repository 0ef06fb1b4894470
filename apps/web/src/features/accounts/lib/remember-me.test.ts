import { describe, expect, it } from 'vitest';
import { clearRemembered, REMEMBER_STORAGE_KEY, REMEMBER_TTL_MS, readRemembered, saveRemembered } from './remember-me';

/** A Map-backed Storage for node tests. */
function memoryStorage(): Storage {
  const m = new Map<string, string>();
  return {
    get length() {
      return m.size;
    },
    clear: () => m.clear(),
    getItem: (k) => m.get(k) ?? null,
    key: (i) => [...m.keys()][i] ?? null,
    removeItem: (k) => void m.delete(k),
    setItem: (k, v) => void m.set(k, String(v)),
  };
}

describe('remember-me storage', () => {
  it('keeps only the username, the revocable token and the expiry — never a password', () => {
    const s = memoryStorage();
    saveRemembered({ username: 'demo01', rememberToken: 'tok' }, 1_000, s);
    const raw = JSON.parse(s.getItem(REMEMBER_STORAGE_KEY) as string) as Record<string, unknown>;
    expect(Object.keys(raw).sort()).toEqual(['expiresAt', 'rememberToken', 'username']);
    expect(raw.expiresAt).toBe(1_000 + REMEMBER_TTL_MS);
  });

  it('lasts exactly one day (spec §9: 86 400 000 ms), then is dropped from storage', () => {
    const s = memoryStorage();
    expect(REMEMBER_TTL_MS).toBe(86_400_000);
    saveRemembered({ username: 'demo01', rememberToken: 'tok' }, 0, s);
    expect(readRemembered(REMEMBER_TTL_MS - 1, s)).toEqual({
      username: 'demo01',
      rememberToken: 'tok',
      expiresAt: REMEMBER_TTL_MS,
    });
    expect(readRemembered(REMEMBER_TTL_MS, s)).toBeNull();
    expect(s.getItem(REMEMBER_STORAGE_KEY)).toBeNull();
  });

  it('treats unreadable or incomplete entries as absent and removes them', () => {
    const s = memoryStorage();
    s.setItem(REMEMBER_STORAGE_KEY, '{not json');
    expect(readRemembered(0, s)).toBeNull();
    expect(s.getItem(REMEMBER_STORAGE_KEY)).toBeNull();
    s.setItem(REMEMBER_STORAGE_KEY, JSON.stringify({ username: 'x', expiresAt: 10 }));
    expect(readRemembered(0, s)).toBeNull();
  });

  it('clears on demand', () => {
    const s = memoryStorage();
    saveRemembered({ username: 'a', rememberToken: 'b' }, 0, s);
    clearRemembered(s);
    expect(readRemembered(0, s)).toBeNull();
  });
});
