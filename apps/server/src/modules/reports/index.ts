// The back office's reports (issue 19): GGR/NGR, cashier, bonus cost, agent commissions and the players' P&L,
// read from the rollups and the ledger the site already counts with; and the dashboard's trend endpoint.
export { registerReportsRoutes, type TrendSource } from './reports.routes.js';
export { createReportsService, type ReportsService } from './reports.service.js';
