import { describe, expect, it } from 'vitest';
import { clearSessionCache, readSessionCache, SESSION_CACHE_PREFIX, writeSessionCache } from './session-cache';

class MemoryStorage implements Storage {
  private map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(k: string) {
    return this.map.get(k) ?? null;
  }
  key(i: number) {
    return [...this.map.keys()][i] ?? null;
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
  setItem(k: string, v: string) {
    this.map.set(k, v);
  }
}

describe('session cache', () => {
  it('round-trips a value with the time it was saved', () => {
    const s = new MemoryStorage();
    writeSessionCache('routers:0:vi', { a: 1 }, 1234, s);
    expect(readSessionCache('routers:0:vi', s)).toEqual({ value: { a: 1 }, savedAt: 1234 });
    expect(s.getItem(`${SESSION_CACHE_PREFIX}routers:0:vi`)).not.toBeNull();
  });

  it('treats missing or corrupt entries as absent', () => {
    const s = new MemoryStorage();
    expect(readSessionCache('nope', s)).toBeUndefined();
    s.setItem(`${SESSION_CACHE_PREFIX}bad`, '{not json');
    expect(readSessionCache('bad', s)).toBeUndefined();
    s.setItem(`${SESSION_CACHE_PREFIX}old`, JSON.stringify({ value: 1 }));
    expect(readSessionCache('old', s)).toBeUndefined();
  });

  it('clears only its own keys (the token survives a language change)', () => {
    const s = new MemoryStorage();
    s.setItem('token', 'abc');
    writeSessionCache('notices:vi', [1], 1, s);
    writeSessionCache('whitelabel:vi', [2], 1, s);
    clearSessionCache(s);
    expect(s.length).toBe(1);
    expect(s.getItem('token')).toBe('abc');
  });

  it('survives a full storage quota', () => {
    const s = new MemoryStorage();
    s.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    expect(() => writeSessionCache('x', 1, 1, s)).not.toThrow();
  });
});
