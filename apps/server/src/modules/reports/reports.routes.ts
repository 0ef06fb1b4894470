import { reportsContract as c, type DashboardTrend, type PlayerPnlRow } from '@app/contracts';
import { batchesOf, type CsvExporter, inOneBatch } from '../../platform/http/csv-export.js';
import type { Route } from '../../platform/http/route.js';
import { PLAYER_PNL_HEADER, playerPnlLine, reportCsv } from './reports.csv.js';
import type { ReportsService } from './reports.service.js';

/** The dashboard's trend reader (backoffice dashboard.service.ts), passed in by the composition root. */
export interface TrendSource {
  trend: (days: number) => Promise<DashboardTrend>;
}

/** The reports' endpoints (permission reports.view) and the dashboard's trend (dashboard.view). */
export function registerReportsRoutes(route: Route, reports: ReportsService, dashboard: TrendSource, csv: CsvExporter) {
  route(c.report, ({ params, query }) => reports.report(params.report, query));
  route(c.reportCsv, async ({ params, query, reply }) => {
    const table = await reports.report(params.report, query);
    const { header, rows } = reportCsv(table);
    return csv.send(reply, {
      name: `${params.report}-by-${table.by}-${table.from}-${table.to}`,
      dated: false,
      header,
      line: (r) => r,
      batches: inOneBatch(rows),
    });
  });
  route(c.playerPnl, ({ query }) => reports.playerPnl(query));
  route(c.playerPnlCsv, ({ query, reply }) =>
    csv.send(reply, {
      name: `player-pnl-${query.from}-${query.to}`,
      dated: false,
      header: PLAYER_PNL_HEADER,
      line: playerPnlLine,
      // The P&L is read by a cursor inside a transaction (player-pnl.repository.ts): pushed batch by batch.
      batches: batchesOf<PlayerPnlRow[]>((emit) => reports.eachPlayer(query, emit)),
    }),
  );
  route(c.dashboardTrend, ({ query }) => dashboard.trend(query.days));
}
