import type { OperatorPermission } from '@app/contracts';

/**
 * The back office's screens, in the sidebar's order. A screen is listed only once it exists; each names the
 * permission that shows it (the server checks every call on its own, route-permissions.ts).
 * To add a screen: a feature folder with its page, one line here, one route in routes.tsx, its texts in
 * locales/{vi,en}/admin.json (nav.<key> and its own keys).
 */
export const SCREENS = [
  { key: 'dashboard', path: '/', permission: 'dashboard.view' },
  { key: 'operators', path: '/operators', permission: 'operators.view' },
  { key: 'security', path: '/security', permission: 'operators.view' },
  { key: 'audit', path: '/audit', permission: 'audit.view' },
] as const satisfies readonly { key: string; path: string; permission: OperatorPermission }[];
