import { beforeAll, describe, expect, it } from 'vitest';
import { accountsApp, bearer, type Harness, makeMember } from '../../accounts/test/accounts.fixtures.js';
import { operatorWithRole, type TestOperator } from '../../backoffice/test/backoffice.fixtures.js';
import { sessionFor } from '../../deposits/test/deposits.fixtures.js';

/*
 * The player page's lists, paged by keyset: walking "older" from the first page returns every row exactly once,
 * newest first by (time, id), and walking "newer" back returns the same pages. Rows share timestamps (to the
 * microsecond, which a JavaScript Date would round away) so the id must break the ties.
 */
let h: Harness;
let owner: TestOperator;
let pat: { id: number };
const N = 47;
const PAGE = 10;

// Row i's time: groups of three share one instant, with microseconds; the order is by time then id.
const at = (i: number) => `2026-03-01T00:${String(Math.floor(i / 3)).padStart(2, '0')}:00.123456Z`;

beforeAll(async () => {
  h = await accountsApp();
  owner = await operatorWithRole(h, 'owner');
  pat = await makeMember(h, { account: 'pat_pages', password: null });
  const other = await makeMember(h, { account: 'pat_other', password: null });
  const id = pat.id;
  for (let i = 0; i < N; i++) {
    // Inserted out of time order, so ids do not follow time.
    const j = (i * 7) % N;
    await h.db`INSERT INTO bets (member_id, vendor, round_id, unit, category, stake, win, status, created_at, updated_at)
      VALUES (${id}, 'PGS', ${`pl${j}`}, 'VND', 'RNG', ${1000 + j}, 0, 'open', ${at(j)}, ${at(j)})`;
    await h.db`INSERT INTO security_events (at, member_id, account, kind, ip)
      VALUES (${at(j)}, ${id}, 'pat_pages', 'login_ok', ${`10.0.0.${j}`})`;
    await h.db`INSERT INTO player_notes (member_id, body, author, created_at) VALUES (${id}, ${`note ${j}`}, 'op', ${at(j)})`;
    const [r] = await h.db<
      { id: number }[]
    >`INSERT INTO promotion_rewards (member_id, source, source_key, amount, status, offered_at)
      VALUES (${id}, 'bonus', ${`pl-${j}`}, ${100 + j}, 'claim', ${at(j)}) RETURNING id`;
    await h.db`INSERT INTO bonus_wagering (member_id, reward_id, bonus, required, weights, default_weight, status, created_at)
      VALUES (${id}, ${r!.id}, 100, 1000, '{}', 100, 'active', ${at(j)})`;
  }
  // Another player's rows never show.
  await h.db`INSERT INTO bets (member_id, vendor, round_id, unit, category, stake, win, status, created_at, updated_at)
    VALUES (${other.id}, 'PGS', 'pl-other', 'VND', 'RNG', 1, 0, 'open', ${at(5)}, ${at(5)})`;
  // Ledger: the member's cash account against a house account, both sides, one pending hold that was posted.
  await h.db`INSERT INTO ledger_accounts (code, owner_member_id, kind, unit, protected, created_at)
    VALUES (${`m:${id}:cash`}, ${id}, 'cash', 'VND', false, now()) ON CONFLICT (code) DO NOTHING`;
  await h.db`INSERT INTO ledger_accounts (code, kind, unit, protected, created_at)
    VALUES ('h:pl-test:VND', 'bonus_expense', 'VND', false, now()) ON CONFLICT (code) DO NOTHING`;
  const [cash] = await h.db<{ id: number }[]>`SELECT id FROM ledger_accounts WHERE code = ${`m:${id}:cash`}`;
  const [house] = await h.db<{ id: number }[]>`SELECT id FROM ledger_accounts WHERE code = 'h:pl-test:VND'`;
  for (let i = 0; i < N; i++) {
    const j = (i * 11) % N;
    const [debit, credit] = j % 2 ? [cash!.id, house!.id] : [house!.id, cash!.id];
    const [t] = await h.db<{ id: number }[]>`INSERT INTO ledger_transfers (idempotency_key, request_hash,
        debit_account_id, credit_account_id, amount, unit, kind, status, created_at)
      VALUES (${`pl-${id}-${j}`}, 'x', ${debit}, ${credit}, ${500 + j}, 'VND', 'adjustment',
              ${j === 4 ? 'pending' : 'posted'}, ${at(j)}) RETURNING id`;
    if (j === 4) {
      await h.db`INSERT INTO ledger_transfers (idempotency_key, request_hash, debit_account_id, credit_account_id,
          amount, unit, kind, status, pending_id, created_at)
        VALUES (${`pl-${id}-post`}, 'x', ${debit}, ${credit}, 504, 'VND', 'adjustment', 'posted', ${t!.id}, ${at(30)})`;
    }
  }
});

