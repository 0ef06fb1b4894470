import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { scratchDir } from '../../apps/server/test/scratch-dir.js';
import { removeDataDir, startBuiltServer } from './server.js';

const RESULTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../test-results');

/**
 * Two built servers, each with a fresh embedded database and demo content, for the whole run: one shared
 * by the journeys, one for the journeys that change site-wide settings (`*.global.spec.ts`, project
 * site-settings), so those run beside the others instead of after them. Tests reach theirs through
 * E2E_BASE_URL (Playwright's baseURL) and E2E_DATABASE_URL (site settings written directly); the
 * site-settings worker takes E2E_SETTINGS_BASE_URL / E2E_SETTINGS_DATABASE_URL in their place (fixtures.ts).
 * Returns the teardown.
 */
export default async function globalSetup() {
  mkdirSync(RESULTS, { recursive: true });
  const [journeys, settings] = await Promise.all([
    startE2eServer(path.join(RESULTS, 'server.log')),
    startE2eServer(path.join(RESULTS, 'server-site-settings.log')),
  ]);
  process.env.E2E_BASE_URL = journeys.baseURL;
  process.env.E2E_DATABASE_URL = journeys.databaseURL;
  process.env.E2E_SETTINGS_BASE_URL = settings.baseURL;
  process.env.E2E_SETTINGS_DATABASE_URL = settings.databaseURL;
  return async () => {
    await Promise.all([journeys.stop(), settings.stop()]);
  };
}

async function startE2eServer(logFile: string) {
  // TRUST_PROXY: a journey may give its page its own client address (X-Forwarded-For) so per-IP limits
  // of parallel journeys do not add up on 127.0.0.1; without the header nothing changes.
  // PAYMENT_SANDBOX_ENABLED: the built-in sandbox gateway is off in production; the deposit journeys pay
  // through it (its payment page and signed callbacks), with a short callback delay.
  // VENDOR_REPORT_INTERVAL_MS: transfer vendors' bet reports are read every second instead of every minute.
  // The database in memory when the machine allows (scratch-dir.ts): initdb, the migrations and the seed
  // write a few thousand files, and nothing of it outlives the run.
  const dataDir = scratchDir('e2e-data-');
  const server = await startBuiltServer({
    dataDir,
    logFile,
    env: {
      TRUST_PROXY: 'true',
      PAYMENT_SANDBOX_ENABLED: 'true',
      PAYMENT_SANDBOX_DELAY_MS: '500',
      VENDOR_REPORT_INTERVAL_MS: '1000',
    },
  }).catch((err) => {
    removeDataDir(dataDir);
    throw err;
  });
  await skipDurability(server.databaseURL);
  console.log(`e2e server ready in ${Math.round(server.readyMs)} ms at ${server.baseURL} (log: ${logFile})`);
  return {
    baseURL: server.baseURL,
    databaseURL: server.databaseURL,
    async stop() {
      const code = await server.stop();
      removeDataDir(server.dataDir);
      if (code !== 0) console.warn(`e2e server exited with code ${code}; see ${logFile}`);
    },
  };
}

/** The run's throwaway databases need not survive a crash: no fsync, no waiting for the WAL at commit. */
async function skipDurability(databaseURL: string): Promise<void> {
  const sql = postgres(databaseURL, { max: 1, onnotice: () => {} });
  try {
    await sql`ALTER SYSTEM SET fsync = off`;
    await sql`ALTER SYSTEM SET synchronous_commit = off`;
    await sql`ALTER SYSTEM SET full_page_writes = off`;
    await sql`SELECT pg_reload_conf()`;
  } finally {
    await sql.end({ timeout: 5 });
  }
}
