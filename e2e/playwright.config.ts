import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium.js';

const onCi = !!process.env.CI;

/**
 * Journeys in the machine's Chromium against the built server (see support/global-setup.ts).
 * Journeys that change site-wide settings (maintenance, region rules) live in `*.global.spec.ts`: they
 * run one at a time on a server of their own (project site-settings), beside the other journeys, which
 * share the first server two at a time.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: './test-results/artifacts',
  globalSetup: './support/global-setup.ts',
  // Journeys reload and switch several times; two cores shared with the servers and the databases.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Three at once: two journeys and the site-settings specs, then three journeys (each project's limit below).
  workers: 3,
  retries: onCi ? 1 : 0,
  forbidOnly: onCi,
  reporter: [['list'], ['json', { outputFile: './test-results/e2e.json' }]],
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions(),
    locale: 'vi-VN',
    timezoneId: 'Asia/Ho_Chi_Minh',
    // Recording a trace (DOM snapshots and screencast frames at every step) cost a third of the browser
    // work: routes + modal specs took 586 s of test time traced and 365 s untraced beside the integration
    // lane. On CI (one retry) a failing journey is traced on its retry; locally (no retry) on failure.
    trace: onCi ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    serviceWorkers: 'block',
    // Journeys run as a visitor who prefers reduced motion: carousels and the vendor strip stand still, so
    // no page spends every animation frame on them (a quarter of the browser's work on a 2-core machine).
    // The journeys about motion itself (banners.spec, layout.spec's vendor strip) ask for it back.
    reducedMotion: 'reduce',
  },
  projects: [
    // First in the queue: the serial site-settings specs are the longest chain, so they start at once.
    { name: 'site-settings', testMatch: /\.global\.spec\.ts$/, workers: 1 },
    // Three once the site-settings specs are done (about two minutes in): their worker would sit idle.
    { name: 'journeys', testIgnore: /\.global\.spec\.ts$/, workers: 3 },
  ],
});
