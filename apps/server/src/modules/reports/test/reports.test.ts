import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/harness.js';
import { demoOwner, operatorWithRole, playerToken } from '../../backoffice/test/backoffice.fixtures.js';
import { createLedgerService } from '../../ledger/index.js';
import { createRewardCentre } from '../../promotions/rewards.service.js';

/**
 * Known data over three local days of Ho Chi Minh City (2025-03-10 … 12, long before anything the template or
 * other fixtures write), built through the real tables and services: the rollup's triggers, the reward
 * centre and the ledger. Every report's figures are then checked exactly.
 */
let h: TestApp;
let owner: { authorization: string };
let a: number;
let b: number;
const RANGE = 'from=2025-03-10&to=2025-03-12';

const member = async (account: string) =>
  (
    await h.db<{ id: number }[]>`INSERT INTO members (account, type, created_at)
      VALUES (${account}, 0, '2025-03-10T02:00:00Z') RETURNING id`
  )[0]!.id;

let seq = 0;
async function bet(m: number, vendor: string, cat: string, stake: number, win: number, at: string, o = {}) {
  const { status = 'settled', unit = 'VND' } = o as { status?: string; unit?: string };
  seq += 1;
  await h.db`INSERT INTO bets (member_id, vendor, round_id, unit, category, stake, win, status, created_at, updated_at, settled_at)
    VALUES (${m}, ${vendor}, ${`rp${seq}`}, ${unit}, ${cat}, ${stake}, ${win}, ${status}, ${at}, ${at},
            ${status === 'settled' ? at : null})`;
}

async function deposit(m: number, amount: number, at: string, status = 'succeeded') {
  await h.db`INSERT INTO deposits (member_id, method_code, kind, amount, credited, status, created_at, credited_at)
    VALUES (${m}, 'rptest', 'gateway', ${amount}, ${status === 'succeeded' ? amount : 0}, ${status}, ${at},
            ${status === 'succeeded' ? at : null})`;
}

async function withdrawal(m: number, bank: string, amount: number, status: string, at: string) {
  const [acct] = await h.db<{ id: number }[]>`INSERT INTO member_bank_accounts (member_id, bank_code, account_number,
      payee_name, created_at) VALUES (${m}, ${bank}, ${`9${seq++}`}, 'NGUYEN VAN A', ${at}) RETURNING id`;
  await h.db`INSERT INTO withdrawals (member_id, request_key, bank_account_id, bank_code, account_number, payee_name,
      amount, status, decided_at, created_at, updated_at)
    VALUES (${m}, ${`rq${seq++}`}, ${acct!.id}, ${bank}, '1', 'NGUYEN VAN A', ${amount}, ${status}, ${at}, ${at}, ${at})`;
}

