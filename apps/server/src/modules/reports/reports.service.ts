import { type PlayerPnlRow, type ReportGroup, ReportGroups, type ReportName, type ReportTable } from '@app/contracts';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/connect.js';
import { AppError } from '../../platform/http/app-error.js';
import { rollupZoneReady } from '../agents/index.js';
import { bonusOfMembers, eachPlayerPnl, type PlayerPnlSort, playerPnlPage } from './player-pnl.repository.js';
import { rankedPage } from './pnl-ranking.js';
import { lastClosedDay, readDays } from './report-cache.js';
import { checkRange } from './reports.range.js';
import {
  cashierMoney,
  commissionsPaid,
  type DayKeyRow,
  promotionMoney,
  promotionTitles,
  type RangeArgs,
  type SourceRead,
  wagersByVendor,
  wagersFromRollup,
} from './reports.repository.js';

type Column = ReportTable['columns'][number];
type Row = ReportTable['rows'][number];
const money = (name: string): Column => ({ name, money: true });
const count = (name: string): Column => ({ name, money: false });

/** Reads a source's (day, key) rows over a range, closed days from the cache where the source allows it. */
type Reader = (source: string, read: SourceRead, by: string, cache?: boolean) => Promise<DayKeyRow[]>;

/** How a report reads its (day, key) rows for a grouping; the values in `columns(by)` order. */
interface ReportSpec {
  columns: (by: ReportGroup) => Column[];
  rows: (read: Reader, by: ReportGroup) => Promise<DayKeyRow[]>;
  /** The daily series of the chart: column names of columns('day'), read from the by-day rows. */
  chart: string[];
}

const WAGER_COLUMNS = [money('turnover'), money('wins'), money('ggr'), count('bets')];
// Stakes, wins, bets → stakes, wins, GGR, bets.
const withGgr = (rows: DayKeyRow[]) =>
  rows.map((x) => ({ ...x, values: [x.values[0]!, x.values[1]!, x.values[0]! - x.values[1]!, x.values[2]!] }));

/** GGR by day with the day's bonus cost and NGR = GGR − bonus cost (no payment fees are recorded). */
async function ggrDays(read: Reader): Promise<DayKeyRow[]> {
  const [wagers, bonus] = await Promise.all([
    read('wagers', wagersFromRollup, 'day'),
    read('promotions', promotionMoney, 'day'),
  ]);
  const cost = new Map(bonus.map((b) => [b.day, b.values[3]!]));
  const byDay = new Map(withGgr(wagers).map((w) => [w.day, w.values]));
  return [...new Set([...byDay.keys(), ...cost.keys()])].map((day) => {
    const v = byDay.get(day) ?? [0, 0, 0, 0];
    const c = cost.get(day) ?? 0;
    return { day, key: '', values: [...v, c, v[2]! - c] };
  });
}

const SPECS: Record<ReportName, ReportSpec> = {
  ggr: {
    columns: (by) => (by === 'day' ? [...WAGER_COLUMNS, money('bonusCost'), money('ngr')] : WAGER_COLUMNS),
    rows: async (read, by) =>
      by === 'day'
        ? ggrDays(read)
        : withGgr(
            by === 'product'
              ? await read('wagers', wagersFromRollup, 'product')
              : await read('vendors', wagersByVendor, 'vendor'),
          ),
    chart: ['ggr', 'ngr'],
  },
  cashier: {
    columns: () => [
      count('depositCount'),
      money('deposits'),
      count('withdrawalCount'),
      money('withdrawals'),
      money('net'),
    ],
    rows: (read, by) => read('cashier', cashierMoney, by),
    chart: ['deposits', 'withdrawals'],
  },
  bonus: {
    columns: () => [count('payouts'), money('paid'), money('returned'), money('net')],
    rows: (read, by) => read('promotions', promotionMoney, by),
    chart: ['paid', 'net'],
  },
  commissions: {
    columns: () => [count('records'), money('amount')],
    // Small (a row per agent and period) and paid at the time of payment: read live.
    rows: (read, by) => read('commissions', commissionsPaid, by, false),
    chart: ['amount'],
  },
};

/** Sums rows with the same key (a day, or a group key), values column by column. */
function sumBy(rows: DayKeyRow[], keyOf: (r: DayKeyRow) => string): Map<string, number[]> {
  const out = new Map<string, number[]>();
  for (const r of rows) {
    const k = keyOf(r);
    const acc = out.get(k);
    if (!acc) out.set(k, [...r.values]);
    else for (const [i, v] of r.values.entries()) acc[i] = (acc[i] ?? 0) + v;
  }
  return out;
}

