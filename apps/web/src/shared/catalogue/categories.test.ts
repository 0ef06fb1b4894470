import { describe, expect, it } from 'vitest';
import { artSlug, categoryFromPath, vendorArtUrl, vendorsFor } from './categories';

describe('categoryFromPath', () => {
  it('reads the first segment case-insensitively', () => {
    expect(categoryFromPath('/rng')).toBe('rng');
    expect(categoryFromPath('/LIVE/')).toBe('live');
    expect(categoryFromPath('/lottery')).toBeNull();
    expect(categoryFromPath('/')).toBeNull();
  });
});

describe('vendorsFor', () => {
  const v = (name: string, gameTypes: string[], isHot = false) => ({ name, gameTypes, isHot });
  it('lists vendors of the category, hot first', () => {
    const list = [v('B', ['RNG']), v('A', ['RNG', 'FISH']), v('C', ['LIVE']), v('D', ['RNG'], true)];
    expect(vendorsFor(list, 'rng').map((x) => x.name)).toEqual(['D', 'A', 'B']);
    expect(vendorsFor(list, 'fish').map((x) => x.name)).toEqual(['A']);
  });
  it('lists both electronic and classic lottery vendors on /elott', () => {
    expect(vendorsFor([v('E', ['ELOTT']), v('L', ['LOTT'])], 'elott')).toHaveLength(2);
  });
});

describe('art urls', () => {
  it('uses the slug form the art route accepts', () => {
    expect(artSlug('CQ9')).toBe('cq9');
    expect(artSlug('Red Tiger!')).toBe('red-tiger');
    expect(vendorArtUrl('PG', 'PG Soft', 'rng')).toBe('/media/art/game/pg.svg?t=PG+Soft&m=slot');
  });
});
