/// <reference path="../apps/server/src/platform/crypto/webcrypto-globals.d.ts" />
// `npm run bench:ws`: live push fan-out. One server node (the real app, in its own process as in
// production) with BENCH_WS_CLIENTS (10,000) member sockets on loopback, all following `round:bench`;
// this process publishes round events through PostgreSQL (NOTIFY, as any node would) and times each
// delivery: from just before the publish to the moment each socket's message is read here. Prints p50,
// p99 and max per event and overall, against the issue's aim (p99 < 1 s), and the server's memory per
// open connection (RSS and JS heap after GC, before and after the sockets opened).
// Bounded: it stops by itself (a deadline for every step, BENCH_WS_DEADLINE_S overall) and never fails.
// Sessions are resolved by a stand-in (the token names the member): the bench measures fan-out, not
// 10,000 session look-ups.
import { type ChildProcess, fork } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REALTIME_BEARER_PREFIX, REALTIME_PATH, REALTIME_PROTOCOL, type RealtimeServerFrame } from '@app/contracts';
import WebSocket from 'ws';
import { connectDatabase } from '../apps/server/src/platform/db/connect.js';
import { startEmbeddedPostgres } from '../apps/server/src/platform/db/embedded.js';
import { migrate } from '../apps/server/src/platform/db/migrate.js';
import { publishRound } from '../apps/server/src/platform/realtime/index.js';

const CLIENTS = Number.parseInt(process.env.BENCH_WS_CLIENTS ?? '10000', 10);
const EVENTS = Number.parseInt(process.env.BENCH_WS_EVENTS ?? '5', 10);
/** Events sent first and reported apart: the first fan-outs run cold (JIT, GC after 10,000 handshakes). */
const WARMUP = Number.parseInt(process.env.BENCH_WS_WARMUP ?? '2', 10);
const DEADLINE_S = Number.parseInt(process.env.BENCH_WS_DEADLINE_S ?? '240', 10);
/** Sockets opening at once (a burst of 10,000 handshakes would only measure the accept queue). */
const CONNECT_CONCURRENCY = 200;
const TOPIC = 'round:bench';

interface Memory {
  rss: number;
  heapUsed: number;
}

// ---- child: the real server, in its own process ----------------------------------------------------------

async function serve(databaseUrl: string): Promise<void> {
  const { buildApp } = await import('../apps/server/src/app.js');
  const { loadConfig } = await import('../apps/server/src/config.js');
  const { systemClock } = await import('../apps/server/src/platform/clock.js');
  const db = connectDatabase(databaseUrl, { max: 8 });
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', WEB_DIST: '', DATABASE_URL: databaseUrl });
  const app = await buildApp({
    config,
    db,
    clock: systemClock,
    resolveSession: async (req) => {
      const m = /^Bearer m(\d+)x+$/.exec(req.headers.authorization ?? '');
      return m ? { memberId: Number(m[1]), account: `m${m[1]}`, type: 0, roles: ['member'] } : null;
    },
  });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  const memory = (): Memory => {
    (globalThis as { gc?: () => void }).gc?.();
    const m = process.memoryUsage();
    return { rss: m.rss, heapUsed: m.heapUsed };
  };
  process.send!({ base, memory: memory() });
  process.on('message', async (msg) => {
    if (msg === 'memory') {
      process.send!({ memory: memory() });
      return;
    }
    await app.close();
    await db.end({ timeout: 5 });
    process.exit(0);
  });
}

function startServer(databaseUrl: string) {
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), ['--serve', databaseUrl], {
    execArgv: ['--import', 'tsx', '--expose-gc', '--max-old-space-size=2048'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = <T>(): Promise<T> =>
    new Promise((resolve, reject) => {
      child.once('message', (m) => resolve(m as T));
      child.once('exit', (code) => reject(new Error(`server process exited with code ${code}`)));
    });
  return {
    ready: next<{ base: string; memory: Memory }>(),
    async memory(): Promise<Memory> {
      const answer = next<{ memory: Memory }>();
      child.send('memory');
      return (await answer).memory;
    },
    stop: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.once('exit', () => {
          clearTimeout(timer);
          done();
        });
        child.send('stop');
      }),
  };
}

// ---- parent: the sockets and the clock ---------------------------------------------------------------------

const withDeadline = <T>(p: Promise<T>, ms: number, what: string): Promise<T> =>
  Promise.race([
    p,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms)),
  ]);

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** Opens one member socket following TOPIC; resolves once the server confirmed the subscription. */
function openSocket(wsBase: string, i: number, onEvent: (roundId: number) => void): Promise<WebSocket> {
  const token = `m${i + 1}${'x'.repeat(30)}`;
  const ws = new WebSocket(`${wsBase}${REALTIME_PATH}`, [REALTIME_PROTOCOL, `${REALTIME_BEARER_PREFIX}${token}`], {
    perMessageDeflate: false,
  });
  return new Promise((resolve, reject) => {
    ws.once('error', reject);
    ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    ws.on('message', (data) => {
      const frame = JSON.parse(data.toString()) as RealtimeServerFrame;
      if (frame.type === 'ready') ws.send(JSON.stringify({ type: 'subscribe', topic: TOPIC }));
      else if (frame.type === 'subscribed') resolve(ws);
      else if (frame.type === 'event' && frame.event.type === 'round') onEvent(frame.event.roundId);
    });
  });
}

