import type { OperatorPermission } from '@app/contracts';
import type { ReactNode } from 'react';
import type { Me } from './me-type';

/**
 * One back-office screen. Each feature folder declares its own in `features/<name>/screen.tsx`
 * (`export const screen: Screen = …`): found here at build time, so adding a screen touches no shared file.
 * Its texts live in `features/<name>/locales/{vi,en}.json` under the key `<name>` (shared/i18n).
 */
export interface Screen {
  /** Sidebar label key nav.<key>; also the key of the screen's own texts. */
  key: string;
  /** Route under /admin; `path/*` routes are added for screens with sub-pages (a player's 360° page). */
  path: string;
  /** Shows the screen in the sidebar and opens it (the server checks every call on its own: route-permissions.ts). */
  permission: OperatorPermission;
  /** Sidebar order (small first). */
  order: number;
  /** Listed in the sidebar (false: reachable by link only). Default true. */
  nav?: boolean;
  render: (me: Me) => ReactNode;
}

const modules = import.meta.glob<{ screen: Screen }>('../features/*/screen.tsx', { eager: true });

/** Every screen, in the sidebar's order. */
export const SCREENS: readonly Screen[] = Object.values(modules)
  .map((m) => m.screen)
  .sort((a, b) => a.order - b.order || a.key.localeCompare(b.key));
