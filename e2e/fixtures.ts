import { test as base, expect, type Page } from '@playwright/test';
import postgres from 'postgres';

export { expect };

/** Supported UI languages (stored by the web app under localStorage `hisLang`). */
export type Lang = 'vi' | 'en';

/** A console message or page error seen during a test. */
export interface BrowserError {
  kind: 'console' | 'pageerror';
  text: string;
  url: string;
}

interface WorkerFixtures {
  /** Points this worker at its project's server: the site-settings specs have one of their own. */
  projectServer: undefined;
}

interface Fixtures {
  /**
   * Console errors matching one of these are tolerated. Every entry needs a comment saying why the
   * error is expected (e.g. a journey that deliberately provokes a failed request).
   */
  allowedConsoleErrors: RegExp[];
  /** Everything logged as an error by any page of the test; checked automatically after the test. */
  browserErrors: BrowserError[];
  /** Site-wide settings written for this test and restored afterwards. */
  siteSettings: { set(key: string, value: unknown): Promise<void> };
}

export function databaseURL(): string {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error('E2E_DATABASE_URL is not set: run the tests through playwright.config.ts');
  return url;
}

function withDb<T>(fn: (sql: postgres.Sql) => Promise<T>): Promise<T> {
  const sql = postgres(databaseURL(), { max: 1, onnotice: () => {} });
  return fn(sql).finally(() => sql.end({ timeout: 5 }));
}

/**
 * Writes an operator setting straight into the `settings` table, as the settings CLI would; the server
 * reads settings per request, so the next call sees it. Use in `*.global.spec.ts` only: it affects every
 * page of the shared server.
 */
export async function setSetting(key: string, value: unknown): Promise<void> {
  await withDb(
    (
      sql,
    ) => sql`INSERT INTO settings (key, value, updated_at) VALUES (${key}, ${sql.json(value as postgres.JSONValue)}, now())
      ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = EXCLUDED.updated_at`,
  );
}

/** The stored value of a setting, or null when the operator never wrote it (the server uses its default). */
export async function getSetting(key: string): Promise<unknown> {
  return withDb(async (sql) => {
    const rows = await sql<{ value: unknown }[]>`SELECT value FROM settings WHERE key = ${key}`;
    return rows[0]?.value ?? null;
  });
}

/** Removes a setting so the server falls back to its built-in default. */
export async function clearSetting(key: string): Promise<void> {
  await withDb((sql) => sql`DELETE FROM settings WHERE key = ${key}`);
}

/** Opens `path` with `hisLang` already in localStorage, so the first render is in `lang`. */
export async function gotoWithLanguage(page: Page, path: string, lang: Lang) {
  await page.addInitScript((l) => {
    // Only before the app's first load in this page: a later language switch must survive reloads.
    if (!sessionStorage.getItem('e2e-lang-set')) {
      localStorage.setItem('hisLang', l);
      sessionStorage.setItem('e2e-lang-set', '1');
    }
  }, lang);
  const response = await page.goto(path);
  // The home page and the lobbies arrive pre-rendered (inert) and the app renders over that frame once its data
  // is there, removing the frame's wrapper: journeys start on the live page, not on the frame.
  await page.waitForFunction(() => !document.querySelector('[data-prerendered]'));
  return response;
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  projectServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use, workerInfo) => {
      // A worker runs one project's tests only; helpers read the addresses from the environment.
      if (workerInfo.project.name === 'site-settings') {
        process.env.E2E_BASE_URL = process.env.E2E_SETTINGS_BASE_URL;
        process.env.E2E_DATABASE_URL = process.env.E2E_SETTINGS_DATABASE_URL;
      }
      await use(undefined);
    },
    { scope: 'worker', auto: true },
  ],
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: run the tests through playwright.config.ts');
    await use(url);
  },
  allowedConsoleErrors: [[], { option: true }],
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  browserErrors: async ({}, use) => {
    await use([]);
  },
  context: async ({ context, browserErrors }, use) => {
    const watch = (page: Page) => {
      page.on('console', (msg) => {
        if (msg.type() === 'error') browserErrors.push({ kind: 'console', text: msg.text(), url: page.url() });
      });
      page.on('pageerror', (err) =>
        browserErrors.push({ kind: 'pageerror', text: err.stack ?? err.message, url: page.url() }),
      );
    };
    context.pages().forEach(watch);
    context.on('page', watch);
    await use(context);
  },
  page: async ({ page, browserErrors, allowedConsoleErrors }, use, testInfo) => {
    await use(page);
    const unexpected = browserErrors.filter(
      (e) => e.kind === 'pageerror' || !allowedConsoleErrors.some((re) => re.test(e.text)),
    );
    if (unexpected.length > 0 && testInfo.status === testInfo.expectedStatus) {
      const list = unexpected.map((e) => `  [${e.kind}] ${e.text}\n    at ${e.url}`).join('\n');
      throw new Error(`The page logged ${unexpected.length} error(s):\n${list}`);
    }
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  siteSettings: async ({}, use) => {
    const saved = new Map<string, unknown>();
    await use({
      async set(key, value) {
        if (!saved.has(key)) saved.set(key, await getSetting(key));
        await setSetting(key, value);
      },
    });
    for (const [key, value] of saved) {
      if (value === null) await clearSetting(key);
      else await setSetting(key, value);
    }
  },
});
