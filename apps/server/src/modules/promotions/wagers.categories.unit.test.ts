import { GameTypeNames } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { WAGER_CATEGORIES, wagerCategoryOf } from './wagers.categories.js';

describe('wager categories', () => {
  it('folds catalogue game types into the product categories', () => {
    expect(wagerCategoryOf('RNG')).toBe('slots');
    expect(wagerCategoryOf('LOTT')).toBe('lottery');
    expect(wagerCategoryOf('ELOTT')).toBe('lottery');
    expect(wagerCategoryOf('LIVE')).toBe('live');
    expect(wagerCategoryOf('SPORTS')).toBe('sports');
  });

  it('every catalogue game type lands in a known category', () => {
    for (const t of GameTypeNames) expect(WAGER_CATEGORIES).toContain(wagerCategoryOf(t));
  });
});
