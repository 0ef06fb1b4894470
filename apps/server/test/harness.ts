import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { type AppDeps, buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { ManualClock } from '../src/platform/clock.js';
import { connectDatabase, type Db } from '../src/platform/db/connect.js';
import { onFileEnd } from './file-cleanup.js';
import { TEMPLATE_DB, withDatabase } from './global-setup.js';

/** The address of each test database, so a second pool (a second server process) can reach it. */
const urls = new WeakMap<Db, string>();

/** A fresh database cloned from the migrated template, dropped when the test file ends. */
export async function createTestDb(): Promise<Db> {
  const adminUrl = inject('pgAdminUrl');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = connectDatabase(adminUrl, { max: 1 });
  // FILE_COPY copies the template's files instead of writing every page of it to the WAL (PostgreSQL's
  // default since 15): create and drop took 0.9 s and 0.1 s instead of 1.35 s and 0.3–0.9 s beside a full run.
  await admin.unsafe(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB} STRATEGY FILE_COPY`);
  const db = connectDatabase(withDatabase(adminUrl, name), { max: 10 });
  urls.set(db, withDatabase(adminUrl, name));
  onFileEnd(async () => {
    await db.end({ timeout: 5 });
    await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });
  return db;
}

/** The address of a database made by createTestDb, for pools of other processes (a second server node). */
export function testDbUrl(db: Db): string {
  const url = urls.get(db);
  if (!url) throw new Error('not a database made by createTestDb');
  return url;
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  clock: ManualClock;
}

/** The real app (buildApp + inject) on a fresh database, with a manual clock. */
export async function createTestApp(
  opts: { env?: Record<string, string>; clock?: ManualClock; deps?: Partial<AppDeps> } = {},
): Promise<TestApp> {
  const db = await createTestDb();
  const clock = opts.clock ?? new ManualClock('2026-11-22T05:00:00Z');
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '', ...opts.env });
  const app = await buildApp({ config, db, clock, ...opts.deps });
  await app.ready();
  onFileEnd(async () => {
    // A test may end the app's pool on purpose (a database gone): its UNLISTENs at close then find it ended.
    await app.close().catch((err: { code?: string }) => {
      if (err.code !== 'CONNECTION_ENDED') throw err;
    });
  });
  return { app, db, clock };
}

/**
 * Another app on the same database, with its own connection pool and its own services: what a second
 * server process is to the database. Shares the first app's clock.
 */
export async function createPeerApp(t: TestApp, opts: { deps?: Partial<AppDeps> } = {}): Promise<TestApp> {
  const url = urls.get(t.db);
  if (!url) throw new Error('createPeerApp needs an app made by createTestApp');
  const db = connectDatabase(url, { max: 10 });
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '' });
  const app = await buildApp({ config, db, clock: t.clock, ...opts.deps });
  await app.ready();
  onFileEnd(async () => {
    await app.close();
    await db.end({ timeout: 5 });
  });
  return { app, db, clock: t.clock };
}