/**
 * The back office's reports. Every figure comes from what the site already counts with: the per-member
 * per-day rollup (member_day_stats) for wagers and money in and out, bets for the vendor split, the ledger's
 * promotion transfers for the bonus cost (the members' P&L bonus figure), agent_settlements for commissions.
 * Closed days come from the report cache (report-cache.ts), the latest days live.
 */
export function createReportsService({ db, clock, timezone }: { db: Db; clock: Clock; timezone: string }) {
  const todayOf = () => new Intl.DateTimeFormat('en-CA', { timeZone: timezone }).format(clock.now());

  async function report(name: ReportName, q: { from: string; to: string; by: ReportGroup }): Promise<ReportTable> {
    const range = checkRange(q.from, q.to);
    if (!(ReportGroups[name] as readonly string[]).includes(q.by)) {
      throw new AppError('report_group_invalid', 400, `The ${name} report groups by ${ReportGroups[name].join(', ')}`);
    }
    await rollupZoneReady(db, timezone);
    const r: RangeArgs & { today: string } = { from: range.from, to: range.to, tz: timezone, today: todayOf() };
    const read: Reader = (source, fn, by, cache = true) => (cache ? readDays(db, source, by, r, fn) : fn(db, r, by));
    const spec = SPECS[name];
    const columns = spec.columns(q.by);
    const dayColumns = spec.columns('day').map((c) => c.name);
    const dayRows = await spec.rows(read, 'day');
    const byDay = sumBy(dayRows, (x) => x.day);
    const zeros = (n: number) => Array.from({ length: n }, () => 0);
    const days = range.days.map((day) => {
      const v = byDay.get(day) ?? zeros(dayColumns.length);
      return { day, values: spec.chart.map((c) => v[dayColumns.indexOf(c)] ?? 0) };
    });
    let rows: Row[];
    if (q.by === 'day') {
      rows = range.days.map((day) => ({ key: day, label: null, values: byDay.get(day) ?? zeros(columns.length) }));
    } else {
      const grouped = sumBy(await spec.rows(read, q.by), (x) => x.key);
      const titles = q.by === 'promotion' ? await promotionTitles(db, [...grouped.keys()]) : new Map();
      // Biggest first by the report's headline figure (its first money column).
      const i = columns.findIndex((c) => c.money);
      rows = [...grouped.entries()]
        .map(([key, values]) => ({ key, label: titles.get(key) ?? null, values }))
        .sort((a, b) => b.values[i]! - a.values[i]! || (a.key < b.key ? -1 : 1));
    }
    const total = columns.map((_, i) => rows.reduce((s, x) => s + (x.values[i] ?? 0), 0));
    return {
      report: name,
      by: q.by,
      from: range.from,
      to: range.to,
      columns,
      rows,
      total,
      chartColumns: spec.chart,
      days,
    };
  }

  interface PnlQuery {
    from: string;
    to: string;
    account?: string;
    sort?: PlayerPnlSort;
    dir: 'asc' | 'desc';
  }
  const scopeOf = (q: PnlQuery) => {
    const range = checkRange(q.from, q.to);
    return {
      from: range.from,
      to: range.to,
      tz: timezone,
      account: q.account || undefined,
      sort: q.sort ?? ('turnover' as const),
      dir: q.dir,
    };
  };
  const withBonus = async (s: ReturnType<typeof scopeOf>, rows: Omit<PlayerPnlRow, 'bonus' | 'ngr'>[]) => {
    const bonus = await bonusOfMembers(
      db,
      s,
      rows.map((x) => x.memberId),
    );
    return rows.map((x) => {
      const b = bonus.get(x.memberId) ?? 0;
      return { ...x, bonus: b, ngr: x.ggr - b };
    });
  };

  /** One page of the players' P&L. */
  async function playerPnl(q: PnlQuery & { page: number; pageSize: number }) {
    const s = scopeOf(q);
    await rollupZoneReady(db, timezone);
    const at = { limit: q.pageSize, offset: (q.page - 1) * q.pageSize };
    // The whole site: the closed days' stored ranking read by its index (pnl-ranking.ts). Accounts by a prefix: few
    // players, summed live.
    const { total, rows } = s.account
      ? await playerPnlPage(db, { ...s, ...at })
      : await rankedPage(db, { ...s, ...at, closedTo: lastClosedDay(todayOf()) });
    return { items: await withBonus(s, rows), total, page: q.page, pageSize: q.pageSize };
  }

  /** Every player of the range, for the CSV: `each` gets each batch of rows in order. */
  async function eachPlayer(q: PnlQuery, each: (rows: PlayerPnlRow[]) => Promise<void>): Promise<void> {
    const s = scopeOf(q);
    await rollupZoneReady(db, timezone);
    await eachPlayerPnl(db, s, async (rows) => each(await withBonus(s, rows)));
  }

  return { report, playerPnl, eachPlayer };
}
export type ReportsService = ReturnType<typeof createReportsService>;
