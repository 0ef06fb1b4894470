import type { LayoutSlots } from '../features/layout';
import { RecentGamesList, VendorDropdown } from '../features/lobby';

/**
 * Composition of the games feature into the layout's seams: each category's vendor drop-down in the
 * bottom navigation and the recent games panel of the side menu.
 */
export const gameLayoutSlots: Pick<LayoutSlots, 'categoryMenu' | 'recentGames'> = {
  categoryMenu: (category) => <VendorDropdown category={category} />,
  recentGames: <RecentGamesList />,
};
