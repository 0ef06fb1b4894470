/// <reference path="../apps/server/src/platform/crypto/webcrypto-globals.d.ts" />
// `npm run bench:ledger`: the ledger's own transfers against pgbench's tpcb-like script, on one embedded
// PostgreSQL, at the same client count and duration. Shapes:
//   spread — pgbench at scale 10 (10 branches) vs ledger transfers between random members of 1,000;
//   hot    — pgbench at scale 1 (every transaction updates the one branch row) vs ledger transfers that
//            all credit one member's account (one row, as pgbench's branch);
//   house  — the same pgbench vs transfers that all credit one house account (game revenue), which the
//            ledger keeps as shards so that it is not one row (ledger.accounts.ts HOUSE_SHARDS).
//   http   — pgbench at scale 10 vs the same spread of transfers made through the real server: operator
//            adjustments (POST /wps/operator/adjustments: session, validation, member check, ledger
//            transfer with its audit record) over loopback HTTP with keep-alive. The server runs in its
//            own process, as in production; autocannon loads it from this one, as pgbench loads
//            PostgreSQL from its own.
// Anchor: pgbench tpcb-like (BEGIN; 3 UPDATEs, a SELECT, an INSERT; END) is about as small as a
// transactional money movement gets; our goal is ≥ 0.7 of its rate in process and ≥ 0.4 through HTTP.
// A benchmark: it prints figures and ratios and never fails (a broken ledger would, though: it checks
// every invariant at the end and says so).
import { type ChildProcess, execFileSync, fork, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
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
// BENCH_SHAPES=http (say) runs only the named shapes, e.g. to profile one of them.
const SHAPES = new Set((process.env.BENCH_SHAPES ?? 'spread,http,hot,house').split(',').map((s) => s.trim()));

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

// ---- child: the real server, in its own process ----------------------------------------------------------

async function serve(databaseUrl: string): Promise<void> {
  const { buildApp } = await import('../apps/server/src/app.js');
  const { loadConfig } = await import('../apps/server/src/config.js');
  const { systemClock } = await import('../apps/server/src/platform/clock.js');
  const db = connectDatabase(databaseUrl, { max: CLIENTS });
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', WEB_DIST: '', DATABASE_URL: databaseUrl });
  const app = await buildApp({ config, db, clock: systemClock });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  process.send!({ base });
  process.on('message', async () => {
    await app.close();
    await db.end({ timeout: 5 });
    process.exit(0);
  });
}

function startServer(databaseUrl: string): Promise<{ base: string; stop: () => Promise<void> }> {
  // BENCH_PROFILE=<dir> writes a CPU profile of the server process there (open it in Chrome's DevTools).
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), ['--serve', databaseUrl], {
    execArgv: ['--import', 'tsx', ...profile],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    const stop = () =>
      new Promise<void>((done) => {
        child.once('exit', () => done());
        child.send('stop');
      });
    child.once('message', (m) => resolve({ base: (m as { base: string }).base, stop }));
    child.once('exit', (code) => reject(new Error(`server process exited with code ${code}`)));
  });
}

// ---- parent: pgbench and the load -------------------------------------------------------------------------

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
    const hotMember = members[0]!;
    const runLedger = async (shape: 'spread' | 'hot' | 'house'): Promise<number> => {
      let done = 0;
      const until = performance.now() + SECONDS * 1000;
      const worker = async () => {
        while (performance.now() < until) {
          const a = members[Math.floor(Math.random() * members.length)]!;
          let b = shape === 'hot' ? hotMember : members[Math.floor(Math.random() * members.length)]!;
          if (b === a) b = members[(members.indexOf(a) + 1) % members.length]!;
          await ledger.transfer({
            debit: { member: a, kind: 'cash' },
            credit: shape === 'house' ? { house: 'game_revenue', unit: 'VND' } : { member: b, kind: 'cash' },
            amount: 1 + (seq % 1000),
            unit: 'VND',
            kind: shape === 'house' ? 'bet' : 'p2p',
            idempotencyKey: `bench:${++seq}`,
          });
          done++;
        }
      };
      const t = performance.now();
      await Promise.all(Array.from({ length: CLIENTS }, worker));
      return done / ((performance.now() - t) / 1000);
    };

    // The real server in its own process (as in production), on the same database, its operator signed
    // in once; autocannon loads it from this process over loopback keep-alive connections, as pgbench
    // loads PostgreSQL from its own process.
    await seedOperators(db, clock);
    const server = SHAPES.has('http') ? await startServer(ledgerUrl.toString()) : null;
    const runHttp = async (seconds = SECONDS): Promise<number> => {
      const login = await fetch(`${server!.base}/wps/operator/session/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(DEMO_OPERATOR),
      });
      const opToken = ((await login.json()) as { value: { token: string } }).value.token;
      const result = await autocannon({
        url: server!.base,
        connections: CLIENTS,
        duration: seconds,
        requests: [
          {
            method: 'POST',
            path: '/wps/operator/adjustments',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${opToken}` },
            setupRequest: (req) => ({
              ...req,
              body: JSON.stringify({
                memberId: members[Math.floor(Math.random() * members.length)],
                direction: 'credit',
                amount: 1 + (seq % 1000),
                reason: 'benchmark',
                idempotencyKey: `bench-http:${++seq}`,
              }),
            }),
          },
        ],
      });
      const failed = result.non2xx + result.errors + result.timeouts;
      if (failed > 0) console.log(`  (${failed} HTTP transfers failed)`);
      // Only answered 2xx requests count as transfers.
      return result['2xx'] / (result.duration || seconds);
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
    const skipped = [Number.NaN, Number.NaN] as const;
    const [spreadPg, spreadLedger] = SHAPES.has('spread') ? await compare(10, () => runLedger('spread')) : skipped;
    // A short warm-up first: the server process starts cold (JIT, its account cache, the pool).
    if (server) await runHttp(2);
    const [httpPg, httpLedger] = SHAPES.has('http') ? await compare(10, () => runHttp()) : skipped;
    const [hotPg, hotLedger] = SHAPES.has('hot') ? await compare(1, () => runLedger('hot')) : skipped;
    const [housePg, houseLedger] = SHAPES.has('house') ? await compare(1, () => runLedger('house')) : skipped;
    await server?.stop();
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
      `          ledger, every credit to one member     ${f(hotLedger)} transfers/s   ratio ${(hotLedger / hotPg).toFixed(2)}`,
    );
    console.log(`  house:  pgbench -s 1 (one branch row)          ${f(housePg)} tps`);
    console.log(
      `          ledger, every credit to game revenue   ${f(houseLedger)} transfers/s   ratio ${(houseLedger / housePg).toFixed(2)}`,
    );
    console.log(
      `\n  ledger after the run: ${report.transfers} transfers, invariants ${report.ok ? 'hold' : `VIOLATED (${report.violations.length})`}`,
    );
    console.log(
      `  machine: ${os.cpus().length} CPU(s); pgbench is a C client; the in-process ledger runs in this Node process,
  the HTTP server in a child process loaded by autocannon from this one.\n`,
    );
  } finally {
    await admin.end({ timeout: 5 });
    await pg.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[2] === '--serve') await serve(process.argv[3]!);
else await main();
