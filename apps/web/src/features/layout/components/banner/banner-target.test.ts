import { describe, expect, it } from 'vitest';
import { bannerTarget, shouldAutoplay } from './banner-target';

describe('bannerTarget', () => {
  it('is not clickable for NONE or an empty target', () => {
    expect(bannerTarget({ linkageType: 'NONE', linkageTarget: '/rng' })).toEqual({ kind: 'none' });
    expect(bannerTarget({ linkageType: 'ROUTE', linkageTarget: null })).toEqual({ kind: 'none' });
    expect(bannerTarget({ linkageType: 'URL', linkageTarget: '  ' })).toEqual({ kind: 'none' });
  });

  it('navigates to routes, promotions and games', () => {
    expect(bannerTarget({ linkageType: 'ROUTE', linkageTarget: '/rng?page=PG' })).toEqual({
      kind: 'route',
      to: '/rng?page=PG',
    });
    expect(bannerTarget({ linkageType: 'PROMO', linkageTarget: '12' })).toEqual({
      kind: 'route',
      to: '/promoDetail?id=12',
    });
    expect(bannerTarget({ linkageType: 'GAME', linkageTarget: 'a b' })).toEqual({
      kind: 'route',
      to: '/game?nodeId=a%20b',
    });
  });

  it('opens only http(s) URLs externally', () => {
    expect(bannerTarget({ linkageType: 'URL', linkageTarget: 'https://t.me/x' })).toEqual({
      kind: 'external',
      href: 'https://t.me/x',
    });
    expect(bannerTarget({ linkageType: 'URL', linkageTarget: 'javascript:alert(1)' })).toEqual({ kind: 'none' });
    expect(bannerTarget({ linkageType: 'ROUTE', linkageTarget: 'https://example.com/a' })).toEqual({
      kind: 'external',
      href: 'https://example.com/a',
    });
  });
});

describe('shouldAutoplay', () => {
  it('autoplays only with more than one banner', () => {
    expect(shouldAutoplay(0)).toBe(false);
    expect(shouldAutoplay(1)).toBe(false);
    expect(shouldAutoplay(2)).toBe(true);
  });
});
