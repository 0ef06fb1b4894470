import { randomInt, randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { Lang } from '../../fixtures.js';
import { text } from './locales.js';

/** The demo operator the server seeds (SEED_DEMO). */
const OPERATOR = { username: 'operator01', password: 'Operator@1234' };
/**
 * In production (as the e2e server runs) the seeded operator must replace its published password at first
 * login; the first journey that needs it does so, with this one, and every later one logs in with it.
 */
const OPERATOR_E2E_PASSWORD = 'Operator@e2e-4321';

/** Logs the demo operator in from `ip`, changing its published password first when the server asks to. */
async function operatorToken(request: APIRequestContext, ip: string): Promise<string> {
  const headers = { 'x-forwarded-for': ip };
  const login = (password: string) =>
    request.post('/wps/operator/session/login', { data: { ...OPERATOR, password }, headers });
  type Login = { value: { token: string; passwordChangeRequired?: boolean } };
  const chosen = await login(OPERATOR_E2E_PASSWORD);
  if (chosen.ok()) return ((await chosen.json()) as Login).value.token;
  const seeded = await login(OPERATOR.password);
  if (!seeded.ok()) {
    // Another worker changed the password between the two tries: the chosen one logs in now.
    const again = await login(OPERATOR_E2E_PASSWORD);
    expect(again.ok(), await again.text()).toBe(true);
    return ((await again.json()) as Login).value.token;
  }
  const { token, passwordChangeRequired } = ((await seeded.json()) as Login).value;
  if (!passwordChangeRequired) return token;
  // Another worker may change it at the same moment: whichever wins, the chosen password logs in after.
  await request.post('/wps/operator/session/password', {
    data: { currentPassword: OPERATOR.password, newPassword: OPERATOR_E2E_PASSWORD },
    headers: { ...headers, authorization: `Bearer ${token}` },
  });
  const after = await login(OPERATOR_E2E_PASSWORD);
  expect(after.ok(), await after.text()).toBe(true);
  return ((await after.json()) as Login).value.token;
}

/** An operator session through the server's own login endpoint (a per-call client address: login is rate-limited per IP). */
export async function operatorApi(request: APIRequestContext) {
  const ip = `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
  const token = await operatorToken(request, ip);
  const headers = { authorization: `Bearer ${token}`, 'x-forwarded-for': ip };
  const call = async <T>(method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> => {
    const res = await request.fetch(path, { method, headers, data });
    const body = (await res.json()) as { success: boolean; value: T };
    expect(body.success, `${method} ${path}: ${JSON.stringify(body)}`).toBe(true);
    return body.value;
  };
  return {
    /** Any operator endpoint (journeys whose operator step has no helper of its own). */
    call,
    /** The member's newest deposit as the operator sees it. */
    latestDeposit: async (account: string) => {
      const page = await call<{ items: { id: number; status: string; referenceCode: string | null }[] }>(
        'GET',
        `/wps/operator/deposits?account=${encodeURIComponent(account)}&pageSize=1`,
      );
      return page.items[0];
    },
    confirmDeposit: (id: number) => call('POST', `/wps/operator/deposits/${id}/confirm`, { note: 'e2e received' }),
    /** The member's newest withdrawal in `status` (the list is oldest first). */
    latestWithdrawal: async (account: string, status: string) => {
      const page = await call<{ items: { id: number; account: string; status: string }[] }>(
        'GET',
        `/wps/operator/withdrawals?status=${status}&pageSize=100`,
      );
      return page.items.filter((w) => w.account === account).at(-1);
    },
    approveWithdrawal: (id: number) => call('POST', `/wps/operator/withdrawals/${id}/approve`),
    rejectWithdrawal: (id: number, reason: string) =>
      call('POST', `/wps/operator/withdrawals/${id}/reject`, { reason }),
    /** Credits a member's main wallet through the manual adjustment endpoint (never by SQL into balances). */
    credit: (memberId: number, amount: number) =>
      call('POST', '/wps/operator/adjustments', {
        memberId,
        direction: 'credit',
        amount,
        reason: 'e2e seed money',
        idempotencyKey: randomUUID(),
      }),
  };
}

/** Opens the member centre from the top bar's account menu entry `entry` (deposit, withdrawal, memberCentre …). */
export async function openCentreFromMenu(page: Page, entry: string) {
  await page.getByTestId('account-menu-trigger').click();
  await page.getByTestId(`account-menu-${entry}`).click();
  await expect(page.getByTestId('member-centre')).toBeVisible();
}

/** The top bar balance as shown (e.g. '1,000.00'), after asking the wallet again. */
export async function expectTopBarBalance(page: Page, shown: string) {
  await expect(page.getByTestId('balance')).toContainText(shown, { timeout: 15_000 });
}

/** The translated text of a wallet key. */
export const w = (lang: Lang, key: string, values?: Record<string, string | number>) =>
  text(lang, `wallet:${key}`, values);
