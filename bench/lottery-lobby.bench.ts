/// <reference path="../apps/server/src/platform/crypto/webcrypto-globals.d.ts" />
// `npm run bench:lottery-lobby`: the lottery lobby's open-number call (GET /lgw/vn/games/numero, spec §4:
// every visitor's lobby repeats it every 7–30 s) for 100 lotteries, loaded by autocannon with 256
// connections on loopback, beside two anchors on a bare Fastify: a hello route (the most a handler can do on
// this machine) and a route replaying the app's own open-number answer, its bytes and headers as sent
// (replay-anchor.ts: what sending that answer costs here with none of the app's work). Target (issue 14):
// p99 under 25 ms. Also the full lottery list (items with their last result) for the same 100 lotteries. The app is the real one (production settings, embedded PostgreSQL, demo
// seed): the seeded lottery games plus fast games added up to 100, each with an open draw and a drawn
// result. A benchmark: it prints figures and never fails.
import { type ChildProcess, fork } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const CONNECTIONS = Number.parseInt(process.env.BENCH_CONNECTIONS ?? '256', 10);
const SECONDS = Number.parseInt(process.env.BENCH_SECONDS ?? '10', 10);
const LOTTERIES = Number.parseInt(process.env.BENCH_LOTTERIES ?? '100', 10);
const NUMERO = `/lgw/vn/games/numero?count=${LOTTERIES}`;
const LIST = `/lgw/vn/games/lotteries?count=${LOTTERIES}&prizeMode=Lott&device=WEB&language=vi`;

// ---- child: the servers ------------------------------------------------------------------------------

async function serve(): Promise<void> {
  const { buildApp } = await import('../apps/server/src/app.js');
  const { loadConfig } = await import('../apps/server/src/config.js');
  const { seedDemo } = await import('../apps/server/src/modules/index.js');
  const { systemClock } = await import('../apps/server/src/platform/clock.js');
  const { connectDatabase } = await import('../apps/server/src/platform/db/connect.js');
  const { startEmbeddedPostgres } = await import('../apps/server/src/platform/db/embedded.js');
  const { migrate } = await import('../apps/server/src/platform/db/migrate.js');
  const { drawLottery, generateServerSeed, hashServerSeed } = await import('@app/games');
  const { addReplayRoute } = await import('./replay-anchor.js');
  const Fastify = (await import('fastify')).default;

  const pg = await startEmbeddedPostgres({ dataDir: process.env.BENCH_DATA_DIR!, port: 57_000 + (process.pid % 900) });
  const db = connectDatabase(pg.url);
  await migrate(db);
  await seedDemo(db, systemClock);
  // Fast games added until there are LOTTERIES lottery games (operator data, as POST /wps/operator/lottery/games adds).
  const n = (await db<{ n: number }[]>`SELECT count(*)::int AS n FROM lottery_games`)[0]!.n;
  for (let i = n; i < LOTTERIES; i++) {
    const game = `bench-st-${i}`;
    await db`INSERT INTO round_games (game, interval_seconds, lock_seconds, min_stake, max_stake, max_player_round_stake,
                                      max_round_payout, enabled, updated_at, result_source, schedule)
             VALUES (${game}, 120, 10, 100000, 50000000000, 50000000000, 1000000000000000, true, now(), 'seed',
                     '{"kind":"interval","align":true}')`;
    await db`INSERT INTO lottery_games (game, kind, area, layout, name_vi, name_en, prize_modes, default_mode,
                                        min_points, max_points, history_node_id, history_category, sort, updated_at)
             VALUES (${game}, 'fast', 'north', 'north', ${`Siêu Tốc Thử ${i}`}, ${`Bench Fast ${i}`}, ARRAY['Elott'],
                     'Elott', 1, 10000, 'TCG_LOTTO_VN-ELOTT-002', 'ELOTT', ${1000 + i}, now())`;
  }
  // Each game: a drawn draw and an open one drawing in the next hours (the bench never reaches their lock).
  const games = await db<{ game: string; layout: 'north' | 'south'; lock: number }[]>`
    SELECT lg.game, lg.layout, rg.lock_seconds AS lock FROM lottery_games lg JOIN round_games rg USING (game)`;
  const now = Date.now();
  let k = 0;
  for (const g of games) {
    k++;
    const seq = (
      await db<{ s: number }[]>`SELECT coalesce(max(seq), 0)::int AS s FROM rounds WHERE game = ${g.game}`
    )[0]!.s;
    for (const [offset, state] of [
      [-600_000, 'settled'],
      [3_600_000 + k * 60_000, 'open'],
    ] as const) {
      const serverSeed = generateServerSeed();
      const seeds = { serverSeed, clientSeed: `bench-${g.game}`, nonce: 0 };
      const drawsAt = new Date(now + offset);
      const closesAt = new Date(drawsAt.getTime() - g.lock * 1000);
      const result = state === 'settled' ? db.json(drawLottery(g.layout, seeds) as never) : null;
      await db`INSERT INTO rounds (game, seq, state, opens_at, closes_at, draws_at, server_seed, server_seed_hash,
                                   client_seed, nonce, result, created_at, drawn_at, settled_at)
               VALUES (${g.game}, ${seq + (state === 'settled' ? 1 : 2)}, ${state}, ${new Date(now - 3_600_000)},
                       ${closesAt}, ${drawsAt}, ${serverSeed}, ${hashServerSeed(serverSeed)}, ${seeds.clientSeed}, 0,
                       ${result}, now(), ${state === 'settled' ? drawsAt : null}, ${state === 'settled' ? drawsAt : null})`;
    }
  }
  // No job runner: the bench's draws stay as written.
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', WEB_DIST: '', JOB_CONCURRENCY: '0' });
  const app = await buildApp({ config, db, clock: systemClock });
  const appUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  const hello = Fastify({ logger: false });
  hello.get('/hello', async () => ({ hello: 'world' }));
  // The second anchor: the app's own open-number answer (its bytes, brotli as browsers ask, and its headers),
  // sent by a bare Fastify route (replay-anchor.ts): what sending that answer costs here, with none of the app's work.
  const numeroBytes = await addReplayRoute(hello, '/numero-replay', appUrl, NUMERO, { 'accept-encoding': 'br' });
  const helloUrl = await hello.listen({ host: '127.0.0.1', port: 0 });
  process.send!({ appUrl, helloUrl, games: games.length, numeroBytes });
  process.on('message', async () => {
    await app.close();
    await hello.close();
    await db.end({ timeout: 5 });
    await pg.stop();
    process.exit(0);
  });
}

