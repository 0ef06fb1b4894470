import { GAME_CATEGORIES, type GameCategory } from '../../../../shared/catalogue/categories';
import type { IconName } from '../icons';

/** One entry of the bottom navigation: home, a game category, promotions or app download. */
export interface NavItem {
  key: string;
  to: string;
  icon: IconName;
  /** Present for game categories (they get the vendor drop-down seam). */
  category?: GameCategory;
  /** Exact match for the active state ('/' would otherwise match everything). */
  end?: boolean;
}

/** Spec §2 bottom navigation: Home, each game category, Promotions, App download. */
export const NAV_ITEMS: readonly NavItem[] = [
  { key: 'home', to: '/', icon: 'home', end: true },
  ...GAME_CATEGORIES.map((c) => ({ key: c.key, to: c.path, icon: c.key as IconName, category: c })),
  { key: 'promotions', to: '/promotions', icon: 'promotions' },
  { key: 'download', to: '/down', icon: 'download' },
];
