import { describe, expect, it } from 'vitest';
import { readSessionSnapshot, restoreAfterClear, SESSION_KEYS, writeSessionSnapshot } from './session-storage';

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

describe('session storage keys (spec §3)', () => {
  it('writes and reads back token, isAgent, account, memberLabel, customerId and the member type', () => {
    const s = memoryStorage();
    writeSessionSnapshot(
      { token: 't', account: 'agent01', isAgent: true, memberType: 1, customerId: 7, memberLabel: ['Gold'] },
      s,
    );
    expect(s.getItem(SESSION_KEYS.isAgent)).toBe('true');
    expect(s.getItem(SESSION_KEYS.memberLabel)).toBe('["Gold"]');
    expect(readSessionSnapshot(s)).toEqual({
      token: 't',
      account: 'agent01',
      isAgent: true,
      memberType: 1,
      customerId: 7,
      memberLabel: ['Gold'],
    });
  });

  it('reads an empty or damaged storage as a visitor', () => {
    const s = memoryStorage();
    s.setItem(SESSION_KEYS.memberLabel, '{oops');
    s.setItem(SESSION_KEYS.customerId, 'abc');
    expect(readSessionSnapshot(s)).toEqual({
      token: null,
      account: null,
      isAgent: false,
      memberType: null,
      customerId: null,
      memberLabel: [],
    });
  });

  it('logout clears everything but restores the merchant values', () => {
    const s = memoryStorage();
    s.setItem('merchant', 'vn88');
    s.setItem('merchantCode', 'VN88');
    s.setItem('token', 't');
    s.setItem('qc:routers', '{}');
    restoreAfterClear(s);
    expect(s.length).toBe(2);
    expect(s.getItem('merchant')).toBe('vn88');
    expect(s.getItem('merchantCode')).toBe('VN88');
  });
});