async function main() {
  const deadline = setTimeout(() => {
    console.log(`\n  stopped: the whole run took over ${DEADLINE_S} s`);
    process.exit(0);
  }, DEADLINE_S * 1000);
  deadline.unref();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-ws-'));
  chmodSync(dataDir, 0o755);
  const pg = await startEmbeddedPostgres({ dataDir, port: 56_000 + (process.pid % 900) });
  const db = connectDatabase(pg.url, { max: 2 });
  const server = startServer(pg.url);
  const sockets: WebSocket[] = [];
  try {
    await migrate(db);
    const { base, memory: idle } = await withDeadline(server.ready, 60_000, 'server start');
    const wsBase = base.replace(/^http/, 'ws');

    // Per round id: when it was published, and each socket's arrival time.
    const arrivals = new Map<number, number[]>();
    const onEvent = (roundId: number) => arrivals.get(roundId)?.push(performance.now());

    const opening = performance.now();
    for (let i = 0; i < CLIENTS; i += CONNECT_CONCURRENCY) {
      const batch = Array.from({ length: Math.min(CONNECT_CONCURRENCY, CLIENTS - i) }, (_, k) =>
        openSocket(wsBase, i + k, onEvent),
      );
      sockets.push(...(await withDeadline(Promise.all(batch), 60_000, `sockets ${i}–${i + batch.length}`)));
    }
    const openSeconds = (performance.now() - opening) / 1000;
    const loaded = await server.memory();

    const all: number[] = [];
    const lines: string[] = [];
    for (let e = 1 - WARMUP; e <= EVENTS; e++) {
      const got: number[] = [];
      arrivals.set(e, got);
      const started = performance.now();
      await publishRound(db, { type: 'round', game: 'bench', roundId: e, state: 'open', at: new Date().toISOString() });
      const until = performance.now() + 10_000;
      while (got.length < CLIENTS && performance.now() < until) await new Promise((r) => setTimeout(r, 5));
      const times = got.map((t) => t - started).sort((a, b) => a - b);
      if (e > 0) all.push(...times);
      lines.push(
        `  ${e > 0 ? `event ${e}` : 'warm-up'}: ${got.length}/${CLIENTS} delivered   first ${(times[0] ?? Number.NaN).toFixed(0)} ms   p50 ${percentile(times, 50).toFixed(0)} ms   p99 ${percentile(times, 99).toFixed(0)} ms   max ${(times.at(-1) ?? Number.NaN).toFixed(0)} ms`,
      );
      await new Promise((r) => setTimeout(r, 200));
    }
    all.sort((a, b) => a - b);
    const p99 = percentile(all, 99);
    const perConn = (a: number, b: number) => ((b - a) / CLIENTS / 1024).toFixed(1);

    console.log(
      `\nLive push fan-out: one node, ${CLIENTS} member sockets on loopback, ${EVENTS} round events (after ${WARMUP} warm-up)\n`,
    );
    console.log(`  sockets opened and subscribed in ${openSeconds.toFixed(1)} s`);
    for (const l of lines) console.log(l);
    console.log(
      `  all events:  p50 ${percentile(all, 50).toFixed(0)} ms   p99 ${p99.toFixed(0)} ms   (aim: p99 < 1000 ms: ${p99 < 1000 ? 'met' : 'NOT met'})`,
    );
    console.log(
      `  server memory per connection: ${perConn(idle.rss, loaded.rss)} KB RSS, ${perConn(idle.heapUsed, loaded.heapUsed)} KB JS heap` +
        `   (RSS ${(idle.rss / 2 ** 20).toFixed(0)} → ${(loaded.rss / 2 ** 20).toFixed(0)} MB)`,
    );
    console.log(
      `\n  delivery = publish (NOTIFY, commit) → the node's LISTEN → one frame written to every socket → read in this` +
        `\n  process (one Node process reading all ${CLIENTS} sockets); machine: ${os.cpus().length} CPU(s), load ${os.loadavg()[0]!.toFixed(1)}.`,
    );
  } catch (err) {
    console.log(`\n  stopped: ${(err as Error).message}`);
  } finally {
    for (const ws of sockets) ws.terminate();
    await server.stop();
    await db.end({ timeout: 5 });
    await pg.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[2] === '--serve') await serve(process.argv[3]!);
else await main();
