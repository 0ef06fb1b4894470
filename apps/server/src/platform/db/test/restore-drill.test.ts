import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchDir } from '../../../../test/scratch-dir.js';
import { seedDemo } from '../../../modules/index.js';
import { systemClock } from '../../clock.js';
import { freePort } from '../../startup/test/server-process.js';
import { connectDatabase } from '../connect.js';
import { postgresUser } from '../embedded-access.js';
import { migrate } from '../migrate.js';

/*
 * scripts/restore-drill.sh against a real server: dump, restore into a fresh database, compare row
 * counts, check the ledger. It needs PostgreSQL's own tools (pg_dump, pg_restore, psql) of the server's
 * version; the embedded PostgreSQL ships none, so this test runs a server of the installed tools'
 * version (Debian's postgresql-NN, in /usr/lib/postgresql/NN/bin, or PG_BIN) and is skipped without one.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../..');
const DRILL = path.join(ROOT, 'scripts/restore-drill.sh');

function findPgBin(): string | null {
  const candidates = process.env.PG_BIN
    ? [process.env.PG_BIN]
    : existsSync('/usr/lib/postgresql')
      ? readdirSync('/usr/lib/postgresql')
          .sort((a, b) => Number(b) - Number(a))
          .map((v) => `/usr/lib/postgresql/${v}/bin`)
      : [];
  const tools = ['initdb', 'postgres', 'pg_ctl', 'pg_dump', 'pg_restore', 'psql'];
  return candidates.find((dir) => tools.every((t) => existsSync(path.join(dir, t)))) ?? null;
}
const pgBin = findPgBin();

describe.runIf(pgBin && process.platform === 'linux')('restore drill (scripts/restore-drill.sh)', () => {
  const bin = pgBin!;
  // From the system (a fixed range inside the ephemeral one can collide with another test's server).
  let port = 0;
  // In memory when the machine allows (test/scratch-dir.ts): initdb and the restore write thousands of files.
  const dir = scratchDir('drill-pg-');
  const data = path.join(dir, 'data');
  const root = os.userInfo().uid === 0;
  const owner = root ? postgresUser() : undefined;
  const as = owner ? { uid: owner.uid, gid: owner.gid } : {};
  let source = '';

  beforeAll(async () => {
    port = await freePort();
    source = `postgres://postgres@127.0.0.1:${port}/drill_source`;
    if (owner) chownSync(dir, owner.uid, owner.gid);
    // A throwaway cluster: no fsync at initdb or after (the drill's dump, restore and checks are under test,
    // not durability; the syncs were seconds of a busy CI lane).
    execFileSync(
      path.join(bin, 'initdb'),
      ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync'],
      { ...as, stdio: 'ignore' },
    );
    const opts =
      `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories= ` +
      '-c fsync=off -c synchronous_commit=off -c full_page_writes=off';
    execFileSync(path.join(bin, 'pg_ctl'), ['-D', data, '-o', opts, '-l', path.join(dir, 'log'), '-w', 'start'], {
      ...as,
      stdio: 'ignore',
    });
    const admin = connectDatabase(`postgres://postgres@127.0.0.1:${port}/postgres`, { max: 1 });
    await admin`CREATE DATABASE drill_source`;
    await admin.end();
    const db = connectDatabase(source, { max: 2 });
    await migrate(db);
    await seedDemo(db, systemClock);
    await db.end();
  }, 180_000);

  afterAll(() => {
    spawnSync(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop'], { ...as, stdio: 'ignore' });
    rmSync(dir, { recursive: true, force: true });
  });

  const drill = (env: Record<string, string> = {}) =>
    spawnSync('bash', [DRILL, source], { env: { ...process.env, PG_BIN: bin, ...env }, encoding: 'utf8' });

  it('dumps, restores into a fresh database, finds every row and a sound ledger, and drops the copy', async () => {
    const r = drill();
    expect(r.stdout).toMatch(/row counts: \d+ tables, \d+ rows, all equal/);
    expect(r.stdout).toContain('OK: every invariant holds.');
    expect(r.stdout).toContain('RESTORE DRILL OK');
    expect(r.status).toBe(0);
    const admin = connectDatabase(`postgres://postgres@127.0.0.1:${port}/postgres`, { max: 1 });
    const left = await admin<{ n: number }[]>`
      SELECT count(*)::int AS n FROM pg_database WHERE datname LIKE 'restore_drill_%'`;
    await admin.end();
    expect(left[0]!.n).toBe(0);
  }, 180_000);

  it('fails when the backup holds a broken ledger', async () => {
    const db = connectDatabase(source, { max: 1 });
    await db`UPDATE ledger_accounts SET posted = posted + 1 WHERE id = (SELECT min(id) FROM ledger_accounts)`;
    const r = drill({ DRILL_DB: 'restore_drill_broken' });
    await db`UPDATE ledger_accounts SET posted = posted - 1 WHERE id = (SELECT min(id) FROM ledger_accounts)`;
    await db.end();
    expect(r.stdout).toContain('ledger: the check FAILED');
    expect(r.stdout).toContain('RESTORE DRILL FAILED');
    expect(r.status).toBe(1);
  }, 180_000);
});
