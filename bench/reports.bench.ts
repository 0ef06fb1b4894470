// `npm run bench:reports`: the back office's reports (modules/reports) over 90 days of a busy site on one embedded
// PostgreSQL: BENCH_MEMBERS accounts (default 50,000), BENCH_BETS settled bets (default 1,000,000) over 10 vendors
// and 6 game types, a deposit and a withdrawal per 10 bets, a promotion payout per 20 bets, written through the
// tables' own triggers (the per-member per-day rollup follows). Prints each report's time over the whole 90
// days (the first run, which fills the closed days' cache, then p50/p99 of BENCH_RUNS runs) and the players' P&L first page. A benchmark: never fails.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type ReportGroup, ReportGroups, type ReportName, ReportNames } from '@app/contracts';
import { createReportsService } from '../apps/server/src/modules/reports/index.js';
import { connectDatabase, type Db } from '../apps/server/src/platform/db/connect.js';
import { startEmbeddedPostgres } from '../apps/server/src/platform/db/embedded.js';
import { migrate } from '../apps/server/src/platform/db/migrate.js';

const MEMBERS = Number.parseInt(process.env.BENCH_MEMBERS ?? '50000', 10);
const BETS = Number.parseInt(process.env.BENCH_BETS ?? '1000000', 10);
const RUNS = Number.parseInt(process.env.BENCH_RUNS ?? '10', 10);
const DAYS = 90;
const TZ = 'Asia/Ho_Chi_Minh';
const TO = '2026-10-31';
const FROM = '2026-08-03'; // 90 local days, TO included
const BATCH = 100_000;

const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
function stats(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  const q = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))]!;
  return `p50 ${fmt(q(0.5))}  p99 ${fmt(q(0.99))}  (n=${s.length})`;
}
async function timeIt(fn: () => Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
}
async function sample(fn: () => Promise<unknown>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < RUNS; i++) out.push(await timeIt(fn));
  return out;
}

