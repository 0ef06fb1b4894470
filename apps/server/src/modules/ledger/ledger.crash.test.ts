import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { processScript } from '../../../test/process-scripts.js';
import { scratchDir } from '../../../test/scratch-dir.js';
import { ManualClock } from '../../platform/clock.js';
import { connectDatabase } from '../../platform/db/connect.js';
import { freePort } from '../../platform/startup/test/server-process.js';
import { createLedgerService } from './ledger.service.js';
import { verifyLedger } from './ledger.verify.js';

// In memory when the machine allows (test/scratch-dir.ts). A killed process loses nothing the kernel holds,
// on any file system: recovery from the WAL after the kill is what is tested, as on disk.
const dataDir = scratchDir('ledger-crash-');
// The embedded database runs as the postgres user when we are root; it must be able to enter the folder.
chmodSync(dataDir, 0o755);
// A port from the system, kept for the restarts: a fixed range inside the ephemeral one collided with a
// port another test's server had taken.
const port = await freePort();
const children: ChildProcess[] = [];

afterAll(async () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  killDatabase();
  await sleep(300);
  rmSync(dataDir, { recursive: true, force: true });
});

/** Starts the child; `lines` collects its complete stdout lines as they arrive. */
function start(mode: 'load' | 'serve') {
  const child = spawn(process.execPath, [processScript('ledger-crash-child'), mode, dataDir, String(port)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const lines: string[] = [];
  let partial = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    const text = partial + chunk.toString('utf8');
    const parts = text.split('\n');
    partial = parts.pop()!;
    lines.push(...parts);
  });
  child.stderr!.on('data', (c: Buffer) => {
    stderr += c.toString('utf8');
  });
  const waitFor = async (pred: () => boolean, what: string, ms = 60_000) => {
    const until = Date.now() + ms;
    while (!pred()) {
      if (child.exitCode !== null) throw new Error(`child exited (${child.exitCode}) before ${what}:\n${stderr}`);
      if (Date.now() > until) throw new Error(`timed out waiting for ${what}:\n${stderr}`);
      await sleep(50);
    }
  };
  return { child, lines, waitFor };
}

/** SIGKILL to the database's whole process group: postmaster and backends die at once, like a power cut. */
function killDatabase(): void {
  const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

/** A live process (a zombie awaiting its reaper counts as dead). */
function running(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

describe('crash', () => {
  it('kill -9 of the server and its database mid-load: every acknowledged transfer survives exactly once', async () => {
    const load = start('load');
    await load.waitFor(
      () => load.lines.filter((l) => l.startsWith('ack ')).length >= 300,
      '300 acknowledged transfers',
    );
    load.child.kill('SIGKILL');
    killDatabase();
    await new Promise((r) =>
      load.child.exitCode !== null || load.child.signalCode !== null ? r(null) : load.child.once('exit', r),
    );
    const acked = new Map(
      load.lines
        .filter((l) => l.startsWith('ack '))
        .map((l) => {
          const [, key, id] = l.split(' ');
          return [key!, Number(id)] as const;
        }),
    );
    // Let the orphaned backends notice their postmaster is gone before the restart.
    await sleep(500);
    // It really died uncleanly: a clean shutdown removes postmaster.pid, and the process is gone.
    const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
    expect(existsSync(pidFile)).toBe(true);
    const pgPid = Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
    expect(running(pgPid)).toBe(false);

    // Restart: the database recovers from its WAL by itself (no repair step), migrations are a no-op.
    const serve = start('serve');
    await serve.waitFor(() => serve.lines.some((l) => l.startsWith('url ')), 'database url');
    const url = serve.lines.find((l) => l.startsWith('url '))!.slice(4);
    const db = connectDatabase(url, { max: 4 });
    try {
      const stored = await db<{ idempotency_key: string; id: number }[]>`
        SELECT idempotency_key, id FROM ledger_transfers WHERE idempotency_key = ANY(${[...acked.keys()]}::text[])`;
      expect(stored).toHaveLength(acked.size);
      for (const s of stored) expect(s.id).toBe(acked.get(s.idempotency_key));
      const report = await verifyLedger(db);
      expect(report.violations).toEqual([]);
      expect(report.transfers).toBeGreaterThanOrEqual(acked.size);
      // And it keeps working: a new transfer after the crash.
      const ledger = createLedgerService({ db, clock: new ManualClock() });
      const [m] = await db<{ id: number }[]>`SELECT id FROM members WHERE account = 'crash01'`;
      await ledger.transfer({
        debit: { house: 'payment_clearing', unit: 'VND' },
        credit: { member: m!.id, kind: 'cash' },
        amount: 1,
        unit: 'VND',
        kind: 'deposit',
        idempotencyKey: 'after-crash',
      });
      expect((await verifyLedger(db)).ok).toBe(true);
    } finally {
      await db.end({ timeout: 5 });
      serve.child.kill('SIGTERM');
      await new Promise((r) => serve.child.once('exit', r));
    }
  }, 120_000);
});
