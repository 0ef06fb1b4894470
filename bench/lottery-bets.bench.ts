/// <reference path="../apps/server/src/platform/crypto/webcrypto-globals.d.ts" />
// `npm run bench:lottery-bets`: lottery bet slips placed per second through HTTP (POST
// /wps/lottery/draws/:id/bets) on the real app (production settings, embedded PostgreSQL), loaded by
// autocannon with BENCH_CONNECTIONS (64) connections from BENCH_MEMBERS (2,000) funded members, each request a
// new slip (its own idempotency key) of three bets: lô 2 số, đề đặc biệt and xiên 2 on numbers drawn at
// random over 00–99 (so the per-number liability cap is not what stops them). Every slip goes the whole way: validation
// and pricing by the maths, limits, the per-number cap, the stakes through the ledger, betting history.
// Sessions come from a stand-in resolver (a header naming the member): the bench measures betting, not
// session look-ups. Afterwards it checks that every accepted slip's bets are in the table once and that
// the ledger's invariants hold. A benchmark: it prints figures and never fails.
import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const CONNECTIONS = Number.parseInt(process.env.BENCH_CONNECTIONS ?? '64', 10);
const SECONDS = Number.parseInt(process.env.BENCH_SECONDS ?? '15', 10);
const MEMBERS = Number.parseInt(process.env.BENCH_MEMBERS ?? '2000', 10);
const GAME = 'vn-mb';
const BETS_PER_SLIP = 3;

// ---- child: the server ---------------------------------------------------------------------------------

