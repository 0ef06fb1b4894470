import { MinBetOptions, LOBBY_PAGE_SIZE as PAGE_SIZE } from '@app/contracts';

/**
 * The game lobby's filter state (spec §2 game lobby, §9): mode, search term, classification,
 * minimum bet and page. Pure so every rule is unit-tested; the vendor itself lives in the address
 * (?page= / ?vassalage=) and a vendor change is dispatched here to reset the rest.
 */

export const LOBBY_MODES = ['all', 'hot', 'fav', 'recent'] as const;
export type LobbyMode = (typeof LOBBY_MODES)[number];

/** Spec §9 page size of the game list (15). */
export const LOBBY_PAGE_SIZE = PAGE_SIZE;

/**
 * Minimum-bet options of spec §2 (all, 0.01, 0.05, 0.1, 0.5, 0.75) in minor units (1/100), so no
 * float ever reaches a filter; null = all.
 */
export const MIN_BET_OPTIONS: readonly (number | null)[] = [null, ...MinBetOptions];

export interface LobbyState {
  mode: LobbyMode;
  /** The term the list was last searched with (what the query uses). */
  term: string;
  /** Selected classification (gameClassify); null = all. */
  classify: string | null;
  /** Minimum bet in minor units; null = all. */
  minBet: number | null;
  page: number;
}

export type LobbyAction =
  | { type: 'vendorChanged' }
  | { type: 'mode'; mode: LobbyMode }
  | { type: 'search'; term: string }
  | { type: 'classify'; classify: string | null }
  | { type: 'minBet'; minBet: number | null }
  | { type: 'page'; page: number; totalPages: number };

/** First visit shows every game of the vendor. */
export const INITIAL_LOBBY_STATE: LobbyState = { mode: 'all', term: '', classify: null, minBet: null, page: 1 };

/** Spec §2: changing vendor resets the filters and paging and selects hot. */
const AFTER_VENDOR_CHANGE: LobbyState = { ...INITIAL_LOBBY_STATE, mode: 'hot' };

/** Spec §2: page number clamped between 1 and the total pages (a list with no page still has page 1). */
export function clampPage(page: number, totalPages: number): number {
  const last = Math.max(1, Math.floor(totalPages));
  if (!Number.isFinite(page)) return 1;
  return Math.min(last, Math.max(1, Math.floor(page)));
}

/**
 * Filters narrow the full game list, so setting one while on hot / fav / recent switches to 'all'
 * (those lists are fixed selections with no filter of their own).
 */
function filtered(state: LobbyState, patch: Partial<LobbyState>): LobbyState {
  return { ...state, ...patch, mode: 'all', page: 1 };
}

/**
 * Returns the same object when nothing changes, so React skips the render and the query key
 * stays the same (a search with an unchanged term does not run again, spec §2).
 */
export function lobbyReducer(state: LobbyState, action: LobbyAction): LobbyState {
  switch (action.type) {
    case 'vendorChanged':
      return AFTER_VENDOR_CHANGE;
    case 'mode':
      return action.mode === state.mode ? state : { ...state, mode: action.mode, page: 1 };
    case 'search': {
      const term = action.term.trim();
      if (term === state.term && (state.mode === 'all' || term === '')) return state;
      return filtered(state, { term });
    }
    case 'classify':
      return action.classify === state.classify ? state : filtered(state, { classify: action.classify });
    case 'minBet':
      return action.minBet === state.minBet ? state : filtered(state, { minBet: action.minBet });
    case 'page': {
      const page = clampPage(action.page, action.totalPages);
      return page === state.page ? state : { ...state, page };
    }
  }
}
