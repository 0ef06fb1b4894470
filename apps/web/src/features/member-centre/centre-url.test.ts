import { describe, expect, it } from 'vitest';
import { centreHref } from './centre-url';

describe('centreHref (the open page lives in ?mc=)', () => {
  it('opens a page on the current route, keeping its other parameters and hash', () => {
    expect(centreHref('https://x.test/rng?page=PG#top', 'depositv2')).toBe('/rng?page=PG&mc=depositv2#top');
  });

  it('switches page and drops the previous page parameters', () => {
    expect(centreHref('https://x.test/?mc=depositv2&depositId=7', 'withdraw')).toBe('/?mc=withdraw');
    expect(centreHref('https://x.test/?mc=securityCenter', 'depositv2', { depositId: '9' })).toBe(
      '/?mc=depositv2&depositId=9',
    );
  });

  it('closes the centre, leaving the page underneath as it was', () => {
    expect(centreHref('https://x.test/vip?mc=withdraw&depositId=3&x=1', null)).toBe('/vip?x=1');
  });
});
