import { createHmac, randomBytes, randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { ownOperatorAddress } from './back-office.js';
import { operatorApi } from './cashier.js';

/** The back office's Vietnamese texts (apps/admin/src/locales/vi/admin.json). */
export const adminVi = JSON.parse(
  readFileSync(new URL('../../../apps/admin/src/locales/vi/admin.json', import.meta.url), 'utf8'),
) as typeof import('../../../apps/admin/src/locales/vi/admin.json');

/** A back-office feature's own Vietnamese texts (features/<name>/locales/vi.json). */
export const featureVi = <T>(name: string): T =>
  JSON.parse(
    readFileSync(new URL(`../../../apps/admin/src/features/${name}/locales/vi.json`, import.meta.url), 'utf8'),
  ) as T;

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

export interface EnrolledOperator {
  username: string;
  password: string;
  secret: string;
}

/**
 * A new operator of `role` (made by the demo owner) with TOTP enrolled, using the previous 30 s step's code so
 * the current step's code is still unused for the sign-in (a code works once).
 */
export async function enrolledOperator(request: APIRequestContext, role: string): Promise<EnrolledOperator> {
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
  return { username, password, secret: enrol.secret };
}

/** Signs in on /admin/ with the password, then the TOTP code, and waits for the dashboard. */
export async function signInToBackOffice(page: Page, op: EnrolledOperator): Promise<void> {
  await ownOperatorAddress(page);
  await page.goto('/admin/');
  await page.getByLabel(adminVi.login.username).fill(op.username);
  await page.getByLabel(adminVi.login.password).fill(op.password);
  await page.getByRole('button', { name: adminVi.login.submit }).click();
  const code = page.getByLabel(adminVi.login.code);
  await expect(code).toBeVisible();
  await code.fill(totp(op.secret, Date.now()));
  await page.getByRole('button', { name: adminVi.login.verify }).click();
  await expect(page.getByRole('heading', { name: adminVi.dashboard.title })).toBeVisible();
}
