/** Public surface of the lobby feature for the app shell (the lobby pages load with their route groups). */
import './components/vendor-games-modal';

export { HomeGames } from './components/home-games';
export { RecentGamesList } from './components/recent-games-list';
export { VendorDropdown } from './components/vendor-dropdown';
export { VendorSheetList } from './components/vendor-sheet-list';
export { launchGame } from './launch/launch-game';
export type { VendorChoiceHandler } from './lib/vendor-choice';