beforeAll(async () => {
  h = await createTestApp();
  owner = await demoOwner(h);
  a = await member('rpt_alpha');
  b = await member('rpt_beta');
  // 05:00Z is noon in Ho Chi Minh City; 18:00Z on the 10th is 01:00 on the 11th there.
  await bet(a, 'PGS', 'RNG', 100_000, 30_000, '2025-03-10T05:00:00Z');
  await bet(a, 'EVO', 'LIVE', 50_000, 80_000, '2025-03-10T18:00:00Z');
  await bet(b, 'PGS', 'RNG', 20_000, 0, '2025-03-11T05:00:00Z');
  await bet(b, 'PGS', 'RNG', 999, 0, '2025-03-11T06:00:00Z', { status: 'open' }); // not settled: not counted
  await bet(b, 'PGS', 'RNG', 77_000, 0, '2025-03-11T06:00:00Z', { unit: 'PLAY' }); // demo chips: not counted
  await bet(a, 'PGS', 'RNG', 5_000, 0, '2025-03-13T05:00:00Z'); // after the range

  await h.db`INSERT INTO deposit_methods (code, kind, gateway, enabled, min_amount, max_amount, names, bank, sort, updated_at)
    VALUES ('rptest', 'gateway', 'sandbox', true, 1, 1000000000000, '{}', NULL, 0, now()) ON CONFLICT (code) DO NOTHING`;
  await deposit(a, 200_000, '2025-03-10T04:00:00Z');
  await deposit(b, 50_000, '2025-03-11T03:00:00Z');
  await deposit(b, 70_000, '2025-03-11T03:30:00Z', 'pending'); // not credited: not counted
  await withdrawal(a, 'VCB', 40_000, 'approved', '2025-03-11T08:00:00Z');
  await withdrawal(b, 'VCB', 15_000, 'rejected', '2025-03-11T09:00:00Z'); // refused: not counted
  await withdrawal(b, 'ACB', 25_000, 'received', '2025-03-12T08:00:00Z');

  // Promotion money through the reward centre and the ledger: a bonus to A (day 10), a rebate to B and a
  // forfeit of part of A's bonus (day 11).
  const ledger = createLedgerService({ db: h.db, clock: h.clock });
  const rewards = createRewardCentre({ db: h.db, clock: h.clock, ledger });
  await rewards.prepare(a);
  await rewards.prepare(b);
  h.clock.set('2025-03-10T06:00:00Z');
  const paid = await h.db.begin((tx) =>
    rewards.payReward(tx, { memberId: a, source: 'bonus', sourceKey: 'rpt-a', amount: 10_000, wagering: null }),
  );
  h.clock.set('2025-03-11T06:00:00Z');
  await h.db.begin((tx) =>
    rewards.payReward(tx, { memberId: b, source: 'rebate', sourceKey: 'rpt-b', amount: 4_000, wagering: null }),
  );
  h.clock.set('2025-03-11T07:00:00Z');
  await ledger.transfer({
    debit: { member: a, kind: 'cash' },
    credit: { house: 'bonus_expense', unit: 'VND' },
    amount: 3_000,
    unit: 'VND',
    kind: 'bonus_forfeit',
    reference: `promo-reward:${paid.rewardId}`,
    idempotencyKey: 'rpt-forfeit',
  });

  // Agent commissions: B is the agent; two records paid in the range, one still pending.
  const [contract] = await h.db<{ id: number }[]>`INSERT INTO agent_contracts (agent_id, kind, tiers, status,
      effective_from, offered_by, offered_at) VALUES (${b}, 'daily', '[]', 'accepted', '2025-01-01', 'op', '2025-01-01')
    RETURNING id`;
  const settlement = (kind: string, key: string, amount: number, status: string, at: string | null) => h.db`
    INSERT INTO agent_settlements (agent_id, kind, period_key, period_start, period_end, contract_id, figures, amount,
      status, created_at, decided_at)
    VALUES (${b}, ${kind}, ${key}, '2025-03-01', '2025-03-02', ${contract!.id}, '{}', ${amount}, ${status},
      '2025-03-10', ${at})`;
  await settlement('daily', '2025-03-10', 6_000, 'paid', '2025-03-11T01:00:00Z');
  await settlement('hourly', '2025-03-12T10', 1_000, 'paid', '2025-03-12T11:00:00Z');
  await settlement('dividend', '2025-03', 9_000, 'pending', null);
  h.clock.set('2025-03-12T10:00:00Z');
});

const get = async (url: string, headers = owner) => {
  const res = await h.app.inject({ url, headers });
  return {
    status: res.statusCode,
    body: res.body,
    json: String(res.headers['content-type'] ?? '').includes('json') ? res.json() : null,
  };
};
const report = async (name: string, by: string) => {
  const res = await get(`/wps/operator/reports/${name}?${RANGE}&by=${by}`);
  expect(res.status, res.body).toBe(200);
  return res.json.value;
};
const table = (v: { rows: { key: string; values: number[] }[] }) => v.rows.map((r) => [r.key, ...r.values]);

