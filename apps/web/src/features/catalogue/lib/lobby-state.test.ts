import { describe, expect, it } from 'vitest';
import { clampPage, INITIAL_LOBBY_STATE, type LobbyState, lobbyReducer } from './lobby-state';

const filteredState: LobbyState = { mode: 'all', term: 'dragon', classify: 'SLOT', minBet: 5, page: 3 };

describe('lobbyReducer', () => {
  it('a vendor change resets filters and paging and selects hot', () => {
    expect(lobbyReducer(filteredState, { type: 'vendorChanged' })).toEqual({
      mode: 'hot',
      term: '',
      classify: null,
      minBet: null,
      page: 1,
    });
  });

  it('runs a search only when the term changed', () => {
    const same = lobbyReducer(filteredState, { type: 'search', term: '  dragon ' });
    expect(same).toBe(filteredState);
    const next = lobbyReducer(filteredState, { type: 'search', term: 'tiger' });
    expect(next).toEqual({ ...filteredState, term: 'tiger', page: 1 });
  });

  it('a search from the hot list goes to the full list', () => {
    const hot = { ...INITIAL_LOBBY_STATE, mode: 'hot' as const };
    expect(lobbyReducer(hot, { type: 'search', term: 'gold' })).toMatchObject({ mode: 'all', term: 'gold' });
    // An empty search on the hot list changes nothing.
    expect(lobbyReducer(hot, { type: 'search', term: ' ' })).toBe(hot);
  });

  it('classification and minimum bet filter from page 1', () => {
    expect(lobbyReducer(filteredState, { type: 'classify', classify: 'FISH' })).toMatchObject({
      classify: 'FISH',
      page: 1,
    });
    expect(lobbyReducer(filteredState, { type: 'minBet', minBet: null })).toMatchObject({ minBet: null, page: 1 });
    expect(lobbyReducer(filteredState, { type: 'minBet', minBet: 5 })).toBe(filteredState);
  });

  it('a mode change goes back to page 1 and keeps the filters', () => {
    expect(lobbyReducer(filteredState, { type: 'mode', mode: 'fav' })).toEqual({
      ...filteredState,
      mode: 'fav',
      page: 1,
    });
  });

  it('clamps the page between 1 and the total pages', () => {
    expect(lobbyReducer(filteredState, { type: 'page', page: 9, totalPages: 4 }).page).toBe(4);
    expect(lobbyReducer(filteredState, { type: 'page', page: 0, totalPages: 4 }).page).toBe(1);
    expect(lobbyReducer(filteredState, { type: 'page', page: 2, totalPages: 4 }).page).toBe(2);
  });
});

describe('clampPage', () => {
  it('keeps page 1 for an empty list and ignores nonsense', () => {
    expect(clampPage(5, 0)).toBe(1);
    expect(clampPage(Number.NaN, 3)).toBe(1);
    expect(clampPage(-2, 3)).toBe(1);
    expect(clampPage(2.7, 3)).toBe(2);
  });
});