/** The site's data: every row through the tables' triggers, as the site writes it. */
async function generate(db: Db): Promise<void> {
  await db`INSERT INTO members (account, type, created_at)
    SELECT 'r' || g, 0, ${`${FROM}T00:00:00+07:00`}::timestamptz - (g % 400) * interval '1 day'
      FROM generate_series(1, ${MEMBERS}::int) g`;
  const [lo] = await db<{ id: number }[]>`SELECT min(id)::int AS id FROM members WHERE account LIKE 'r%'`;
  const first = lo!.id;
  const span = `${DAYS} days`;
  const start = `${FROM}T00:00:00+07:00`;
  for (let b = 0; b < BETS; b += BATCH) {
    const n = Math.min(BATCH, BETS - b);
    await db`INSERT INTO bets (member_id, vendor, round_id, unit, category, stake, win, status, created_at, updated_at,
        settled_at)
      SELECT ${first} + (g::bigint * 7919) % ${MEMBERS}, 'V' || (g % 10), 'b' || g, 'VND',
             (ARRAY['RNG','LIVE','FISH','SPORTS','LOTT','PVP'])[1 + g % 6], 1000 + g % 50000, (g::bigint * 31) % 60000,
             'settled', t, t, t
        FROM generate_series(${b + 1}::int, ${b + n}::int) g,
             LATERAL (SELECT ${start}::timestamptz + (g::double precision / ${BETS}) * ${span}::interval AS t) x`;
  }
  await db`INSERT INTO deposit_methods (code, kind, gateway, enabled, min_amount, max_amount, names, bank, sort, updated_at)
    VALUES ('bench', 'gateway', 'sandbox', true, 1, 1000000000000, '{}', NULL, 0, now())`;
  await db`INSERT INTO deposits (member_id, method_code, kind, amount, credited, status, created_at, credited_at)
    SELECT ${first} + (g * 13) % ${MEMBERS}, 'bench', 'gateway', 50000, 50000, 'succeeded', t, t
      FROM generate_series(1, ${BETS / 10}::int) g,
           LATERAL (SELECT ${start}::timestamptz + (g::double precision / ${BETS / 10}) * ${span}::interval AS t) x`;
  await db`INSERT INTO member_bank_accounts (member_id, bank_code, account_number, payee_name, created_at)
    SELECT id, 'VCB', 'a' || id, 'X', now() FROM members WHERE account LIKE 'r%'`;
  await db`INSERT INTO withdrawals (member_id, request_key, bank_account_id, bank_code, account_number, payee_name,
      amount, status, decided_at, created_at, updated_at)
    SELECT a.member_id, 'w' || g, a.id, 'VCB', a.account_number, 'X', 20000, 'received', t, t, t
      FROM generate_series(1, ${BETS / 10}::int) g
      JOIN member_bank_accounts a ON a.member_id = ${first} + (g * 17) % ${MEMBERS},
           LATERAL (SELECT ${start}::timestamptz + (g::double precision / ${BETS / 10}) * ${span}::interval AS t) x`;
  // Promotion payouts: house bonus account → member cash, one ledger row each (a bench: balances not kept).
  await db`INSERT INTO ledger_accounts (code, kind, unit, protected, created_at)
    VALUES ('h:bonus_expense:VND', 'bonus_expense', 'VND', false, now()) ON CONFLICT (code) DO NOTHING`;
  await db`INSERT INTO ledger_accounts (code, owner_member_id, kind, unit, protected, created_at)
    SELECT 'm:' || id || ':cash', id, 'cash', 'VND', true, now() FROM members WHERE account LIKE 'r%'
    ON CONFLICT (code) DO NOTHING`;
  await db`INSERT INTO ledger_transfers (idempotency_key, request_hash, debit_account_id, credit_account_id, amount, unit,
      kind, status, created_at)
    SELECT 'p' || g, 'x', h.id, c.id, 5000, 'VND', (ARRAY['bonus','rebate','cashback'])[1 + g % 3], 'posted', t
      FROM generate_series(1, ${BETS / 20}::int) g
      JOIN ledger_accounts h ON h.code = 'h:bonus_expense:VND'
      JOIN ledger_accounts c ON c.code = 'm:' || (${first} + (g * 11) % ${MEMBERS}) || ':cash',
           LATERAL (SELECT ${start}::timestamptz + (g::double precision / ${BETS / 20}) * ${span}::interval AS t) x`;
  await db`ANALYZE`;
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-reports-'));
  chmodSync(dataDir, 0o755);
  const pg = await startEmbeddedPostgres({ dataDir, port: 59_000 + (process.pid % 900) });
  const admin = connectDatabase(pg.url, { max: 1 });
  try {
    await admin.unsafe('CREATE DATABASE bench_reports');
    const url = new URL(pg.url);
    url.pathname = '/bench_reports';
    const db = connectDatabase(url.toString(), { max: 4 });
    await migrate(db);
    const genMs = await timeIt(() => generate(db));
    const [rows] = await db<{ n: number }[]>`SELECT count(*)::int AS n FROM member_day_stats`;
    console.log(
      `data: ${MEMBERS} members, ${BETS} bets, ${BETS / 10} deposits and withdrawals, ${BETS / 20} payouts ` +
        `over ${DAYS} days in ${(genMs / 1000).toFixed(1)} s; rollup rows ${rows!.n}`,
    );
    // Today a few days after the range: every day of it closed (the cache's case; the first run fills it).
    const today = new Date(Date.parse(`${TO}T12:00:00Z`) + 5 * 86_400_000);
    const reports = createReportsService({ db, clock: { now: () => today }, timezone: TZ });
    for (const name of ReportNames as readonly ReportName[]) {
      for (const by of ReportGroups[name] as readonly ReportGroup[]) {
        const first = await timeIt(() => reports.report(name, { from: FROM, to: TO, by }));
        const s = await sample(() => reports.report(name, { from: FROM, to: TO, by }));
        console.log(`${`${name} by ${by}`.padEnd(26)} first ${fmt(first)}  then ${stats(s)}`);
      }
    }
    // The players' P&L: the first page ever asked for the range builds its ranking of closed days (pnl-ranking.ts);
    // later pages and sorts read it; the same window a day later is built from it (two days read, not 90).
    const pnl = (from: string, to: string, sort: 'turnover' | 'ggr' | 'account') => () =>
      reports.playerPnl({ from, to, sort, dir: 'desc', page: 1, pageSize: 50 });
    console.log(`${'player P&L first (build)'.padEnd(26)} ${fmt(await timeIt(pnl(FROM, TO, 'turnover')))}`);
    for (const sort of ['turnover', 'ggr', 'account'] as const) {
      const s = await sample(pnl(FROM, TO, sort));
      console.log(`${`player P&L by ${sort}`.padEnd(26)} ${stats(s)}`);
    }
    const day = (d: string, n: number) =>
      new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
    const moved = await timeIt(pnl(day(FROM, -1), day(TO, -1), 'turnover'));
    console.log(`${'player P&L window −1 day'.padEnd(26)} first ${fmt(moved)}`);
    const s = await sample(() =>
      reports.playerPnl({ from: FROM, to: TO, account: 'r12', sort: 'turnover', dir: 'desc', page: 1, pageSize: 50 }),
    );
    console.log(`${'player P&L account r12…'.padEnd(26)} ${stats(s)}`);
    await db.end({ timeout: 5 });
  } finally {
    await admin.end({ timeout: 5 });
    await pg.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
