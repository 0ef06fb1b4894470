import { describe, expect, it } from 'vitest';
import { isSameLocation } from './same-location';
import { gameCategoryFromPath } from './use-game-category';

describe('gameCategoryFromPath', () => {
  it('upper-cases the first segment into the category', () => {
    expect(gameCategoryFromPath('/live')).toBe('LIVE');
    expect(gameCategoryFromPath('/rng')).toBe('RNG');
    expect(gameCategoryFromPath('/cockfight')).toBe('COCKFIGHT');
    expect(gameCategoryFromPath('/elott')).toBe('ELOTT');
    expect(gameCategoryFromPath('/Fish/')).toBe('FISH');
  });

  it('is null outside the lobbies', () => {
    expect(gameCategoryFromPath('/')).toBeNull();
    expect(gameCategoryFromPath('/promotions')).toBeNull();
    expect(gameCategoryFromPath('/lottery')).toBeNull();
  });
});

describe('isSameLocation', () => {
  const here = { pathname: '/rng', search: '?page=PG', hash: '' };
  it('detects a navigation to where we already are', () => {
    expect(isSameLocation(here, '/rng?page=PG')).toBe(true);
    expect(isSameLocation(here, '/rng/?page=PG')).toBe(true);
  });
  it('lets a real change through', () => {
    expect(isSameLocation(here, '/rng')).toBe(false);
    expect(isSameLocation(here, '/rng?page=JILI')).toBe(false);
    expect(isSameLocation(here, '/rng?page=PG#top')).toBe(false);
    expect(isSameLocation(here, '/live')).toBe(false);
  });
});
