import { createHmac, randomBytes, randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { operatorApi } from './cashier.js';

/** RFC 6238 (SHA-1, 30 s, 6 digits) as an authenticator app computes it, from the base32 secret. */
export function totp(secret: string, atMs: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const ch of secret.replace(/=+$/, '')) bits += alphabet.indexOf(ch).toString(2).padStart(5, '0');
  const key = Buffer.from(bits.match(/.{8}/g)!.map((b) => Number.parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(atMs / 30_000)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0xf;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/** A back-office text file (the shell's, or a feature's own: features/<name>/locales/<lang>.json). */
export function adminTexts<T = Record<string, unknown>>(feature?: string, lang: 'vi' | 'en' = 'vi'): T {
  const path = feature
    ? `../../../apps/admin/src/features/${feature}/locales/${lang}.json`
    : `../../../apps/admin/src/locales/${lang}/admin.json`;
  return JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as T;
}

export interface BackOfficeOperator {
  username: string;
  password: string;
  secret: string;
  /** A session of its own for API checks (from before the TOTP enrolment). */
  headers: { authorization: string };
}

/**
 * A new operator of `role` made by the demo owner, enrolled in TOTP with the previous 30 s step's code (so the
 * current step's code is still unused for the sign-in: a code works once).
 */
export async function operatorWithTotp(request: APIRequestContext, role: string): Promise<BackOfficeOperator> {
  const owner = await operatorApi(request);
  const username = `${role.slice(0, 4)}_${randomBytes(3).toString('hex')}`;
  const password = `Operator-${randomBytes(4).toString('hex')}1`;
  await owner.call('POST', '/wps/operator/operators', { username, password, role });
  // Its own client address: operator sign-ins are rate-limited per address, and parallel journeys share 127.0.0.1.
  const ip = `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
  const login = await request.post('/wps/operator/session/login', {
    data: { username, password },
    headers: { 'x-forwarded-for': ip },
  });
  const { token } = (await login.json()).value as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const enrol = (await (await request.post('/wps/operator/totp/enrol', { headers })).json()).value as {
    secret: string;
  };
  const confirmed = await request.post('/wps/operator/totp/confirm', {
    headers,
    data: { code: totp(enrol.secret, Date.now() - 30_000) },
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  return { username, password, secret: enrol.secret, headers };
}

/** Signs the operator in to the back office through its form (password, then the TOTP code), in Vietnamese. */
export async function signInToBackOffice(page: Page, op: BackOfficeOperator): Promise<void> {
  const vi = adminTexts<{ login: Record<string, string>; dashboard: { title: string } }>();
  await ownOperatorAddress(page);
  await page.goto('/admin/');
  await page.getByLabel(vi.login.username!).fill(op.username);
  await page.getByLabel(vi.login.password!).fill(op.password);
  await page.getByRole('button', { name: vi.login.submit }).click();
  await page.getByLabel(vi.login.code!).fill(totp(op.secret, Date.now()));
  await page.getByRole('button', { name: vi.login.verify }).click();
  await expect(page.getByRole('heading', { name: vi.dashboard.title })).toBeVisible();
}

/**
 * The back office's calls from this page get an address of their own: operator sign-ins are rate-limited per
 * address (10 a minute), and the parallel journeys all come from 127.0.0.1. Only /wps/operator calls: the
 * page's player side keeps its own address (a new one would trigger the new-IP check).
 */
export async function ownOperatorAddress(page: Page): Promise<void> {
  const ip = `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
  await page.route('**/wps/operator/**', (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': ip } }),
  );
}
