import { chmodSync, rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { connectDatabase } from '../src/platform/db/connect.js';
import { startEmbeddedPostgres } from '../src/platform/db/embedded.js';
import { migrate } from '../src/platform/db/migrate.js';
import { freePort } from '../src/platform/startup/test/server-process.js';
import { bundleProcessScripts } from './process-scripts.js';
import { scratchDir } from './scratch-dir.js';

export const TEMPLATE_DB = 'app_template';

/** One real PostgreSQL per test run, with a migrated template database that each test file clones. */
export default async function setup(project: TestProject) {
  let adminUrl = process.env.TEST_DATABASE_URL;
  let stop = async () => {};
  if (!adminUrl) {
    // In memory when the machine allows (scratch-dir.ts): the clone and drop of each file's database were
    // mostly kernel time on disk.
    const dataDir = scratchDir('vitest-pg-');
    // mkdtemp makes it private; the cluster runs as the postgres user when we are root.
    chmodSync(dataDir, 0o755);
    // A port the system just handed out: a fixed range (it was 55,000 + pid) lies among the ports the
    // system gives outgoing connections, and a busy machine had one of them in use ("address already in use").
    const port = await freePort();
    // Test files share a worker (isolate: false in vitest.config.ts): a pool a file leaves open lives on
    // until the worker ends, so the cluster allows more connections than the product's 200.
    const pg = await startEmbeddedPostgres({ dataDir, port, maxConnections: 1000 });
    adminUrl = pg.url;
    stop = async () => {
      await pg.stop();
      rmSync(dataDir, { recursive: true, force: true });
    };
  }
  const admin = connectDatabase(adminUrl, { max: 1 });
  if (!process.env.TEST_DATABASE_URL) await skipDurability(admin);
  await admin.unsafe(`DROP DATABASE IF EXISTS ${TEMPLATE_DB}`);
  await admin.unsafe(`CREATE DATABASE ${TEMPLATE_DB}`);
  const tpl = connectDatabase(withDatabase(adminUrl, TEMPLATE_DB), { max: 1 });
  await migrate(tpl);
  await tpl.end();
  await admin.end();
  project.provide('pgAdminUrl', adminUrl);
  const scripts = await bundleProcessScripts();
  project.provide('processScriptsDir', scripts.dir);
  return async () => {
    scripts.remove();
    await stop();
  };
}

/**
 * The throwaway test cluster need not survive a crash: no fsync, no waiting for the WAL flush at commit,
 * no full-page images. Every test file clones a database and commits often, so this is most of the
 * database's time on a 2-core machine. Never done to a database given by TEST_DATABASE_URL.
 */
async function skipDurability(admin: ReturnType<typeof connectDatabase>): Promise<void> {
  await admin.unsafe('ALTER SYSTEM SET fsync = off');
  await admin.unsafe('ALTER SYSTEM SET synchronous_commit = off');
  await admin.unsafe('ALTER SYSTEM SET full_page_writes = off');
  await admin.unsafe('SELECT pg_reload_conf()');
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    /** The run's bundled process scripts (process-scripts.ts). */
    processScriptsDir: string;
  }
}
