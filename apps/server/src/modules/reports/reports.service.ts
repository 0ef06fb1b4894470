import { type PlayerPnlRow, type ReportGroup, ReportGroups, type ReportName, type ReportTable } from '@app/contracts';
import type { Db } from '../../platform/db/connect.js';
import { AppError } from '../../platform/http/app-error.js';
import { rollupZoneReady } from '../agents/index.js';
import { bonusOfMembers, eachPlayerPnl, type PlayerPnlSort, playerPnlPage } from './player-pnl.repository.js';
import { checkRange } from './reports.range.js';
import {
  cashierMoney,
  commissionsPaid,
  type KeyRow,
  promotionMoney,
  type RangeArgs,
  wagersByVendor,
  wagersFromRollup,
} from './reports.repository.js';

type Column = ReportTable['columns'][number];
const money = (name: string): Column => ({ name, money: true });
const count = (name: string): Column => ({ name, money: false });

/** How a report reads its rows: per group, and the daily series its chart shows. */
interface ReportSpec {
  columns: (by: ReportGroup) => Column[];
  rows: (db: Db, r: RangeArgs, by: ReportGroup) => Promise<KeyRow[]>;
  chart: string[];
}

const WAGER_COLUMNS = [money('turnover'), money('wins'), money('ggr'), count('bets')];
// Stakes, wins, bets → stakes, wins, GGR, bets.
const withGgr = (rows: KeyRow[]) =>
  rows.map((x) => ({ ...x, values: [x.values[0]!, x.values[1]!, x.values[0]! - x.values[1]!, x.values[2]!] }));

/** GGR by day with the day's bonus cost and NGR = GGR − bonus cost (no payment fees are recorded). */
async function ggrDays(db: Db, r: RangeArgs): Promise<KeyRow[]> {
  const [wagers, bonus] = await Promise.all([wagersFromRollup(db, r, 'day'), promotionMoney(db, r, 'day')]);
  const cost = new Map(bonus.map((b) => [b.key, b.values[3]!]));
  const keys = new Set([...wagers.map((w) => w.key), ...cost.keys()]);
  const byKey = new Map(withGgr(wagers).map((w) => [w.key, w.values]));
  return [...keys].map((key) => {
    const v = byKey.get(key) ?? [0, 0, 0, 0];
    const c = cost.get(key) ?? 0;
    return { key, label: null, values: [...v, c, v[2]! - c] };
  });
}

const SPECS: Record<ReportName, ReportSpec> = {
  ggr: {
    columns: (by) => (by === 'day' ? [...WAGER_COLUMNS, money('bonusCost'), money('ngr')] : WAGER_COLUMNS),
    rows: async (db, r, by) =>
      by === 'day'
        ? ggrDays(db, r)
        : withGgr(by === 'product' ? await wagersFromRollup(db, r, 'product') : await wagersByVendor(db, r)),
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
    rows: (db, r, by) => cashierMoney(db, r, by as 'day' | 'method'),
    chart: ['deposits', 'withdrawals'],
  },
  bonus: {
    columns: () => [count('payouts'), money('paid'), money('returned'), money('net')],
    rows: (db, r, by) => promotionMoney(db, r, by as 'day' | 'kind' | 'promotion'),
    chart: ['paid', 'net'],
  },
  commissions: {
    columns: () => [count('records'), money('amount')],
    rows: (db, r, by) => commissionsPaid(db, r, by as 'day' | 'kind' | 'period'),
    chart: ['amount'],
  },
};

/**
 * The back office's reports. Every figure comes from what the site already counts with: the per-member
 * per-day rollup (member_day_stats) for wagers and money in and out, bets for the vendor split, the ledger's
 * promotion transfers for the bonus cost (the members' P&L bonus figure), agent_settlements for commissions.
 */
export function createReportsService({ db, timezone }: { db: Db; timezone: string }) {
  async function report(name: ReportName, q: { from: string; to: string; by: ReportGroup }): Promise<ReportTable> {
    const range = checkRange(q.from, q.to);
    if (!(ReportGroups[name] as readonly string[]).includes(q.by)) {
      throw new AppError('report_group_invalid', 400, `The ${name} report groups by ${ReportGroups[name].join(', ')}`);
    }
    await rollupZoneReady(db, timezone);
    const spec = SPECS[name];
    const r = { from: range.from, to: range.to, tz: timezone };
    const columns = spec.columns(q.by);
    const dayRows = await spec.rows(db, r, 'day');
    const dayColumns = spec.columns('day').map((c) => c.name);
    const byDay = new Map(dayRows.map((x) => [x.key, x.values]));
    const zeros = (n: number) => Array.from({ length: n }, () => 0);
    const days = range.days.map((day) => {
      const v = byDay.get(day) ?? zeros(dayColumns.length);
      return { day, values: spec.chart.map((c) => v[dayColumns.indexOf(c)] ?? 0) };
    });
    const rows =
      q.by === 'day'
        ? range.days.map((day) => ({ key: day, label: null, values: byDay.get(day) ?? zeros(columns.length) }))
        : // Biggest first by the report's headline figure (the first money column).
          (await spec.rows(db, r, q.by)).sort((a, b) => {
            const i = columns.findIndex((c) => c.money);
            return b.values[i]! - a.values[i]! || (a.key < b.key ? -1 : 1);
          });
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
    const { total, rows } = await playerPnlPage(db, { ...s, limit: q.pageSize, offset: (q.page - 1) * q.pageSize });
    return { items: await withBonus(s, rows), total, page: q.page, pageSize: q.pageSize };
  }

  /** Every player of the range, for the CSV: `each` gets each batch of rows in order. */
  async function eachPlayer(q: PnlQuery, each: (rows: PlayerPnlRow[]) => void): Promise<void> {
    const s = scopeOf(q);
    await rollupZoneReady(db, timezone);
    await eachPlayerPnl(db, s, async (rows) => each(await withBonus(s, rows)));
  }

  return { report, playerPnl, eachPlayer };
}
export type ReportsService = ReturnType<typeof createReportsService>;
