import { type PlayerPnlRow, PlayerPnlSorts } from '@app/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/harness.js';
import { createReportsService, type ReportsService } from '../reports.service.js';

/*
 * The players' P&L read from the stored ranking of closed days (pnl-ranking.ts) with the open days added on top
 * must equal, row for row and page for page, a plain SUM over the rollup of the whole range. Ten days of
 * Ho Chi Minh City in May 2025, today the 9th: the 1st…7th are closed (ranked), the 8th…10th live. Players with
 * the same figures make ties, broken by member id as the live query does.
 */
let h: TestApp;
let reports: ReportsService;
const TZ = 'Asia/Ho_Chi_Minh';
let seq = 0;

async function bet(m: number, stake: number, win: number, day: string) {
  seq += 1;
  const at = `${day}T05:00:00Z`; // noon in Ho Chi Minh City
  await h.db`INSERT INTO bets (member_id, vendor, round_id, unit, category, stake, win, status, created_at, updated_at, settled_at)
    VALUES (${m}, 'PGS', ${`pr${seq}`}, 'VND', ${seq % 2 ? 'RNG' : 'LIVE'}, ${stake}, ${win}, 'settled', ${at}, ${at}, ${at})`;
}
async function deposit(m: number, amount: number, day: string) {
  const at = `${day}T03:00:00Z`;
  await h.db`INSERT INTO deposits (member_id, method_code, kind, amount, credited, status, created_at, credited_at)
    VALUES (${m}, 'prtest', 'gateway', ${amount}, ${amount}, 'succeeded', ${at}, ${at})`;
}

/** The plain answer: each player's sums over the rollup rows of [from, to], sorted as asked, ties by id. */
async function plain(from: string, to: string, sort: (typeof PlayerPnlSorts)[number], dir: 'asc' | 'desc') {
  const rows = await h.db<{ id: number; account: string; d: string; w: string; t: string; x: string; b: string }[]>`
    SELECT x.member_id::int AS id, m.account, sum(x.deposits) AS d, sum(x.withdrawals) AS w, sum(x.turnover) AS t,
           sum(x.wins) AS x, sum(x.bet_count) AS b
      FROM member_day_stats x JOIN members m ON m.id = x.member_id
     WHERE x.day BETWEEN ${from}::date AND ${to}::date GROUP BY x.member_id, m.account
    HAVING sum(x.deposits) <> 0 OR sum(x.withdrawals) <> 0 OR sum(x.turnover) <> 0 OR sum(x.wins) <> 0`;
  const items = rows.map((r) => ({
    memberId: r.id,
    account: r.account,
    deposits: Number(r.d),
    withdrawals: Number(r.w),
    turnover: Number(r.t),
    wins: Number(r.x),
    ggr: Number(r.t) - Number(r.x),
    bets: Number(r.b),
  }));
  const sign = dir === 'asc' ? 1 : -1;
  const key = (r: (typeof items)[number]) => r[sort];
  return items.sort((p, q) => {
    const a = key(p);
    const b = key(q);
    const c = a < b ? -1 : a > b ? 1 : p.memberId - q.memberId;
    return sign * c;
  });
}

/** Every page of the report, concatenated, and the totals each page gave. */
async function paged(from: string, to: string, sort: (typeof PlayerPnlSorts)[number], dir: 'asc' | 'desc') {
  const out: Omit<PlayerPnlRow, 'bonus' | 'ngr'>[] = [];
  const totals = new Set<number>();
  for (let page = 1; page < 50; page++) {
    const p = await reports.playerPnl({ from, to, sort, dir, page, pageSize: 3 });
    totals.add(p.total);
    out.push(...p.items.map(({ bonus: _b, ngr: _n, ...x }) => x));
    if (p.items.length < 3) break;
  }
  return { rows: out, totals: [...totals] };
}

async function expectSame(from: string, to: string) {
  for (const sort of PlayerPnlSorts) {
    for (const dir of ['asc', 'desc'] as const) {
      const want = await plain(from, to, sort, dir);
      const got = await paged(from, to, sort, dir);
      expect(got.rows, `${from}…${to} by ${sort} ${dir}`).toEqual(want);
      expect(got.totals).toEqual([want.length]);
    }
  }
}

