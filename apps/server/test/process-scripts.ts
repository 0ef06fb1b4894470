import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { bundleServer } from '../bundle.mjs';

const SERVER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * What the integration tests run as processes of their own: the server itself, the command-line tools, and
 * the stand-ins that crash on purpose. They run as the production build runs the server: bundled by esbuild
 * (bundle.mjs), once per test run (global-setup.ts). Through tsx, each process compiled the server's sources
 * again as it loaded them: 4.2 CPU-seconds to a ready server, against 1.2 bundled.
 */
const PROCESS_SCRIPTS = {
  server: 'src/main.ts',
  'ledger-verify': 'src/cli/ledger-verify.ts',
  'audit-verify': 'src/cli/audit-verify.ts',
  'catalogue-import': 'src/cli/catalogue-import.ts',
  'ledger-crash-child': 'src/modules/ledger/test/ledger.crash.child.ts',
  'settlement-crash-child': 'src/modules/agents/test/settlement.crash.child.ts',
  'jobs-crash-child': 'src/platform/jobs/test/jobs.crash.child.ts',
} as const;

export type ProcessScript = keyof typeof PROCESS_SCRIPTS;

/**
 * Bundles the scripts into a fresh folder inside apps/server (the bundle finds the migrations from its
 * place), returning it and its removal.
 */
export async function bundleProcessScripts(): Promise<{ dir: string; remove: () => void }> {
  const dir = mkdtempSync(path.join(SERVER_ROOT, '.test-processes-'));
  const entryPoints = Object.fromEntries(
    Object.entries(PROCESS_SCRIPTS).map(([name, file]) => [name, path.join(SERVER_ROOT, file)]),
  );
  await bundleServer({ entryPoints, outdir: dir, sourcemap: false });
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The bundled file of a script, to run as `node <file> …` (in a test: the run's bundle). */
export function processScript(name: ProcessScript): string {
  return path.join(inject('processScriptsDir'), `${name}.js`);
}
