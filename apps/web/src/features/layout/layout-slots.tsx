import { createContext, type ReactNode, useContext } from 'react';
import type { GameCategory } from '../../shared/catalogue/categories';

/** Member-centre pages the phone tab bar opens (spec §2 member centre). */
export type MemberCentrePage = 'depositv2' | 'securityCenter';

/**
 * Seams later issues fill without touching the layout: the accounts issue swaps the login
 * buttons for its login form / account summary and opens the member centre; the games issue
 * adds the vendor drop-down of each category in the bottom navigation.
 */
export interface LayoutSlots {
  /** Right side of the top bar; defaults to the login / register buttons. */
  account?: ReactNode;
  /** Drop-down under a category of the bottom navigation (up to 30 vendors, spec §2). */
  categoryMenu?: (category: GameCategory) => ReactNode;
  /**
   * The same vendors for phones, in the bottom sheet a category of the phone's category bar opens;
   * `close` closes the sheet once a choice is made.
   */
  categorySheet?: (category: GameCategory, close: () => void) => ReactNode;
  /** Body of the side menu's recent games panel; defaults to 'No data'. */
  recentGames?: ReactNode;
  /** Opens the member centre at a page when a logged-in player taps Deposit or Account. */
  openMemberCentre?: (page: MemberCentrePage) => void;
}

const LayoutSlotsContext = createContext<LayoutSlots>({});

/** Provides the layout's slots once, at the app root. */
export function LayoutSlotsProvider({ value, children }: { value: LayoutSlots; children: ReactNode }) {
  return <LayoutSlotsContext.Provider value={value}>{children}</LayoutSlotsContext.Provider>;
}

export function useLayoutSlots(): LayoutSlots {
  return useContext(LayoutSlotsContext);
}
