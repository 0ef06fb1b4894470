import type { OperatorPermission } from '@app/contracts';

/**
 * THE table of which permission each operator endpoint needs, keyed `METHOD path` exactly as the endpoint is
 * registered (its contract's method and path pattern). The router checks it on every `auth: 'operator'` call
 * (operator-access.ts, wired into platform/http/route.ts), so a route is never guarded only by the UI.
 *
 * A new operator route MUST get a line here: until it has one, only owners may call it, and
 * route-permissions.test.ts fails naming it. Roles → permissions: RolePermissions in backoffice.contract.ts.
 */
export const ROUTE_PERMISSIONS: Readonly<Record<string, OperatorPermission>> = {
  // Own session, password, two-factor: every role.
  'GET /wps/operator/session': 'self',
  'POST /wps/operator/session/logout': 'self',
  'POST /wps/operator/session/password': 'self',
  'POST /wps/operator/totp/enrol': 'self',
  'POST /wps/operator/totp/confirm': 'self',

  // Back office foundation (issue 19).
  'GET /wps/operator/dashboard': 'dashboard.view',
  'GET /wps/operator/dashboard/trend': 'dashboard.view',
  'GET /wps/operator/operators': 'operators.view',
  'GET /wps/operator/roles': 'operators.view',
  'POST /wps/operator/operators': 'operators.manage',
  'PUT /wps/operator/operators/:id': 'operators.manage',
  'POST /wps/operator/operators/:id/totp-reset': 'operators.manage',
  'GET /wps/operator/security': 'operators.view',
  'PUT /wps/operator/security': 'security.manage',
  'GET /wps/operator/audit': 'audit.view',
  'GET /wps/operator/audit.csv': 'audit.view',
  'GET /wps/operator/audit/verify': 'audit.verify',

  // Money: manual adjustments, deposits, withdrawals, the bank feed.
  'POST /wps/operator/adjustments': 'balance.adjust',
  'GET /wps/operator/deposits': 'cashier.view',
  'POST /wps/operator/deposits/:id/confirm': 'cashier.manage',
  'POST /wps/operator/deposits/:id/reject': 'cashier.manage',
  'GET /wps/operator/deposit-methods': 'cashier.view',
  'PUT /wps/operator/deposit-methods/:code': 'cashier.manage',
  'GET /wps/operator/bank-feed/lines': 'cashier.view',
  'POST /wps/operator/bank-feed/lines/:id/assign': 'cashier.manage',
  'POST /wps/operator/bank-feed/lines/:id/dismiss': 'cashier.manage',
  'POST /wps/operator/bank-feed/sandbox-lines': 'cashier.manage',
  'GET /wps/operator/withdrawals': 'cashier.view',
  'POST /wps/operator/withdrawals/:id/approve': 'cashier.manage',
  'POST /wps/operator/withdrawals/:id/reject': 'cashier.manage',
  'POST /wps/operator/withdrawals/:id/dispute': 'cashier.manage',
  'GET /wps/operator/cashier-settings/:key': 'cashier.view',
  'PUT /wps/operator/cashier-settings/:key': 'cashier.manage',

  // Background jobs.
  'GET /wps/operator/jobs': 'jobs.view',
  'GET /wps/operator/jobs/:id': 'jobs.view',
  'POST /wps/operator/jobs/:id/retry': 'jobs.manage',

  // House games and rounds.
  'GET /wps/operator/round-games/:game/settings': 'games.view',
  'PUT /wps/operator/round-games/:game/settings': 'games.manage',
  'POST /wps/operator/rounds/:id/void': 'games.manage',
  'GET /wps/operator/rounds': 'games.view',
  'GET /wps/operator/rounds/:id': 'games.view',
  'GET /wps/operator/catalogue/vendors': 'games.view',
  'PUT /wps/operator/catalogue/vendors/:code': 'games.manage',
  'GET /wps/operator/catalogue/games': 'games.view',
  'PUT /wps/operator/catalogue/games/:nodeId': 'games.manage',
  'POST /wps/operator/catalogue/import': 'games.manage',

  // Lottery.
  'GET /wps/operator/lottery/games': 'lottery.view',
  'POST /wps/operator/lottery/games': 'lottery.manage',
  'GET /wps/operator/lottery/games/:game': 'lottery.view',
  'PUT /wps/operator/lottery/games/:game': 'lottery.manage',
  'PUT /wps/operator/lottery/games/:game/odds/:mode': 'lottery.manage',
  'GET /wps/operator/lottery/draws/:id/exposure': 'lottery.view',
  'POST /wps/operator/lottery/draws/:id/void': 'lottery.manage',
  'GET /wps/operator/lottery/results': 'lottery.view',
  'GET /wps/operator/lottery/results/:id': 'lottery.view',
  'POST /wps/operator/lottery/results/:id/entry': 'lottery.manage',
  'POST /wps/operator/lottery/results/:id/approve': 'lottery.manage',
  'POST /wps/operator/lottery/results/:id/reject': 'lottery.manage',
  'POST /wps/operator/lottery/results/:id/void': 'lottery.manage',
  'POST /wps/operator/lottery/results/:id/dismiss-feed': 'lottery.manage',
  'GET /wps/operator/lottery/result-alerts': 'lottery.view',
  'POST /wps/operator/lottery/result-alerts/:id/resolve': 'lottery.manage',
  'GET /wps/operator/lottery/results-feed': 'lottery.view',
  'PUT /wps/operator/lottery/results-feed': 'lottery.manage',

  // Agents.
  'GET /wps/operator/agent-applications': 'agents.view',
  'POST /wps/operator/agent-applications/:id/decision': 'agents.manage',
  'POST /wps/operator/agent-contracts': 'agents.manage',
  'GET /wps/operator/agent-contracts/settings': 'agents.view',
  'PUT /wps/operator/agent-contracts/settings': 'agents.manage',
  'GET /wps/operator/agent-settlements': 'agents.view',
  'POST /wps/operator/agent-settlements/:id/decision': 'agents.manage',
  'POST /wps/operator/agent-announcements': 'agents.manage',
  'PUT /wps/operator/members/:id/agent-domains': 'agents.manage',
  'PUT /wps/operator/members/:id/agent-terms': 'agents.manage',
  'PUT /wps/operator/members/:id/upline': 'agents.manage',
  'GET /wps/operator/agents/tree': 'agents.view',
  'GET /wps/operator/agents/:id/contracts': 'agents.view',

  // Players: search, 360° view, actions, four-eyes adjustments (backoffice-players).
  'GET /wps/operator/players': 'players.view',
  'GET /wps/operator/players.csv': 'players.view',
  'GET /wps/operator/players/:id': 'players.view',
  'POST /wps/operator/players/:id/lock': 'players.manage',
  'POST /wps/operator/players/:id/unlock': 'players.manage',
  'POST /wps/operator/players/:id/password-reset': 'players.manage',
  'GET /wps/operator/players/:id/notes': 'players.view',
  'POST /wps/operator/players/:id/notes': 'players.manage',
  'PUT /wps/operator/players/:id/vip': 'players.manage',
  'POST /wps/operator/players/:id/adjustments': 'balance.adjust',
  'GET /wps/operator/adjustment-requests': 'balance.adjust',
  'POST /wps/operator/adjustment-requests/:id/approve': 'balance.adjust',
  'POST /wps/operator/adjustment-requests/:id/reject': 'balance.adjust',
  'GET /wps/operator/adjustment-policy': 'players.view',
  'PUT /wps/operator/adjustment-policy': 'security.manage',

  // Players: labels.
  'GET /wps/operator/labels': 'players.view',
  'POST /wps/operator/labels': 'players.manage',
  'POST /wps/operator/labels/:code/assign': 'players.manage',
  'POST /wps/operator/labels/:code/unassign': 'players.manage',

  // Promotions, lucky wheel, VIP, points mall, missions, leaderboards, referral, inbox.
  'GET /wps/operator/promotions': 'promotions.view',
  'POST /wps/operator/promotions': 'promotions.manage',
  'PUT /wps/operator/promotions/:id': 'promotions.manage',
  'POST /wps/operator/promotions/:id/enabled': 'promotions.manage',
  'GET /wps/operator/promotions/:id/applications': 'promotions.view',
  'GET /wps/operator/promotions/:id/shared-claims': 'promotions.view',
  'GET /wps/operator/promotions/:id/rewards': 'promotions.view',
  'POST /wps/operator/promotion-entries/:id/decision': 'promotions.manage',
  'POST /wps/operator/promotion-rewards/:id/reverse': 'promotions.manage',
  'POST /wps/operator/promotions/grants': 'promotions.manage',
  'GET /wps/operator/promotions/:id/raffle-prizes': 'promotions.view',
  'PUT /wps/operator/promotions/:id/raffle-prizes': 'promotions.manage',
  'GET /wps/operator/vip': 'promotions.view',
  'PUT /wps/operator/vip': 'promotions.manage',
  'GET /wps/operator/points/rules': 'promotions.view',
  'PUT /wps/operator/points/rules': 'promotions.manage',
  'GET /wps/operator/points/rewards': 'promotions.view',
  'POST /wps/operator/points/rewards': 'promotions.manage',
  'PUT /wps/operator/points/rewards/:id': 'promotions.manage',
  'DELETE /wps/operator/points/rewards/:id': 'promotions.manage',
  'GET /wps/operator/points/redemptions': 'promotions.view',
  'POST /wps/operator/points/redemptions/:id/decision': 'promotions.manage',
  'POST /wps/operator/points/grants': 'promotions.manage',
  'GET /wps/operator/missions': 'promotions.view',
  'POST /wps/operator/missions': 'promotions.manage',
  'PUT /wps/operator/missions/:id': 'promotions.manage',
  'GET /wps/operator/leaderboards': 'promotions.view',
  'POST /wps/operator/leaderboards': 'promotions.manage',
  'PUT /wps/operator/leaderboards/:id': 'promotions.manage',
  'GET /wps/operator/referral': 'promotions.view',
  'PUT /wps/operator/referral': 'promotions.manage',
  'GET /wps/operator/messages': 'content.view',
  'POST /wps/operator/messages': 'content.manage',

  // Content: banners per group, notices (marquee, popups, promotion pages) (content.operator.routes.ts).
  'GET /wps/operator/content/banners': 'content.view',
  'POST /wps/operator/content/banners': 'content.manage',
  'PUT /wps/operator/content/banners/:id': 'content.manage',
  'DELETE /wps/operator/content/banners/:id': 'content.manage',
  'PUT /wps/operator/content/banner-order': 'content.manage',
  'GET /wps/operator/content/notices': 'content.view',
  'POST /wps/operator/content/notices': 'content.manage',
  'PUT /wps/operator/content/notices/:id': 'content.manage',
  'DELETE /wps/operator/content/notices/:id': 'content.manage',
  'GET /wps/operator/site-settings/:key': 'content.view',
  'PUT /wps/operator/site-settings/:key': 'content.manage',
  'GET /wps/operator/content/domains': 'content.view',
  'PUT /wps/operator/content/domains': 'content.manage',
  'GET /wps/operator/content/cs-entries': 'content.view',
  'POST /wps/operator/content/cs-entries': 'content.manage',
  'PUT /wps/operator/content/cs-entries/:id': 'content.manage',
  'DELETE /wps/operator/content/cs-entries/:id': 'content.manage',

  // Support chat.
  'GET /wps/operator/support-chat/conversations': 'support.view',
  'GET /wps/operator/support-chat/conversations/:id': 'support.view',
  'GET /wps/operator/support-chat/conversations/:id/messages': 'support.view',
  'POST /wps/operator/support-chat/conversations/:id/messages': 'support.manage',
  'POST /wps/operator/support-chat/conversations/:id/images': 'support.manage',
  'POST /wps/operator/support-chat/conversations/:id/assign': 'support.manage',
  'POST /wps/operator/support-chat/conversations/:id/close': 'support.manage',
  'POST /wps/operator/support-chat/conversations/:id/read': 'support.manage',
  'POST /wps/operator/support-chat/conversations/:id/typing': 'support.manage',
  'GET /wps/operator/support-chat/canned': 'support.view',
  'POST /wps/operator/support-chat/canned': 'support.manage',
  'PUT /wps/operator/support-chat/canned/:id': 'support.manage',
  'DELETE /wps/operator/support-chat/canned/:id': 'support.manage',
  'GET /wps/operator/support-chat/settings': 'support.view',
  // Served outside the router (bytes, not JSON); support-chat.routes.ts asks this table too.
  'GET /wps/operator/support-chat/images/:id': 'support.view',
  'PUT /wps/operator/support-chat/settings': 'support.manage',

  // Identity (KYC) and safer gambling.
  'GET /wps/operator/kyc/requests': 'risk.view',
  'GET /wps/operator/kyc/requests/:id': 'risk.view',
  'POST /wps/operator/kyc/requests/:id/approve': 'risk.manage',
  'POST /wps/operator/kyc/requests/:id/reject': 'risk.manage',
  'GET /wps/operator/kyc/documents/:id': 'risk.view',
  'GET /wps/operator/kyc/members/:id': 'risk.view',
  'GET /wps/operator/kyc/settings': 'risk.view',
  'PUT /wps/operator/kyc/settings': 'risk.manage',
  'GET /wps/operator/rg/members/:id': 'risk.view',
  'POST /wps/operator/rg/members/:id/lift': 'risk.manage',

  // Reports (issue 19, modules/reports).
  'GET /wps/operator/reports/:report': 'reports.view',
  'GET /wps/operator/reports/:report/csv': 'reports.view',
  'GET /wps/operator/player-pnl': 'reports.view',
  'GET /wps/operator/player-pnl.csv': 'reports.view',
};

/** The key of an endpoint in ROUTE_PERMISSIONS. */
export const routeKey = (def: { method: string; path: string }): string => `${def.method} ${def.path}`;
