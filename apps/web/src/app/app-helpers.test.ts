import { describe, expect, it } from 'vitest';
import { ChunkLoadError, isChunkLoadError, loadChunk } from './chunk-load';
import { referralCodeFrom } from './referral-code';
import { mustRedirectToLogin } from './route-handle';
import { formatEndTime, formatRemaining } from './status/end-time';

describe('mustRedirectToLogin', () => {
  it('does nothing when the flag is off or a token exists', () => {
    expect(mustRedirectToLogin('/vip', false, false)).toBe(false);
    expect(mustRedirectToLogin('/vip', true, true)).toBe(false);
  });
  it('redirects every route except the public ones', () => {
    for (const p of ['/login', '/register', '/register.html', '/helpmc', '/download', '/download/']) {
      expect(mustRedirectToLogin(p, true, false)).toBe(false);
    }
    for (const p of ['/', '/home', '/rng', '/help', '/down', '/forget', '/nope']) {
      expect(mustRedirectToLogin(p, true, false)).toBe(true);
    }
  });
});

describe('referralCodeFrom', () => {
  it('reads referralCode on the registration routes only', () => {
    expect(referralCodeFrom({ pathname: '/register', search: '?referralCode=AB12' })).toBe('AB12');
    expect(referralCodeFrom({ pathname: '/register.html', search: '?referralCode=%20x%20' })).toBe('x');
    expect(referralCodeFrom({ pathname: '/register', search: '' })).toBeNull();
    expect(referralCodeFrom({ pathname: '/login', search: '?referralCode=AB12' })).toBeNull();
  });
});

describe('loadChunk', () => {
  it('turns a slow chunk into ChunkLoadError', async () => {
    await expect(loadChunk(new Promise(() => undefined), 5)).rejects.toBeInstanceOf(ChunkLoadError);
  });
  it('turns an import failure into ChunkLoadError and passes values through', async () => {
    await expect(
      loadChunk(Promise.reject(new TypeError('Failed to fetch dynamically imported module: x'))),
    ).rejects.toSatisfy(isChunkLoadError);
    await expect(loadChunk(Promise.resolve(7))).resolves.toBe(7);
  });
  it('recognises browser messages', () => {
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
  });
});

describe('maintenance end time', () => {
  it('is shown in the user language in the operator zone', () => {
    const iso = '2030-01-02T03:04:00Z';
    expect(formatEndTime(iso, 'en')).toContain('10:04');
    expect(formatEndTime(iso, 'en')).toContain('GMT+7');
    expect(formatEndTime(iso, 'vi')).toContain('10:04');
    expect(formatEndTime('not a date', 'vi')).toBeNull();
  });
  it('counts down', () => {
    expect(formatRemaining(3_725_000, 0)).toBe('1:02:05');
    expect(formatRemaining(65_000, 0)).toBe('1:05');
    expect(formatRemaining(0, 10)).toBeNull();
  });
});