describe('GGR / NGR report', () => {
  it('by day: stakes, wins, GGR, bets, the bonus cost and NGR per local day, every day of the range', async () => {
    const v = await report('ggr', 'day');
    expect(v.columns.map((c: { name: string }) => c.name)).toEqual([
      'turnover',
      'wins',
      'ggr',
      'bets',
      'bonusCost',
      'ngr',
    ]);
    expect(table(v)).toEqual([
      ['2025-03-10', 100_000, 30_000, 70_000, 1, 10_000, 60_000],
      ['2025-03-11', 70_000, 80_000, -10_000, 2, 1_000, -11_000],
      ['2025-03-12', 0, 0, 0, 0, 0, 0],
    ]);
    expect(v.total).toEqual([170_000, 110_000, 60_000, 3, 11_000, 49_000]);
    expect(v.chartColumns).toEqual(['ggr', 'ngr']);
    expect(v.days).toEqual([
      { day: '2025-03-10', values: [70_000, 60_000] },
      { day: '2025-03-11', values: [-10_000, -11_000] },
      { day: '2025-03-12', values: [0, 0] },
    ]);
  });

  it('by product (game type) and by vendor, biggest GGR first', async () => {
    const product = await report('ggr', 'product');
    expect(table(product)).toEqual([
      ['RNG', 120_000, 30_000, 90_000, 2],
      ['LIVE', 50_000, 80_000, -30_000, 1],
    ]);
    expect(product.total).toEqual([170_000, 110_000, 60_000, 3]);
    const vendor = await report('ggr', 'vendor');
    expect(table(vendor)).toEqual([
      ['PGS', 120_000, 30_000, 90_000, 2],
      ['EVO', 50_000, 80_000, -30_000, 1],
    ]);
    // The chart is the daily series whatever the grouping.
    expect(vendor.days[1]).toEqual({ day: '2025-03-11', values: [-10_000, -11_000] });
  });
});

describe('cashier, bonus cost and commissions', () => {
  it('cashier by day and by method: counts and amounts of credited deposits and paid-out withdrawals', async () => {
    const day = await report('cashier', 'day');
    expect(table(day)).toEqual([
      ['2025-03-10', 1, 200_000, 0, 0, 200_000],
      ['2025-03-11', 1, 50_000, 1, 40_000, 10_000],
      ['2025-03-12', 0, 0, 1, 25_000, -25_000],
    ]);
    expect(day.total).toEqual([2, 250_000, 2, 65_000, 185_000]);
    const method = await report('cashier', 'method');
    expect(table(method)).toEqual([
      ['rptest', 2, 250_000, 0, 0, 250_000],
      ['ACB', 0, 0, 1, 25_000, -25_000],
      ['VCB', 0, 0, 1, 40_000, -40_000],
    ]);
  });

  it('bonus cost by day, by kind (a forfeit counts against its bonus) and by promotion', async () => {
    expect(table(await report('bonus', 'day'))).toEqual([
      ['2025-03-10', 1, 10_000, 0, 10_000],
      ['2025-03-11', 1, 4_000, 3_000, 1_000],
      ['2025-03-12', 0, 0, 0, 0],
    ]);
    expect(table(await report('bonus', 'kind'))).toEqual([
      ['bonus', 1, 10_000, 3_000, 7_000],
      ['rebate', 1, 4_000, 0, 4_000],
    ]);
    const promo = await report('bonus', 'promotion');
    expect(table(promo)).toEqual([['none', 2, 14_000, 3_000, 11_000]]);
  });

  it('agent commissions paid, by day, kind and period (a pending record is not counted)', async () => {
    expect(table(await report('commissions', 'day'))).toEqual([
      ['2025-03-10', 0, 0],
      ['2025-03-11', 1, 6_000],
      ['2025-03-12', 1, 1_000],
    ]);
    expect(table(await report('commissions', 'kind'))).toEqual([
      ['daily', 1, 6_000],
      ['hourly', 1, 1_000],
    ]);
    expect(table(await report('commissions', 'period'))).toEqual([
      ['daily 2025-03-10', 1, 6_000],
      ['hourly 2025-03-12T10', 1, 1_000],
    ]);
  });
});

