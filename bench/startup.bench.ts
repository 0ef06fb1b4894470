// `npm run bench:startup`: time from spawning the built server to its first good /readyz. One cold start
// on an empty data directory (initdb, migrations, demo seed), then N warm starts reusing that directory,
// each stopped with SIGTERM before the next. Anchor: spawning a bare `node -e 0` on this machine.
// A benchmark: it prints figures and never fails.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { removeDataDir, startBuiltServer } from '../e2e/support/server.js';

const runs = Math.max(1, Number.parseInt(process.argv[2] ?? process.env.BENCH_RUNS ?? '7', 10) || 7);

function nodeAnchorMs(): number {
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const t = performance.now();
    spawnSync(process.execPath, ['-e', '0']);
    times.push(performance.now() - t);
  }
  return median(times);
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

const fmt = (ms: number) => `${Math.round(ms)} ms`.padStart(8);

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-startup-'));
  // The embedded database runs as the postgres user when we are root; it must be able to enter the folder.
  chmodSync(dataDir, 0o755);
  try {
    const anchor = nodeAnchorMs();
    const stopTimes: number[] = [];
    const startOnce = async () => {
      const server = await startBuiltServer({ dataDir });
      const t = performance.now();
      const code = await server.stop();
      stopTimes.push(performance.now() - t);
      if (code !== 0) console.log(`  (server exited with code ${code})`);
      return server.readyMs;
    };

    const cold = await startOnce();
    const warm: number[] = [];
    for (let i = 0; i < runs; i++) warm.push(await startOnce());

    const w = { min: Math.min(...warm), median: median(warm), max: Math.max(...warm) };
    const line = (label: string, ms: number, note = '') => console.log(`  ${label.padEnd(52)} ${fmt(ms)}   ${note}`);
    const ratio = (ms: number) => `${(ms / anchor).toFixed(1)}× anchor`;
    console.log('\nServer start-up, spawn → /readyz OK (node apps/server/dist/main.js, embedded PostgreSQL)\n');
    line('cold: empty data dir (initdb, migrations, seed)', cold, ratio(cold));
    line(`warm: reusing the data, ${runs} runs, min`, w.min);
    line('      median', w.median, ratio(w.median));
    line('      max', w.max);
    line('graceful stop (SIGTERM → exit), median', median(stopTimes));
    line('anchor: spawn of a bare `node -e 0`, median', anchor);
    console.log('');
  } finally {
    removeDataDir(dataDir);
  }
}

await main();
