/// <reference path="../apps/server/src/platform/crypto/webcrypto-globals.d.ts" />
// `npm run bench:lobby`: getGameList (GET /wps/game/list) of the real app against a bare Fastify hello
// route, both served by one child process on loopback, loaded by autocannon from this process with 256
// connections. Anchors: the hello route is the most a Fastify handler can do on this machine; a second bare
// Fastify replays the app's own answers to the lobby pages, bytes (brotli) and headers as sent
// (replay-anchor.ts), which is what sending those answers costs here. The ratios say what the catalogue
// query, validation and envelope cost on top. The app runs on an embedded PostgreSQL with the demo
// catalogue (several hundred games) and a mix of lobby pages: category pages, a vendor's page, a filtered
// search; the same mix again from clients that accept brotli (what browsers send); and random searches that
// no cache holds. getGameList answers from the in-memory catalogue
// (catalogue.games-index.ts), pages as ready bytes (ready-bytes.ts); before that work a search queried
// PostgreSQL and every page was validated, serialized and compressed per request.
// A benchmark: it prints figures and ratios and never fails.
import { type ChildProcess, fork } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const CONNECTIONS = Number.parseInt(process.env.BENCH_CONNECTIONS ?? '256', 10);
const SECONDS = Number.parseInt(process.env.BENCH_SECONDS ?? '10', 10);
// Rounds alternate hello and getGameList so a busy machine's drift weighs on both alike.
const ROUNDS = Number.parseInt(process.env.BENCH_ROUNDS ?? '2', 10);

/** Lobby pages a browsing crowd asks for (pageSize 15, clientType 3, as the web sends them). */
const LOBBY_PATHS = [
  '/wps/game/list?clientType=3&platform=flash,html5-desktop&gameType=RNG&pageNo=1&pageSize=15&language=vi',
  '/wps/game/list?clientType=3&platform=flash,html5-desktop&gameType=RNG&pageNo=7&pageSize=15&language=en',
  '/wps/game/list?clientType=3&platform=flash,html5-desktop&gameType=RNG&vassalage=PG&pageNo=1&pageSize=15',
  '/wps/game/list?clientType=3&platform=flash,html5-desktop&gameType=LIVE&pageNo=1&pageSize=15',
  '/wps/game/list?clientType=3&platform=flash,html5-desktop&gameType=RNG&gameName=rong&minBet=50000&pageSize=15',
  '/wps/game/list?clientType=3&platform=flash,html5-desktop&gameType=FISH&gameClassify=FISHING&pageSize=15',
];

// ---- child: the servers ------------------------------------------------------------------------------

async function serve(): Promise<void> {
  const { buildApp } = await import('../apps/server/src/app.js');
  const { loadConfig } = await import('../apps/server/src/config.js');
  const { seedDemo } = await import('../apps/server/src/modules/index.js');
  const { systemClock } = await import('../apps/server/src/platform/clock.js');
  const { connectDatabase } = await import('../apps/server/src/platform/db/connect.js');
  const { startEmbeddedPostgres } = await import('../apps/server/src/platform/db/embedded.js');
  const { migrate } = await import('../apps/server/src/platform/db/migrate.js');
  const Fastify = (await import('fastify')).default;
  const { addReplayRoute } = await import('./replay-anchor.js');

  const dataDir = process.env.BENCH_DATA_DIR!;
  const pg = await startEmbeddedPostgres({ dataDir, port: 58_000 + (process.pid % 2_000) });
  const db = connectDatabase(pg.url);
  await migrate(db);
  await seedDemo(db, systemClock);
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', WEB_DIST: '' });
  const app = await buildApp({ config, db, clock: systemClock });
  const hello = Fastify({ logger: false });
  hello.get('/hello', async () => ({ hello: 'world' }));
  const appUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  // The second anchor: the app's own answers to the lobby pages (brotli, as browsers ask), replayed as they were
  // sent by bare Fastify routes (replay-anchor.ts): what sending those answers costs here, none of the app's work.
  for (const [i, p] of LOBBY_PATHS.entries()) {
    await addReplayRoute(hello, `/replay/${i}`, appUrl, p, { 'accept-encoding': 'br' });
  }
  const helloUrl = await hello.listen({ host: '127.0.0.1', port: 0 });
  const n = (await db<{ n: number }[]>`SELECT count(*)::int AS n FROM games WHERE enabled`)[0]!.n;
  process.send!({ appUrl, helloUrl, games: n });
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
  p99: number;
  p50: number;
  errors: number;
  non2xx: number;
}

/** The same pages' answers replayed by the anchor server (serve()), in the same order. */
const REPLAY_PATHS = LOBBY_PATHS.map((_, i) => `/replay/${i}`);
/** What browsers send. */
const BROTLI = { 'accept-encoding': 'gzip, deflate, br' };

