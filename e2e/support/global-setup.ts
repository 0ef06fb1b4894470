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
  const server = await startBuiltServer({ logFile });
  process.env.E2E_BASE_URL = server.baseURL;
  process.env.E2E_DATABASE_URL = server.databaseURL;
  console.log(`e2e server ready in ${Math.round(server.readyMs)} ms at ${server.baseURL} (log: ${logFile})`);
  return async () => {
    const code = await server.stop();
    removeDataDir(server.dataDir);
    if (code !== 0) console.warn(`e2e server exited with code ${code}; see ${logFile}`);
  };
}
