/// <reference path="../apps/server/src/platform/crypto/webcrypto-globals.d.ts" />
// `npm run bench:ledger`: the ledger's own transfers against pgbench's tpcb-like script, on one embedded
// PostgreSQL, at the same client count and duration. Two shapes:
//   spread — pgbench at scale 10 (10 branches) vs ledger transfers between random members of 1,000;
//   hot    — pgbench at scale 1 (every transaction updates the one branch row) vs ledger transfers that
//            all credit one house account.
//   http   — pgbench at scale 10 vs the same spread of transfers made through the real server: operator
//            adjustments (POST /wps/operator/adjustments: session, validation, ledger transfer, audit
//            record) over loopback HTTP with keep-alive, the client in this process.
// Anchor: pgbench tpcb-like (BEGIN; 3 UPDATEs, a SELECT, an INSERT; END) is about as small as a
// transactional money movement gets; our goal is ≥ 0.7 of its rate in process and ≥ 0.4 through HTTP.
// A benchmark: it prints figures and ratios and never fails (a broken ledger would, though: it checks
// every invariant at the end and says so).
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { createLedgerService, verifyLedger } from '../apps/server/src/modules/ledger/index.js';
import { DEMO_OPERATOR, seedOperators } from '../apps/server/src/modules/operators/index.js';
import { ManualClock } from '../apps/server/src/platform/clock.js';
import { connectDatabase } from '../apps/server/src/platform/db/connect.js';
import { startEmbeddedPostgres } from '../apps/server/src/platform/db/embedded.js';
import { migrate } from '../apps/server/src/platform/db/migrate.js';

const CLIENTS = Number.parseInt(process.env.BENCH_CLIENTS ?? '8', 10);
const SECONDS = Number.parseInt(process.env.BENCH_SECONDS ?? '10', 10);
const MEMBERS = 1_000;
// Rounds alternate pgbench and ledger runs so a busy machine's drift weighs on both alike.
const ROUNDS = Number.parseInt(process.env.BENCH_ROUNDS ?? '2', 10);

function findPgbench(): string | null {
  const which = spawnSync('which', ['pgbench'], { encoding: 'utf8' });
  if (which.status === 0 && which.stdout.trim()) return which.stdout.trim();
  const lib = '/usr/lib/postgresql';
  if (!existsSync(lib)) return null;
  for (const v of execFileSync('ls', [lib], { encoding: 'utf8' }).split('\n').filter(Boolean).sort().reverse()) {
    const p = path.join(lib, v, 'bin', 'pgbench');
    if (existsSync(p)) return p;
  }
  return null;
}

function pgbench(bin: string, url: URL, args: string[]): string {
  const res = spawnSync(bin, ['-h', url.hostname, '-p', url.port, '-U', url.username, ...args, url.pathname.slice(1)], {
    encoding: 'utf8',
    env: { ...process.env, PGPASSWORD: decodeURIComponent(url.password) },
  });
  if (res.status !== 0) throw new Error(`pgbench ${args.join(' ')} failed:\n${res.stderr}`);
  return res.stdout;
}

function pgbenchInit(bin: string, url: URL, scale: number): void {
  pgbench(bin, url, ['-i', '-q', '-s', String(scale)]);
}

function pgbenchTps(bin: string, url: URL): number {
  const out = pgbench(bin, url, [
    '-n',
    '-c',
    String(CLIENTS),
    '-j',
    String(Math.min(CLIENTS, 2)),
    '-T',
    String(SECONDS),
  ]);
  const m = /tps = ([\d.]+) \(without initial connection time\)/.exec(out);
  if (!m) throw new Error(`Cannot read pgbench output:\n${out}`);
  return Number(m[1]);
}