/** A RNG page searched by a random 3-letter term: never the same twice, so no page cache can answer it. */
const MISS_PATH = '/wps/game/list?clientType=3&platform=flash,html5-desktop&gameType=RNG&pageSize=15&gameName=';
const randomTerm = () =>
  Array.from({ length: 3 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

async function load(
  url: string,
  paths: string[],
  seconds: number,
  miss = false,
  headers: Record<string, string> = {},
): Promise<Run> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers,
    requests: miss
      ? [{ method: 'GET', setupRequest: (req) => ({ ...req, path: MISS_PATH + randomTerm() }) }]
      : paths.map((p) => ({ method: 'GET', path: p })),
  });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    p50: result.latency.p50,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

function startChild(
  dataDir: string,
): Promise<{ child: ChildProcess; appUrl: string; helloUrl: string; games: number }> {
  const child = fork(fileURLToPath(import.meta.url), ['--serve'], {
    env: { ...process.env, BENCH_DATA_DIR: dataDir },
    // BENCH_SERVER_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof", profiles the servers.
    execArgv: ['--import', 'tsx', ...(process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [])],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (m) => resolve({ child, ...(m as { appUrl: string; helloUrl: string; games: number }) }));
    child.once('exit', (code) => reject(new Error(`server process exited with code ${code}`)));
  });
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-lobby-'));
  // The embedded database runs as the postgres user when we are root; it must be able to enter the folder.
  chmodSync(dataDir, 0o755);
  const server = await startChild(dataDir);
  try {
    // Every lobby page must answer 200 before it is worth timing.
    for (const p of LOBBY_PATHS) {
      const res = await fetch(server.appUrl + p);
      if (res.status !== 200) throw new Error(`${p} answered ${res.status}: ${await res.text()}`);
    }
    await load(server.helloUrl, ['/hello'], 2); // warm-up
    await load(server.appUrl, LOBBY_PATHS, 2);
    const replay: Run[] = [];
    const hello: Run[] = [];
    const list: Run[] = [];
    const misses: Run[] = [];
    const brotli: Run[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      hello.push(await load(server.helloUrl, ['/hello'], SECONDS));
      replay.push(await load(server.helloUrl, REPLAY_PATHS, SECONDS, false, BROTLI));
      list.push(await load(server.appUrl, LOBBY_PATHS, SECONDS));
      brotli.push(await load(server.appUrl, LOBBY_PATHS, SECONDS, false, BROTLI));
      misses.push(await load(server.appUrl, [], SECONDS, true));
    }
    const h = { rps: mean(hello.map((x) => x.rps)), p99: Math.max(...hello.map((x) => x.p99)) };
    const g = { rps: mean(list.map((x) => x.rps)), p99: Math.max(...list.map((x) => x.p99)) };
    const m = { rps: mean(misses.map((x) => x.rps)), p99: Math.max(...misses.map((x) => x.p99)) };
    const b = { rps: mean(brotli.map((x) => x.rps)), p99: Math.max(...brotli.map((x) => x.p99)) };
    const rp = { rps: mean(replay.map((x) => x.rps)), p99: Math.max(...replay.map((x) => x.p99)) };
    const bad = [...replay, ...list, ...misses, ...brotli].reduce((n, x) => n + x.errors + x.non2xx, 0);
    const row = (label: string, rps: number, p99: number, p50: number) =>
      console.log(
        `  ${label.padEnd(44)} ${Math.round(rps).toString().padStart(8)} req/s   p50 ${p50} ms   p99 ${p99} ms`,
      );
    console.log(
      `\nLobby getGameList vs bare Fastify hello — ${CONNECTIONS} connections, ${ROUNDS}×${SECONDS}s each, ` +
        `loopback, ${server.games} games, ${os.cpus().length} cores\n`,
    );
    row('anchor: Fastify GET /hello', h.rps, h.p99, Math.max(...hello.map((x) => x.p50)));
    row('anchor: Fastify replaying those pages (br)', rp.rps, rp.p99, Math.max(...replay.map((x) => x.p50)));
    row('GET /wps/game/list (6-page mix)', g.rps, g.p99, Math.max(...list.map((x) => x.p50)));
    row('GET /wps/game/list, accepting brotli', b.rps, b.p99, Math.max(...brotli.map((x) => x.p50)));
    row('GET /wps/game/list, random search', m.rps, m.p99, Math.max(...misses.map((x) => x.p50)));
    console.log(
      `\n  ratio getGameList / hello: ${(g.rps / h.rps).toFixed(3)}   (page cache warm: the lobby's usual case)`,
    );
    console.log(`  ratio getGameList accepting brotli / hello: ${(b.rps / h.rps).toFixed(3)}`);
    console.log(
      `  ratio getGameList accepting brotli / replaying its answers: ${(b.rps / rp.rps).toFixed(3)}   (1: the app costs nothing over sending them)`,
    );
    console.log(
      `  ratio getGameList uncached / hello: ${(m.rps / h.rps).toFixed(3)}   (a new search term every request)`,
    );
    console.log(`  errors or non-2xx: ${bad}\n`);
  } finally {
    server.child.send('stop');
    await new Promise((r) => server.child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[2] === '--serve') await serve();
else await main();
