import { z } from 'zod/mini';
import { defineEndpoint } from './endpoint.js';
import { listQuery, pageOf } from './paging.js';

/** Stable codes of the back office's reports. */
export const ReportErrorCodes = ['report_range_invalid', 'report_range_too_long', 'report_group_invalid'] as const;

/** The longest range a report reads, in days (inclusive). */
export const REPORT_MAX_DAYS = 366;

/**
 * The reports and how each may be grouped. Every figure is an integer: money in minor units, counts as counts.
 * - ggr: turnover (settled stakes), wins, GGR = stakes − wins, bets; by day also the bonus cost and NGR = GGR −
 *   bonus cost (promotion payouts net of forfeits and reversals, the members' P&L bonus figure).
 * - cashier: credited deposits and paid-out withdrawals (as the dashboard counts them), counts and amounts.
 * - bonus: promotion payouts (bonus, rebate, cashback, raffle prizes) and their give-backs.
 * - commissions: agent salaries and dividends paid.
 */
export const ReportGroups = {
  ggr: ['day', 'product', 'vendor'],
  cashier: ['day', 'method'],
  bonus: ['day', 'kind', 'promotion'],
  commissions: ['day', 'kind', 'period'],
} as const;
export const ReportNames = ['ggr', 'cashier', 'bonus', 'commissions'] as const;
export type ReportName = (typeof ReportNames)[number];
export const ReportGroupNames = ['day', 'product', 'vendor', 'method', 'kind', 'promotion', 'period'] as const;
export type ReportGroup = (typeof ReportGroupNames)[number];

/** A calendar day (yyyy-MM-dd) in the site's time zone. */
const Day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
const Range = { from: Day, to: Day };

export const ReportColumnSchema = z.object({
  /** Column name; the back office's text is `reports.col.<name>`. */
  name: z.string(),
  money: z.boolean(),
});

export const ReportTableSchema = z.object({
  report: z.enum(ReportNames),
  by: z.enum(ReportGroupNames),
  from: z.string(),
  to: z.string(),
  columns: z.array(ReportColumnSchema),
  /** One row per group key (a day, a game type, a vendor, …), values in `columns` order. */
  rows: z.array(
    z.object({
      key: z.string(),
      /** A readable name where the key is a code (a promotion's title). */
      label: z.nullable(z.object({ vi: z.string(), en: z.string() })),
      values: z.array(z.int()),
    }),
  ),
  total: z.array(z.int()),
  /** Every day of the range (zeros included) for the chart, values in `chartColumns` order. */
  chartColumns: z.array(z.string()),
  days: z.array(z.object({ day: z.string(), values: z.array(z.int()) })),
});
export type ReportTable = z.infer<typeof ReportTableSchema>;

export const PlayerPnlSorts = ['account', 'deposits', 'withdrawals', 'turnover', 'wins', 'ggr', 'bets'] as const;
export const PlayerPnlRowSchema = z.object({
  memberId: z.int(),
  account: z.string(),
  deposits: z.int(),
  withdrawals: z.int(),
  turnover: z.int(),
  wins: z.int(),
  /** The house's result on this player: stakes − wins. */
  ggr: z.int(),
  bets: z.int(),
  /** Promotion payouts net of give-backs. */
  bonus: z.int(),
  /** GGR − bonus. */
  ngr: z.int(),
});
export type PlayerPnlRow = z.infer<typeof PlayerPnlRowSchema>;

const PlayerPnlQuery = {
  ...Range,
  /** Accounts starting with this text (case-insensitive). */
  account: z.optional(z.string().check(z.trim(), z.maxLength(32))),
};

export const DashboardTrendSchema = z.object({
  days: z.array(
    z.object({
      day: z.string(),
      deposits: z.int(),
      withdrawals: z.int(),
      turnover: z.int(),
      ggr: z.int(),
      activePlayers: z.int(),
      newPlayers: z.int(),
    }),
  ),
});
export type DashboardTrend = z.infer<typeof DashboardTrendSchema>;

export const reportsContract = {
  report: defineEndpoint({
    method: 'GET',
    path: '/wps/operator/reports/:report',
    auth: 'operator',
    summary:
      'A report (ggr, cashier, bonus, commissions) over local days [from, to], grouped by `by`, with a daily series',
    tags: ['reports'],
    params: z.object({ report: z.enum(ReportNames) }),
    query: z.object({ ...Range, by: z._default(z.enum(ReportGroupNames), 'day') }),
    response: ReportTableSchema,
  }),
  reportCsv: defineEndpoint({
    method: 'GET',
    path: '/wps/operator/reports/:report/csv',
    auth: 'operator',
    summary: 'The same report as CSV (text/csv): a header, every row, the total',
    tags: ['reports'],
    params: z.object({ report: z.enum(ReportNames) }),
    query: z.object({ ...Range, by: z._default(z.enum(ReportGroupNames), 'day') }),
    response: z.string(),
  }),
  playerPnl: defineEndpoint({
    method: 'GET',
    path: '/wps/operator/player-pnl',
    auth: 'operator',
    summary: "Each player's P&L over local days [from, to] (players with any money or bet), paged and sorted",
    tags: ['reports'],
    query: z.object({ ...PlayerPnlQuery, ...listQuery(PlayerPnlSorts) }),
    response: pageOf(PlayerPnlRowSchema),
  }),
  playerPnlCsv: defineEndpoint({
    method: 'GET',
    path: '/wps/operator/player-pnl.csv',
    auth: 'operator',
    summary: "Every player's P&L over the range as CSV (text/csv, biggest turnover first, at most 100,000 rows)",
    tags: ['reports'],
    query: z.object({
      ...PlayerPnlQuery,
      sort: z.optional(z.enum(PlayerPnlSorts)),
      dir: z._default(z.enum(['asc', 'desc']), 'desc'),
    }),
    response: z.string(),
  }),
  dashboardTrend: defineEndpoint({
    method: 'GET',
    path: '/wps/operator/dashboard/trend',
    auth: 'operator',
    summary: "The dashboard's figures for each of the last `days` local days, today included",
    tags: ['backoffice'],
    query: z.object({ days: z._default(z.pipe(z.coerce.number(), z.int().check(z.minimum(2), z.maximum(90))), 14) }),
    response: DashboardTrendSchema,
  }),
};
