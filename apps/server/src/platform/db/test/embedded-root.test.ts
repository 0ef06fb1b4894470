import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../startup/test/server-process.js';
import { connectDatabase } from '../connect.js';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../embedded.js';
import { StartupError } from '../embedded-access.js';

// Issue 11, fix 7: as root, a project under a 0700 directory (root's home) made initdb crash with a raw
// "spawn EACCES" and left a world-readable password file in the temporary directory.
const asRoot = process.platform === 'linux' && os.userInfo().uid === 0;
const hasSetfacl = spawnSync('setfacl', ['--version'], { stdio: 'ignore' }).status === 0;

describe.runIf(asRoot)('embedded PostgreSQL started by root under a 0700 directory', () => {
  const home = mkdtempSync(path.join(os.tmpdir(), 'root-home-'));
  chmodSync(home, 0o700);
  let pg: EmbeddedDatabase | undefined;
  afterAll(async () => {
    await pg?.stop();
    rmSync(home, { recursive: true, force: true });
  });

  it(hasSetfacl
    ? 'starts, after granting the postgres user traverse-only access'
    : 'stops with one sentence saying what to do', async () => {
    const logs: string[] = [];
    const start = startEmbeddedPostgres({
      dataDir: path.join(home, 'project', 'data'),
      // A port the system just handed out: a fixed range collided with a busy machine's outgoing ports.
      port: await freePort(),
      onLog: (l) => logs.push(String(l)),
    });
    if (hasSetfacl) {
      pg = await start;
      const db = connectDatabase(pg.url, { max: 1 });
      expect(await db`SELECT 1 AS one`).toEqual([{ one: 1 }]);
      await db.end();
      expect(logs.join('\n')).toContain(`traverse-only access (ACL) to ${home}`);
    } else {
      const err = await start.catch((e: unknown) => e);
      expect(err).toBeInstanceOf(StartupError);
      expect((err as Error).message).toMatch(/cannot enter .*\(mode 0700\): install the acl package/);
    }
  }, 60_000);

  it('leaves no password file in the temporary directory', () => {
    const leaked = readdirSync(os.tmpdir()).filter((n) => n.startsWith('pg-password-'));
    expect(leaked).toEqual([]);
  });
});