async function serve(): Promise<void> {
  const { buildApp } = await import('../apps/server/src/app.js');
  const { loadConfig } = await import('../apps/server/src/config.js');
  const { createLedgerService, verifyLedger } = await import('../apps/server/src/modules/ledger/index.js');
  const { systemClock } = await import('../apps/server/src/platform/clock.js');
  const { connectDatabase } = await import('../apps/server/src/platform/db/connect.js');
  const { startEmbeddedPostgres } = await import('../apps/server/src/platform/db/embedded.js');
  const { migrate } = await import('../apps/server/src/platform/db/migrate.js');
  const { generateServerSeed, hashServerSeed } = await import('@app/games');

  const pg = await startEmbeddedPostgres({ dataDir: process.env.BENCH_DATA_DIR!, port: 56_000 + (process.pid % 900) });
  const db = connectDatabase(pg.url);
  await migrate(db);
  const ledger = createLedgerService({ db, clock: systemClock });
  const members = await db<{ id: number }[]>`
    INSERT INTO members (account, type, payee_name, created_at)
    SELECT 'bench' || g, 0, 'BENCH', now() FROM generate_series(1, ${MEMBERS}) g RETURNING id`;
  await db.begin((tx) =>
    ledger.transferInTx(
      tx,
      members.map((m) => ({
        debit: { house: 'payment_clearing', unit: 'VND' } as const,
        credit: { member: m.id, kind: 'cash' } as const,
        amount: 100_000_000_000,
        unit: 'VND' as const,
        kind: 'deposit',
        idempotencyKey: `bench-fund:${m.id}`,
      })),
    ),
  );
  // Today's North draw, open for the next two hours (no job runner moves it meanwhile).
  const now = Date.now();
  const serverSeed = generateServerSeed();
  const [draw] = await db<{ id: number }[]>`
    INSERT INTO rounds (game, seq, state, opens_at, closes_at, draws_at, server_seed, server_seed_hash, client_seed,
                        nonce, created_at, opened_at)
    VALUES (${GAME}, 1, 'open', ${new Date(now - 60_000)}, ${new Date(now + 7_200_000)}, ${new Date(now + 8_100_000)},
            ${serverSeed}, ${hashServerSeed(serverSeed)}, 'bench', 0, now(), now())
    RETURNING id`;
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', WEB_DIST: '', JOB_CONCURRENCY: '0' });
  const app = await buildApp({
    config,
    db,
    clock: systemClock,
    resolveSession: async (req) => {
      const id = Number(req.headers['x-bench-member']);
      return id > 0 ? { memberId: id, account: `bench${id}`, type: 0, roles: ['member'] } : null;
    },
  });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  process.send!({ url, drawId: draw!.id, members: members.map((m) => m.id) });
  // What the database's sessions wait on during the load, sampled every 50 ms (where slips queue up).
  const waits = new Map<string, number>();
  let sampling = false;
  let sampler: Promise<void> = Promise.resolve();
  async function sample(): Promise<void> {
    while (sampling) {
      const rows = await db<{ w: string }[]>`
        SELECT coalesce(wait_event_type || ':' || wait_event, 'CPU') ||
               CASE WHEN wait_event_type = 'Lock'
                    THEN ' [' || regexp_replace(left(query, 70), '[[:space:]]+', ' ', 'g') || ']' ELSE '' END AS w
        FROM pg_stat_activity
        WHERE state = 'active' AND pid <> pg_backend_pid() AND backend_type = 'client backend'`;
      for (const r of rows) waits.set(r.w, (waits.get(r.w) ?? 0) + 1);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  process.on('message', async (m) => {
    if (m === 'sample') {
      sampling = true;
      sampler = sample();
      return;
    }
    sampling = false;
    await sampler;
    const [check] = await db<{ slips: number; bets: number; staked: number; dup: number }[]>`
      SELECT (SELECT count(*)::int FROM round_slips WHERE round_id = ${draw!.id}) AS slips,
             count(*)::int AS bets, coalesce(sum(stake), 0)::bigint AS staked,
             (SELECT count(*)::int FROM (SELECT slip_id FROM round_bets WHERE round_id = ${draw!.id}
                GROUP BY slip_id HAVING count(*) <> ${BETS_PER_SLIP}) x) AS dup
      FROM round_bets WHERE round_id = ${draw!.id}`;
    const ledgerReport = await verifyLedger(db);
    const top = [...waits].sort((a, b) => b[1] - a[1]).slice(0, 6);
    process.send!({ ...check, ledgerOk: ledgerReport.ok, waits: top.map(([w, n]) => `${w} ${n}`).join(', ') });
    await app.close();
    await db.end({ timeout: 5 });
    await pg.stop();
    process.exit(0);
  });
}

// ---- parent: the load -----------------------------------------------------------------------------------

interface Ready {
  url: string;
  drawId: number;
  members: number[];
}

function startChild(dataDir: string): Promise<{ child: ChildProcess } & Ready> {
  const child = fork(fileURLToPath(import.meta.url), ['--serve'], {
    env: { ...process.env, BENCH_DATA_DIR: dataDir },
    execArgv: ['--import', 'tsx', ...(process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [])],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (m) => resolve({ child, ...(m as Ready) }));
    child.once('exit', (code) => reject(new Error(`server process exited with code ${code}`)));
  });
}

const n2 = (i: number) => String(i % 100).padStart(2, '0');

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-lottery-bets-'));
  chmodSync(dataDir, 0o755);
  const server = await startChild(dataDir);
  let sent = 0;
  // Numbers drawn at random per slip: players spread over 00–99 (a crowd on one number would queue on its
  // exposure row, which is what the cap is for, not what this measures).
  const slip = () => {
    sent++;
    const k = Math.floor(Math.random() * 100);
    return JSON.stringify({
      idempotencyKey: `b${randomBytes(9).toString('hex')}`,
      prizeMode: 'Lott',
      bets: [
        { selection: { kind: 'lo2', numbers: [n2(k)] }, points: 1 },
        { selection: { kind: 'deDacBiet', numbers: [n2(k * 37 + 11)] }, points: 2 },
        { selection: { kind: 'xien2', numbers: [n2(k + 7), n2(k + 41)] }, points: 3 },
      ],
    });
  };
  const memberOf = () => String(server.members[sent % server.members.length]);
  try {
    const first = await fetch(`${server.url}/wps/lottery/draws/${server.drawId}/bets`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-bench-member': memberOf() },
      body: slip(),
    });
    if (first.status !== 200) throw new Error(`a slip answered ${first.status}: ${await first.text()}`);
    const run = () =>
      autocannon({
        url: server.url,
        connections: CONNECTIONS,
        duration: SECONDS,
        requests: [
          {
            method: 'POST',
            path: `/wps/lottery/draws/${server.drawId}/bets`,
            setupRequest: (req) => ({
              ...req,
              headers: { ...req.headers, 'content-type': 'application/json', 'x-bench-member': memberOf() },
              body: slip(),
            }),
          },
        ],
      });
    await autocannon({ url: server.url, connections: 8, duration: 2, requests: [{ method: 'GET', path: '/healthz' }] });
    server.child.send('sample');
    const r = await run();
    server.child.send('check');
    const check = await new Promise<{
      slips: number;
      bets: number;
      staked: number;
      dup: number;
      ledgerOk: boolean;
      waits: string;
    }>((resolve) => server.child.once('message', (m) => resolve(m as never)));
    const ok = r['2xx'];
    console.log(
      `\nLottery bets through HTTP — ${CONNECTIONS} connections, ${SECONDS}s, ${server.members.length} members, ` +
        `slips of ${BETS_PER_SLIP} bets, loopback, ${os.cpus().length} cores (load ${os.loadavg()[0]!.toFixed(1)})\n`,
    );
    console.log(
      `  slips accepted: ${ok.toLocaleString('en')} (${(ok / SECONDS).toFixed(0)} slips/s, ${((ok * BETS_PER_SLIP) / SECONDS).toFixed(0)} bets/s)`,
    );
    console.log(
      `  latency p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms; refused (non-2xx) ${r.non2xx}, errors ${r.errors + r.timeouts}`,
    );
    console.log(
      `  in the database: ${check.slips.toLocaleString('en')} slips, ${check.bets.toLocaleString('en')} bets ` +
        `(${check.dup} slips without exactly ${BETS_PER_SLIP} bets), staked ${(check.staked / 100).toLocaleString('en')} ₫; ` +
        `ledger invariants ${check.ledgerOk ? 'hold' : 'VIOLATED'}`,
    );
    console.log(`  database sessions during the load (samples every 50 ms): ${check.waits}\n`);
  } finally {
    await new Promise((r) => {
      server.child.once('exit', r);
      if (server.child.exitCode !== null) r(null);
    });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[2] === '--serve') await serve();
else await main();
