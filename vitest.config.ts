import { defineConfig } from 'vitest/config';
import { SlowFirstSequencer } from './apps/server/test/slow-first.sequencer';
import { reactLibraries, reactOnPreact } from './apps/web/build/react-on-preact';

export default defineConfig({
  test: {
    // The longest integration files start first, so the two workers end together (a clean clone has no
    // durations from a previous run for Vitest to order by).
    sequence: { sequencer: SlowFirstSequencer },
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/web/src/**/*.test.{ts,tsx}',
            'apps/admin/src/**/*.test.{ts,tsx}',
            'apps/server/src/**/*.unit.test.ts',
          ],
          environment: 'node',
          // The maths' simulations take about a second alone; beside the integration lane and a browser run
          // (CI runs both lanes at once) one passed the 5 s default.
          testTimeout: 30_000,
          // Files share their worker's modules, as integration does: 32 s became 9 s on a quiet machine (most
          // of it was importing the web app and its libraries again for each file). Passes in shuffled order.
          isolate: false,
          // React libraries are bundled by Vite (not loaded by Node) so the alias below reaches them.
          server: { deps: { inline: reactLibraries } },
        },
        // Web code runs on Preact as it ships (apps/web/build/react-on-preact.ts).
        resolve: { alias: reactOnPreact },
      },
      {
        test: {
          name: 'integration',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: ['apps/server/src/**/*.unit.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          // Runs what a file's harness registered for its end (apps/server/test/file-cleanup.ts).
          setupFiles: ['apps/server/test/file-cleanup.setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file gets its own database; two workers fit this machine's two cores.
          maxWorkers: 2,
          // Files share their worker's modules instead of importing the whole server again for each file:
          // that import was over half of the suite's time (the suite took ~7 min beside end-to-end, ~1 min
          // now). Safe because the server keeps no module-level state (buildApp and every service hang off
          // their instance) and no integration test mocks a module. Connections a file leaves open then
          // live until its worker ends, hence the test cluster's larger max_connections (global-setup.ts).
          isolate: false,
        },
      },
    ],
  },
});