describe("players' P&L", () => {
  const alpha = { account: 'rpt_alpha', deposits: 200_000, withdrawals: 40_000, turnover: 150_000, wins: 110_000 };
  const beta = { account: 'rpt_beta', deposits: 50_000, withdrawals: 25_000, turnover: 20_000, wins: 0 };

  it('per player with the bonus net of give-backs, sorted and paged on the server', async () => {
    const res = await get(`/wps/operator/player-pnl?${RANGE}`);
    expect(res.status, res.body).toBe(200);
    expect(res.json.value).toEqual({
      items: [
        { memberId: a, ...alpha, ggr: 40_000, bets: 2, bonus: 7_000, ngr: 33_000 },
        { memberId: b, ...beta, ggr: 20_000, bets: 1, bonus: 4_000, ngr: 16_000 },
      ],
      total: 2,
      page: 1,
      pageSize: 20,
    });
    const asc = await get(`/wps/operator/player-pnl?${RANGE}&sort=ggr&dir=asc&pageSize=1&page=2`);
    expect(asc.json.value.items.map((x: { account: string }) => x.account)).toEqual(['rpt_alpha']);
    expect(asc.json.value.total).toBe(2);
    const one = await get(`/wps/operator/player-pnl?${RANGE}&account=RPT_B`);
    expect(one.json.value.items.map((x: { account: string }) => x.account)).toEqual(['rpt_beta']);
    // Beyond the last page: no rows, the total still told.
    const past = await get(`/wps/operator/player-pnl?${RANGE}&page=5`);
    expect([past.json.value.items, past.json.value.total]).toEqual([[], 2]);
  });

  it('CSV: a header and every player', async () => {
    const res = await h.app.inject({
      url: `/wps/operator/player-pnl.csv?${RANGE}&sort=account&dir=asc`,
      headers: owner,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    expect(res.body.slice(1).split('\r\n')).toEqual([
      'memberId,account,deposits,withdrawals,turnover,wins,ggr,bets,bonus,ngr',
      `${a},rpt_alpha,200000,40000,150000,110000,40000,2,7000,33000`,
      `${b},rpt_beta,50000,25000,20000,0,20000,1,4000,16000`,
      '',
    ]);
  });
});

describe('CSV export of a report', () => {
  it('has the group and the columns as its header, every row and the total', async () => {
    const res = await h.app.inject({ url: `/wps/operator/reports/ggr/csv?${RANGE}&by=day`, headers: owner });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toContain('ggr-by-day-2025-03-10-2025-03-12.csv');
    expect(res.body.slice(1).split('\r\n')).toEqual([
      'day,turnover,wins,ggr,bets,bonusCost,ngr',
      '2025-03-10,100000,30000,70000,1,10000,60000',
      '2025-03-11,70000,80000,-10000,2,1000,-11000',
      '2025-03-12,0,0,0,0,0,0',
      'total,170000,110000,60000,3,11000,49000',
      '',
    ]);
  });
});

describe('range validation', () => {
  it.each([
    ['from after to', 'from=2025-03-12&to=2025-03-10', 'report_range_invalid'],
    ['a day that does not exist', 'from=2025-02-27&to=2025-02-30', 'report_range_invalid'],
    ['more than 366 days', 'from=2024-01-01&to=2025-01-02', 'report_range_too_long'],
    ['not a day', 'from=yesterday&to=2025-03-10', 'invalid_input'],
    ['no range', '', 'invalid_input'],
  ])('%s → 400 with a translated code', async (_, q, code) => {
    for (const url of [
      `/wps/operator/reports/ggr?${q}`,
      `/wps/operator/player-pnl?${q}`,
      `/wps/operator/reports/bonus/csv?${q}`,
    ]) {
      const res = await get(url);
      expect([res.status, res.json?.code], url).toEqual([400, code]);
    }
  });

  it('a grouping the report does not have, or an unknown report → 400', async () => {
    const res = await get(`/wps/operator/reports/cashier?${RANGE}&by=vendor`);
    expect([res.status, res.json.code]).toEqual([400, 'report_group_invalid']);
    const unknown = await get(`/wps/operator/reports/secrets?${RANGE}`);
    expect(unknown.status).toBe(400);
  });

  it('366 days is allowed', async () => {
    expect((await get('/wps/operator/reports/ggr?from=2024-03-13&to=2025-03-13')).status).toBe(200);
  });
});

describe('permissions', () => {
  it('a role without reports.view (support) is refused every report; marketing (with it) reads them', async () => {
    const support = await operatorWithRole(h, 'support');
    const marketing = await operatorWithRole(h, 'marketing');
    for (const url of [
      `/wps/operator/reports/ggr?${RANGE}`,
      `/wps/operator/reports/ggr/csv?${RANGE}`,
      `/wps/operator/player-pnl?${RANGE}`,
      `/wps/operator/player-pnl.csv?${RANGE}`,
    ]) {
      const refused = await get(url, support.auth);
      expect([refused.status, refused.json?.code], url).toEqual([403, 'operator_permission_denied']);
      expect((await get(url, marketing.auth)).status, url).toBe(200);
      expect((await get(url, await playerToken(h))).status, url).toBeGreaterThanOrEqual(401);
    }
  });
});

describe('dashboard trend', () => {
  it("the last days' figures, today last, from the same rollup as today's cards", async () => {
    const support = await operatorWithRole(h, 'support'); // dashboard.view without reports.view
    const res = await get('/wps/operator/dashboard/trend?days=3', support.auth);
    // Accounts opened today by the other tests' fixtures (player tokens) count as new players too.
    const [opened] = await h.db<{ n: number }[]>`SELECT count(*)::int AS n FROM members
      WHERE (created_at AT TIME ZONE 'Asia/Ho_Chi_Minh')::date = '2025-03-12'`;
    expect(res.status, res.body).toBe(200);
    expect(res.json.value.days).toEqual([
      {
        day: '2025-03-10',
        deposits: 200_000,
        withdrawals: 0,
        turnover: 100_000,
        ggr: 70_000,
        activePlayers: 1,
        newPlayers: 2,
      },
      {
        day: '2025-03-11',
        deposits: 50_000,
        withdrawals: 40_000,
        turnover: 70_000,
        ggr: -10_000,
        activePlayers: 2,
        newPlayers: 0,
      },
      {
        day: '2025-03-12',
        deposits: 0,
        withdrawals: 25_000,
        turnover: 0,
        ggr: 0,
        activePlayers: 0,
        newPlayers: opened!.n,
      },
    ]);
    const today = await get('/wps/operator/dashboard', support.auth);
    const { day: _, ...figures } = res.json.value.days[2];
    expect(today.json.value.today).toEqual(figures);
    expect((await get('/wps/operator/dashboard/trend?days=1')).status).toBe(400);
  });
});

describe('closed days from the report cache', () => {
  it('a later change to a closed day (a backdated bet and deposit) shows at once', async () => {
    // Today is the 12th: the 10th is closed and was cached by the reads above, the 11th and 12th are live.
    const marks = await h.db`SELECT source, by FROM report_day_marks WHERE day = '2025-03-10' ORDER BY 1, 2`;
    expect(marks.map((m) => `${m.source}:${m.by}`)).toEqual(
      expect.arrayContaining(['cashier:day', 'promotions:day', 'vendors:vendor', 'wagers:day', 'wagers:product']),
    );
    expect(await h.db`SELECT 1 FROM report_day_marks WHERE day >= '2025-03-11'`).toHaveLength(0);

    await bet(b, 'EVO', 'LIVE', 7_000, 2_000, '2025-03-10T07:00:00Z');
    await deposit(b, 30_000, '2025-03-10T08:00:00Z');
    const day = await report('ggr', 'day');
    expect(table(day)[0]).toEqual(['2025-03-10', 107_000, 32_000, 75_000, 2, 10_000, 65_000]);
    expect(table(await report('ggr', 'product'))).toEqual([
      ['RNG', 120_000, 30_000, 90_000, 2],
      ['LIVE', 57_000, 82_000, -25_000, 2],
    ]);
    expect(table(await report('ggr', 'vendor'))).toEqual([
      ['PGS', 120_000, 30_000, 90_000, 2],
      ['EVO', 57_000, 82_000, -25_000, 2],
    ]);
    expect(table(await report('cashier', 'day'))[0]).toEqual(['2025-03-10', 2, 230_000, 0, 0, 230_000]);
    expect(table(await report('cashier', 'method'))[0]).toEqual(['rptest', 3, 280_000, 0, 0, 280_000]);
  });

  it('reports read at the same time while a closed day is stale all answer, with the same figures', async () => {
    await bet(a, 'PGS', 'RNG', 1_000, 0, '2025-03-10T09:00:00Z');
    const answers = await Promise.all(Array.from({ length: 4 }, () => report('ggr', 'product')));
    for (const v of answers) expect(table(v)[0]).toEqual(['RNG', 121_000, 30_000, 91_000, 3]);
  });
});