async function main() {
  const bin = findPgbench();
  if (!bin) {
    console.log('pgbench not found: install postgresql-contrib (Debian) and run again.');
    return;
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-ledger-'));
  // The embedded database runs as the postgres user when we are root; it must be able to enter the folder.
  chmodSync(dataDir, 0o755);
  const port = 57_000 + (process.pid % 2_000);
  const pg = await startEmbeddedPostgres({ dataDir, port });
  const admin = connectDatabase(pg.url, { max: 1 });
  try {
    await admin.unsafe('CREATE DATABASE bench_pgbench');
    await admin.unsafe('CREATE DATABASE bench_ledger');
    const pgbenchUrl = new URL(pg.url);
    pgbenchUrl.pathname = '/bench_pgbench';
    const ledgerUrl = new URL(pg.url);
    ledgerUrl.pathname = '/bench_ledger';

    const db = connectDatabase(ledgerUrl.toString(), { max: CLIENTS });
    await migrate(db);
    const clock = new ManualClock('2026-11-22T00:00:00Z');
    const ledger = createLedgerService({ db, clock });
    const members = (
      await db<{ id: number }[]>`
        INSERT INTO members (account, type, created_at)
        SELECT 'bench' || g, 0, now() FROM generate_series(1, ${MEMBERS}) g RETURNING id`
    ).map((r) => r.id);
    const clearing = { house: 'payment_clearing' as const, unit: 'VND' as const };
    for (let i = 0; i < members.length; i += CLIENTS * 4) {
      await Promise.all(
        members.slice(i, i + CLIENTS * 4).map((m) =>
          ledger.transfer({
            debit: clearing,
            credit: { member: m, kind: 'cash' },
            amount: 1_000_000_000,
            unit: 'VND',
            kind: 'deposit',
            idempotencyKey: `fund:${m}`,
          }),
        ),
      );
    }

    let seq = 0;
    const runLedger = async (hot: boolean): Promise<number> => {
      let done = 0;
      const until = performance.now() + SECONDS * 1000;
      const worker = async () => {
        while (performance.now() < until) {
          const a = members[Math.floor(Math.random() * members.length)]!;
          let b = members[Math.floor(Math.random() * members.length)]!;
          if (b === a) b = members[(members.indexOf(a) + 1) % members.length]!;
          await ledger.transfer({
            debit: { member: a, kind: 'cash' },
            credit: hot ? { house: 'game_revenue', unit: 'VND' } : { member: b, kind: 'cash' },
            amount: 1 + (seq % 1000),
            unit: 'VND',
            kind: hot ? 'bet' : 'p2p',
            idempotencyKey: `bench:${++seq}`,
          });
          done++;
        }
      };
      const t = performance.now();
      await Promise.all(Array.from({ length: CLIENTS }, worker));
      return done / ((performance.now() - t) / 1000);
    };

    // The real server on loopback, on the same database, its operator signed in once.
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      WEB_DIST: '',
      DATABASE_URL: ledgerUrl.toString(),
    });
    await seedOperators(db, clock);
    const app = await buildApp({ config, db, clock });
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const login = await fetch(`${base}/wps/operator/session/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_OPERATOR),
    });
    const opToken = ((await login.json()) as { value: { token: string } }).value.token;
    const runHttp = async (): Promise<number> => {
      let done = 0;
      let failed = 0;
      const until = performance.now() + SECONDS * 1000;
      const worker = async () => {
        while (performance.now() < until) {
          const res = await fetch(`${base}/wps/operator/adjustments`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${opToken}` },
            body: JSON.stringify({
              memberId: members[Math.floor(Math.random() * members.length)],
              direction: 'credit',
              amount: 1 + (seq % 1000),
              reason: 'benchmark',
              idempotencyKey: `bench-http:${++seq}`,
            }),
          });
          await res.arrayBuffer();
          if (res.ok) done++;
          else failed++;
        }
      };
      const t = performance.now();
      await Promise.all(Array.from({ length: CLIENTS }, worker));
      if (failed > 0) console.log(`  (${failed} HTTP transfers failed)`);
      return done / ((performance.now() - t) / 1000);
    };

    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const compare = async (scale: number, run: () => Promise<number>) => {
      pgbenchInit(bin, pgbenchUrl, scale);
      const pg: number[] = [];
      const ours: number[] = [];
      for (let r = 0; r < ROUNDS; r++) {
        pg.push(pgbenchTps(bin, pgbenchUrl));
        ours.push(await run());
      }
      return [mean(pg), mean(ours)] as const;
    };
    const [spreadPg, spreadLedger] = await compare(10, () => runLedger(false));
    const [httpPg, httpLedger] = await compare(10, runHttp);
    const [hotPg, hotLedger] = await compare(1, () => runLedger(true));
    await app.close();
    const report = await verifyLedger(db);
    await db.end({ timeout: 5 });

    const f = (n: number) => `${Math.round(n)}`.padStart(7);
    console.log(
      `\nLedger throughput vs pgbench tpcb-like: embedded PostgreSQL, ${CLIENTS} clients, mean of ${ROUNDS} alternating ${SECONDS} s runs\n`,
    );
    console.log(`  spread: pgbench -s 10                          ${f(spreadPg)} tps`);
    console.log(
      `          ledger, random pairs of ${MEMBERS} members    ${f(spreadLedger)} transfers/s   ratio ${(spreadLedger / spreadPg).toFixed(2)} (goal ≥ 0.70)`,
    );
    console.log(`  http:   pgbench -s 10                          ${f(httpPg)} tps`);
    console.log(
      `          adjustments through the server         ${f(httpLedger)} transfers/s   ratio ${(httpLedger / httpPg).toFixed(2)} (goal ≥ 0.40)`,
    );
    console.log(`  hot:    pgbench -s 1 (one branch row)          ${f(hotPg)} tps`);
    console.log(
      `          ledger, every credit to one account    ${f(hotLedger)} transfers/s   ratio ${(hotLedger / hotPg).toFixed(2)}`,
    );
    console.log(
      `\n  ledger after the run: ${report.transfers} transfers, invariants ${report.ok ? 'hold' : `VIOLATED (${report.violations.length})`}`,
    );
    console.log(
      `  machine: ${os.cpus().length} CPU(s); pgbench is a C client, the ledger runs in this Node process.\n`,
    );
  } finally {
    await admin.end({ timeout: 5 });
    await pg.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
