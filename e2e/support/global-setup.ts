import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { removeDataDir, startBuiltServer } from './server.js';

const RESULTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../test-results');

/**
 * One built server with a fresh embedded database and demo content for the whole run. Tests reach it
 * through E2E_BASE_URL (Playwright's baseURL) and E2E_DATABASE_URL (site settings written directly).
 * Returns the teardown.
 */
export default async function globalSetup() {
  mkdirSync(RESULTS, { recursive: true });
  const logFile = path.join(RESULTS, 'server.log');
  // TRUST_PROXY: a journey may give its page its own client address (X-Forwarded-For) so per-IP limits
  // of parallel journeys do not add up on 127.0.0.1; without the header nothing changes.
  // PAYMENT_SANDBOX_ENABLED: the built-in sandbox gateway is off in production; the deposit journeys pay
  // through it (its payment page and signed callbacks), with a short callback delay.
  // VENDOR_REPORT_INTERVAL_MS: transfer vendors' bet reports are read every second instead of every minute.
  const server = await startBuiltServer({
    logFile,
    env: {
      TRUST_PROXY: 'true',
      PAYMENT_SANDBOX_ENABLED: 'true',
      PAYMENT_SANDBOX_DELAY_MS: '500',
      VENDOR_REPORT_INTERVAL_MS: '1000',
    },
  });
  process.env.E2E_BASE_URL = server.baseURL;
  process.env.E2E_DATABASE_URL = server.databaseURL;
  console.log(`e2e server ready in ${Math.round(server.readyMs)} ms at ${server.baseURL} (log: ${logFile})`);
  return async () => {
    const code = await server.stop();
    removeDataDir(server.dataDir);
    if (code !== 0) console.warn(`e2e server exited with code ${code}; see ${logFile}`);
  };
}