beforeAll(async () => {
  h = await createTestApp();
  h.clock.set('2025-05-09T05:00:00Z');
  reports = createReportsService({ db: h.db, clock: h.clock, timezone: TZ });
  await h.db`INSERT INTO deposit_methods (code, kind, gateway, enabled, min_amount, max_amount, names, bank, sort, updated_at)
    VALUES ('prtest', 'gateway', 'sandbox', true, 1, 1000000000000, '{}', NULL, 0, now()) ON CONFLICT (code) DO NOTHING`;
  const ids: number[] = [];
  for (let i = 0; i < 14; i++) {
    const [m] = await h.db<{ id: number }[]>`INSERT INTO members (account, type, created_at)
      VALUES (${`prk${String(i).padStart(2, '0')}`}, 0, '2025-04-01T00:00:00Z') RETURNING id`;
    ids.push(m!.id);
  }
  for (const [i, m] of ids.entries()) {
    // Pairs of players (i, i + 1 for even i < 8) with the very same figures: ties on every column.
    const k = i < 8 ? Math.floor(i / 2) : i;
    for (let d = 1; d <= 10; d++) {
      if ((k + d) % 3 === 0) continue; // not every player plays every day
      const day = `2025-05-${String(d).padStart(2, '0')}`;
      await bet(m, 1_000 * (k + 1), (k * d * 700) % 5_000, day);
      if ((k + d) % 4 === 0) await deposit(m, 10_000 * ((d % 3) + 1), day);
    }
  }
  // One player only in the open days, one only on a closed day.
  await bet(ids[9]!, 0, 0, '2025-05-02'); // a bet with no money: not a P&L row on its own
  const [late] = await h.db<{ id: number }[]>`INSERT INTO members (account, type, created_at)
    VALUES ('prk_late', 0, '2025-04-01T00:00:00Z') RETURNING id`;
  await bet(late!.id, 3_000, 9_000, '2025-05-09');
});

describe("players' P&L from the stored ranking", () => {
  it('closed and open days together: every page of every sort, both ways, equals the plain sum, each row once', async () => {
    await expectSame('2025-05-01', '2025-05-10');
  });

  it('a range of closed days only, and one of open days only', async () => {
    await expectSame('2025-05-02', '2025-05-06');
    await expectSame('2025-05-08', '2025-05-10');
  });

  it('a window moved by a day reads the last ranking with the two days summed live (nothing built)', async () => {
    await reports.playerPnl({
      from: '2025-05-01',
      to: '2025-05-06',
      sort: 'turnover',
      dir: 'desc',
      page: 1,
      pageSize: 3,
    });
    await expectSame('2025-05-02', '2025-05-07');
    await expectSame('2025-04-28', '2025-05-05');
    const [k] = await h.db<{ n: number }[]>`SELECT count(*)::int AS n FROM pnl_rankings
      WHERE (from_day, to_day) IN (('2025-05-02', '2025-05-07'), ('2025-04-28', '2025-05-05'))`;
    expect(k!.n).toBe(0);
  });

  it('a range further from every ranking is built from the closest one, and equals the plain sum', async () => {
    h.clock.set('2025-05-25T05:00:00Z');
    try {
      await expectSame('2025-05-01', '2025-05-10');
      await expectSame('2025-04-19', '2025-05-10'); // 15 days from the closest ranking (05-01…07): built from it
      const [k] = await h.db<{ n: number }[]>`SELECT count(*)::int AS n FROM pnl_rankings
        WHERE from_day = '2025-04-19' AND to_day = '2025-05-10'`;
      expect(k!.n).toBe(1);
    } finally {
      h.clock.set('2025-05-09T05:00:00Z');
    }
  });

  it('a later change to a closed day (a backdated bet and deposit) shows at once', async () => {
    await expectSame('2025-05-01', '2025-05-07');
    const [m] = await h.db<{ id: number }[]>`SELECT id FROM members WHERE account = 'prk03'`;
    await bet(m!.id, 250_000, 0, '2025-05-03');
    await deposit(m!.id, 77_000, '2025-05-05');
    await expectSame('2025-05-01', '2025-05-07');
    const first = await reports.playerPnl({
      from: '2025-05-01',
      to: '2025-05-07',
      sort: 'turnover',
      dir: 'desc',
      page: 1,
      pageSize: 1,
    });
    expect(first.items[0]!.account).toBe('prk03');
  });
});
