/**
 * What to undo when the current test file ends: close an app, stop a server process or a fake provider,
 * drop the file's database. Vitest runs an afterAll only if it is registered while the file is collected:
 * one registered inside a beforeAll or a test never runs (Vitest 4). The harness registered its cleanup
 * that way, so every file's database, app and server processes stayed until the run ended (a hundred
 * databases the global teardown then deleted file by file for one to three minutes; server processes
 * orphaned, still polling). Cleanups registered here run when the file ends, last registered first, after
 * the file's own afterAll hooks (file-cleanup.setup.ts registers the hook that runs them before any of them).
 */
const pending: Array<() => unknown> = [];

export function onFileEnd(fn: () => unknown): void {
  pending.push(fn);
}

/** Runs and forgets every registered cleanup; all run even if one fails, then the first failure is thrown. */
export async function runFileCleanups(): Promise<void> {
  const failures: unknown[] = [];
  for (let fn = pending.pop(); fn; fn = pending.pop()) {
    try {
      await fn();
    } catch (err) {
      failures.push(err);
    }
  }
  if (failures.length > 0) throw failures[0];
}
