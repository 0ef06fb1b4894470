import { reportsContract as c, type DashboardTrend } from '@app/contracts';
import type { FastifyReply } from 'fastify';
import type { Route } from '../../platform/http/route.js';
import { playerPnlHeader, playerPnlLine, reportCsv } from './reports.csv.js';
import type { ReportsService } from './reports.service.js';

/** The dashboard's trend reader (backoffice dashboard.service.ts), passed in by the composition root. */
export interface TrendSource {
  trend: (days: number) => Promise<DashboardTrend>;
}

// The UTF-8 mark first, so spreadsheet apps read the Vietnamese promotion names right (as the admin's toCsv).
const sendCsv = (reply: FastifyReply, name: string, text: string) =>
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}.csv"`)
    .header('cache-control', 'no-store')
    .send(`\uFEFF${text}`);

/** The reports' endpoints (permission reports.view) and the dashboard's trend (dashboard.view). */
export function registerReportsRoutes(route: Route, reports: ReportsService, dashboard: TrendSource) {
  route(c.report, ({ params, query }) => reports.report(params.report, query));
  route(c.reportCsv, async ({ params, query, reply }) => {
    const table = await reports.report(params.report, query);
    return sendCsv(reply, `${params.report}-by-${table.by}-${table.from}-${table.to}`, reportCsv(table));
  });
  route(c.playerPnl, ({ query }) => reports.playerPnl(query));
  route(c.playerPnlCsv, async ({ query, reply }) => {
    let text = playerPnlHeader();
    await reports.eachPlayer(query, (rows) => {
      for (const r of rows) text += playerPnlLine(r);
    });
    return sendCsv(reply, `player-pnl-${query.from}-${query.to}`, text);
  });
  route(c.dashboardTrend, ({ query }) => dashboard.trend(query.days));
}