// ---- parent: the load ---------------------------------------------------------------------------------

interface Run {
  rps: number;
  p50: number;
  p99: number;
  bad: number;
}

async function load(url: string, p: string, seconds: number, headers: Record<string, string> = {}): Promise<Run> {
  const r = await autocannon({ url: url + p, connections: CONNECTIONS, duration: seconds, headers });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, bad: r.errors + r.timeouts + r.non2xx };
}

/** What the server process reports once it listens. */
interface Served {
  appUrl: string;
  helloUrl: string;
  games: number;
  /** The open-number answer's size as the replay anchor sends it (brotli). */
  numeroBytes: number;
}

function startChild(dataDir: string): Promise<{ child: ChildProcess } & Served> {
  const child = fork(fileURLToPath(import.meta.url), ['--serve'], {
    env: { ...process.env, BENCH_DATA_DIR: dataDir },
    // The production start's heap setting (`npm start`, the image's NODE_OPTIONS: docs/deploy.md).
    execArgv: [
      '--import',
      'tsx',
      '--max-semi-space-size=32',
      ...(process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
    ],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (m) => resolve({ child, ...(m as Served) }));
    child.once('exit', (code) => reject(new Error(`server process exited with code ${code}`)));
  });
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-lottery-lobby-'));
  chmodSync(dataDir, 0o755);
  const server = await startChild(dataDir);
  try {
    for (const p of [NUMERO, LIST]) {
      const res = await fetch(server.appUrl + p);
      const body = (await res.json()) as { value?: { list: { open: boolean }[] } };
      if (res.status !== 200) throw new Error(`${p} answered ${res.status}`);
      const open = body.value!.list.filter((i) => i.open).length;
      console.log(`  ${p}: ${body.value!.list.length} lotteries, ${open} open`);
    }
    // BENCH_PROFILE_ONLY=1: only the compressed open-number load (with BENCH_SERVER_NODE_ARGS="--cpu-prof …");
    // BENCH_PROFILE_ONLY=/healthz (or another path): that path instead.
    if (process.env.BENCH_PROFILE_ONLY) {
      const only = process.env.BENCH_PROFILE_ONLY.startsWith('/') ? process.env.BENCH_PROFILE_ONLY : NUMERO;
      const r = await load(server.appUrl, only, SECONDS, { 'accept-encoding': 'gzip, deflate, br' });
      console.log(`  ${only} (br) ${Math.round(r.rps)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms`);
      return;
    }
    await load(server.helloUrl, '/hello', 2); // warm-up
    await load(server.appUrl, NUMERO, 2);
    const hello = await load(server.helloUrl, '/hello', SECONDS);
    const replay = await load(server.helloUrl, '/numero-replay', SECONDS, { 'accept-encoding': 'gzip, deflate, br' });
    // The app's own floor: its smallest route, through the same hooks (security headers, metrics, guards).
    const healthz = await load(server.appUrl, '/healthz', SECONDS);
    const numero = await load(server.appUrl, NUMERO, SECONDS);
    const numeroBr = await load(server.appUrl, NUMERO, SECONDS, { 'accept-encoding': 'gzip, deflate, br' });
    const list = await load(server.appUrl, LIST, SECONDS, { 'accept-encoding': 'gzip, deflate, br' });
    const row = (label: string, r: Run) =>
      console.log(
        `  ${label.padEnd(52)} ${Math.round(r.rps).toString().padStart(7)} req/s   p50 ${r.p50} ms   p99 ${r.p99} ms   errors/non-2xx ${r.bad}`,
      );
    console.log(
      `\nLottery lobby — ${CONNECTIONS} connections, ${SECONDS}s each, loopback, ${server.games} lotteries, ${os.cpus().length} cores\n`,
    );
    row('anchor: Fastify GET /hello', hello);
    row(`anchor: Fastify replaying that answer (br, ${server.numeroBytes} B)`, replay);
    row('anchor: the app GET /healthz', healthz);
    row(`GET ${NUMERO}`, numero);
    row('  same, accepting gzip/brotli', numeroBr);
    row(`GET /lgw/vn/games/lotteries (${LOTTERIES} items, br)`, list);
    console.log(
      `\n  open-number p99 ${numero.p99} ms, ${numeroBr.p99} ms as browsers ask (compressed) ` +
        `(target < 25 ms: ${Math.max(numero.p99, numeroBr.p99) < 25 ? 'met' : 'NOT met'}); ` +
        `ratio numero / hello ${(numero.rps / hello.rps).toFixed(3)}\n`,
    );
  } finally {
    server.child.send('stop');
    await new Promise((r) => server.child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[2] === '--serve') await serve();
else await main();
