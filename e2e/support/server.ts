import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SERVER_ENTRY = path.join(REPO_ROOT, 'apps/server/dist/main.js');
export const WEB_INDEX = path.join(REPO_ROOT, 'apps/web/dist/index.html');

/** A port nobody listens on right now (the OS picks it). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === 'object' && addr ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}

export interface RunningServer {
  baseURL: string;
  databaseURL: string;
  dataDir: string;
  child: ChildProcess;
  /** Milliseconds from spawn to the first successful /readyz. */
  readyMs: number;
  stop(): Promise<number | null>;
}

/**
 * Starts the built server (node apps/server/dist/main.js) with its own embedded PostgreSQL on free ports
 * and waits for /readyz. Used by the e2e global setup and the startup benchmark.
 */
export async function startBuiltServer(opts: {
  dataDir?: string;
  logFile?: string;
  env?: Record<string, string>;
  readyTimeoutMs?: number;
}): Promise<RunningServer> {
  // WEB_DIST serves another web build (e.g. the Lighthouse bench's own --outDir build).
  const webIndex = opts.env?.WEB_DIST ? path.join(opts.env.WEB_DIST, 'index.html') : WEB_INDEX;
  for (const f of [SERVER_ENTRY, webIndex]) {
    if (!existsSync(f)) throw new Error(`${path.relative(REPO_ROOT, f)} is missing: run \`npm run build\` first.`);
  }
  const ownDir = !opts.dataDir;
  const dataDir = opts.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'e2e-data-'));
  // mkdtemp makes the folder private (0700); run as root, the database runs as the postgres user and
  // must be able to enter it.
  chmodSync(dataDir, 0o755);
  // A caller that must know the address beforehand (e.g. to register it as an OAuth redirect) passes PORT.
  const [port, pgPort] = [opts.env?.PORT ? Number(opts.env.PORT) : await freePort(), await freePort()];
  const started = performance.now();
  const child = spawn(process.execPath, ['--enable-source-maps', SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (opts.logFile) {
    const log = createWriteStream(opts.logFile);
    child.stdout?.pipe(log);
    child.stderr?.pipe(log);
  } else {
    child.stdout?.resume();
    child.stderr?.resume();
  }
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (opts.readyTimeoutMs ?? 90_000);
  const logTail = () =>
    opts.logFile && existsSync(opts.logFile) ? readFileSync(opts.logFile, 'utf8').slice(-3000) : '';
  const fail = async (message: string): Promise<never> => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(20_000)]);
    }
    if (ownDir) removeDataDir(dataDir);
    throw new Error(`${message}:\n${logTail()}`);
  };
  while (true) {
    if (child.exitCode !== null) await fail(`The server exited with code ${child.exitCode} before it was ready`);
    try {
      const res = await fetch(`${baseURL}/readyz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) await fail('The server was not ready within the timeout');
    await sleep(50);
  }
  const readyMs = performance.now() - started;
  return {
    baseURL,
    databaseURL: `postgres://postgres:postgres@127.0.0.1:${pgPort}/postgres`,
    dataDir,
    child,
    readyMs,
    async stop() {
      if (child.exitCode !== null) return child.exitCode;
      child.kill('SIGTERM');
      const code = await Promise.race([exited, sleep(20_000).then(() => 'timeout' as const)]);
      if (code !== 'timeout') return code;
      child.kill('SIGKILL');
      await exited;
      return null;
    },
  };
}

/** Removes a temporary data directory (the embedded database's files are owned by the postgres user). */
export function removeDataDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}
