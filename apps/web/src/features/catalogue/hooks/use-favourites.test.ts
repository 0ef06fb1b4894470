import { describe, expect, it } from 'vitest';
import { flipFavourite } from './use-favourites';

describe('flipFavourite', () => {
  it('adds once and removes', () => {
    expect(flipFavourite(['A'], 'B', true)).toEqual(['A', 'B']);
    expect(flipFavourite(['A', 'B'], 'B', true)).toEqual(['A', 'B']);
    expect(flipFavourite(['A', 'B'], 'A', false)).toEqual(['B']);
    expect(flipFavourite([], 'A', false)).toEqual([]);
  });
});