const list = async (name: string, query: string, op: TestOperator = owner) => {
  const res = await h.app.inject({ url: `/wps/operator/players/${pat.id}/history/${name}?${query}`, headers: op.auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as { items: Record<string, unknown>[]; older: string | null; newer: string | null };
};

/** Every page walking down, then every page walking back up from the last. */
async function walk(name: string, key: (x: Record<string, unknown>) => unknown) {
  const down: unknown[][] = [];
  let page = await list(name, `limit=${PAGE}`);
  expect(page.newer).toBeNull();
  down.push(page.items.map(key));
  while (page.older) {
    page = await list(name, `limit=${PAGE}&before=${page.older}`);
    down.push(page.items.map(key));
    expect(down.length).toBeLessThan(20);
  }
  const up: unknown[][] = [page.items.map(key)];
  while (page.newer) {
    page = await list(name, `limit=${PAGE}&after=${page.newer}`);
    up.unshift(page.items.map(key));
    expect(up.length).toBeLessThan(20);
  }
  return { down, up };
}

/** The plain answer: the member's rows of `table`, newest first by (time, id). */
const expected = async (table: string, time: string, select: string) =>
  (
    await h.db.unsafe<{ k: unknown }[]>(
      `SELECT ${select} AS k FROM ${table} WHERE member_id = $1 ORDER BY ${time} DESC, id DESC`,
      [pat.id],
    )
  ).map((r) => (typeof r.k === 'string' && /^\d+$/.test(r.k) ? Number(r.k) : r.k));

describe("a player's lists, paged by keyset", () => {
  it.each([
    ['bets', 'bets', 'created_at', 'id', (x: Record<string, unknown>) => x.id],
    ['bonuses', 'promotion_rewards', 'offered_at', 'id', (x: Record<string, unknown>) => x.id],
    ['wagering', 'bonus_wagering', 'created_at', 'id', (x: Record<string, unknown>) => x.id],
    ['notes', 'player_notes', 'created_at', 'id', (x: Record<string, unknown>) => x.id],
    ['logins', 'security_events', 'at', 'ip', (x: Record<string, unknown>) => x.ip],
  ])('%s: every row once, in order, down and back up', async (name, table, time, select, key) => {
    const want = await expected(table, time, select);
    expect(want).toHaveLength(N);
    const { down, up } = await walk(name, key);
    expect(down.flat()).toEqual(want);
    expect(down.slice(0, -1).every((p) => p.length === PAGE)).toBe(true);
    expect(up).toEqual(down);
  });

  it("transactions: both sides of the member's cash account, a hold shown once with its outcome", async () => {
    const { down, up } = await walk('transactions', (x) => x.id);
    const want = (
      await h.db<{ id: number }[]>`SELECT t.id FROM ledger_transfers t JOIN ledger_accounts a
        ON a.id IN (t.debit_account_id, t.credit_account_id) AND a.code = ${`m:${pat.id}:cash`}
        WHERE t.pending_id IS NULL ORDER BY t.created_at DESC, t.id DESC`
    ).map((r) => Number(r.id));
    expect(want).toHaveLength(N);
    expect(down.flat()).toEqual(want);
    expect(up).toEqual(down);
    const all = (await list('transactions', 'limit=100')).items;
    const hold = all.find((x) => x.amount === 504 || x.amount === -504);
    expect(hold).toMatchObject({ status: 'posted', amount: 504 });
    expect(all.find((x) => x.amount === -501)).toMatchObject({ status: 'posted' });
  });

  it('a cursor that is not one, both directions at once, or a limit past 100 → 400; an unknown player → 404', async () => {
    for (const q of ['before=abc', 'before=1.2&after=1.3', 'limit=101', 'limit=0', `before=1.${'9'.repeat(19)}`]) {
      const res = await h.app.inject({ url: `/wps/operator/players/${pat.id}/history/bets?${q}`, headers: owner.auth });
      expect([q, res.statusCode, res.json().code]).toEqual([q, 400, 'invalid_input']);
    }
    const res = await h.app.inject({ url: '/wps/operator/players/99999999/history/bets', headers: owner.auth });
    expect([res.statusCode, res.json().code]).toEqual([404, 'player_not_found']);
  });

  it('is refused to a player token and without a session', async () => {
    const player = await sessionFor(h, pat.id);
    for (const name of ['transactions', 'bets', 'bonuses', 'wagering', 'logins', 'notes']) {
      const url = `/wps/operator/players/${pat.id}/history/${name}`;
      expect((await h.app.inject({ url, headers: bearer(player.token) })).statusCode).toBe(403);
      expect((await h.app.inject({ url })).statusCode).toBe(401);
    }
  });

  it('reads a page by its index, with no sort, among 90,000 rows of 300 players (EXPLAIN)', async () => {
    // 300 players with 300 sign-ins and bets each over the same quarter hour: the cursor falls among this player's rows.
    await h.db`INSERT INTO members (account, type, created_at)
      SELECT 'plx' || g, 0, now() FROM generate_series(1, 300) g`;
    await h.db`INSERT INTO security_events (at, member_id, account, kind, ip)
      SELECT '2026-02-01T00:00:00Z'::timestamptz + g * interval '3 seconds', m.id, 'x', 'login_ok', '10.9.9.9'
        FROM generate_series(1, 300) g CROSS JOIN (SELECT id FROM members ORDER BY id LIMIT 300) m`;
    await h.db`INSERT INTO bets (member_id, vendor, round_id, unit, category, stake, win, status, created_at, updated_at)
      SELECT m.id, 'PGS', 'ex' || m.id || '-' || g, 'VND', 'RNG', 100, 0, 'open', t, t
        FROM generate_series(1, 300) g CROSS JOIN (SELECT id FROM members ORDER BY id LIMIT 300) m,
             LATERAL (SELECT '2026-02-01T00:00:00Z'::timestamptz + g * interval '3 seconds' AS t) x`;
    await h.db`ANALYZE security_events`;
    await h.db`ANALYZE bets`;
    const plan = async (table: string, time: string) =>
      (
        await h.db.unsafe<{ 'QUERY PLAN': string }[]>(
          `EXPLAIN SELECT ${time} FROM ${table} WHERE member_id = $1
             AND (${time}, id) < ('2026-02-01T00:07:00Z'::timestamptz, 99999999) ORDER BY ${time} DESC, id DESC LIMIT 21`,
          [pat.id],
        )
      )
        .map((r) => r['QUERY PLAN'])
        .join('\n');
    const logins = await plan('security_events', 'at');
    expect(logins).toContain('security_events_member_time_idx');
    expect(logins).not.toMatch(/Sort/);
    const bets = await plan('bets', 'created_at');
    expect(bets).toContain('bets_member_time_idx');
    expect(bets).not.toMatch(/Sort/);
  }, 120_000);
});
