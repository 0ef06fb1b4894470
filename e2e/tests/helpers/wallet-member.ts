import type { APIRequestContext, Page } from '@playwright/test';
import { expect, type Lang } from '../../fixtures.js';
import { withDb } from './account-db.js';
import { text } from './locales.js';

/** The database id of a member (journeys need it for operator calls). */
export async function memberId(account: string): Promise<number> {
  const rows = await withDb((sql) => sql<{ id: string | number }[]>`SELECT id FROM members WHERE account = ${account}`);
  if (!rows[0]) throw new Error(`no member ${account}`);
  return Number(rows[0].id);
}

/** Places `account` under `upline` (account structure only; money always moves through the server). */
export async function setUpline(account: string, upline: string): Promise<void> {
  await withDb(
    (sql) => sql`UPDATE members SET upline_id = (SELECT id FROM members WHERE account = ${upline})
      WHERE account = ${account}`,
  );
}

/** Calls a member endpoint with the session token of the logged-in page (the same session the UI uses). */
export async function memberCall<T>(
  page: Page,
  request: APIRequestContext,
  method: 'GET' | 'POST',
  path: string,
  data?: unknown,
): Promise<T> {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  expect(token).toBeTruthy();
  const res = await request.fetch(path, {
    method,
    data,
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as { success: boolean; value: T };
  expect(body.success, `${method} ${path}: ${JSON.stringify(body)}`).toBe(true);
  return body.value;
}

/** A plural text as i18next picks it: Vietnamese has one form, English one/other; `_zero` for 0 when present. */
export function plural(lang: Lang, key: string, count: number): string {
  if (count === 0) {
    try {
      return text(lang, `${key}_zero`, { count });
    } catch {
      // No zero form: the language's normal rule applies.
    }
  }
  const form = lang === 'en' && count === 1 ? 'one' : 'other';
  return text(lang, `${key}_${form}`, { count });
}
