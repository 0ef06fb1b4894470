import { createHmac, randomBytes, randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { ownOperatorAddress } from './back-office.js';
import { operatorApi } from './cashier.js';

/** The content screen's Vietnamese texts (apps/admin/src/features/content/locales/vi.json). */
export const contentVi = JSON.parse(
  readFileSync(new URL('../../../apps/admin/src/features/content/locales/vi.json', import.meta.url), 'utf8'),
) as typeof import('../../../apps/admin/src/features/content/locales/vi.json');

const shellVi = JSON.parse(
  readFileSync(new URL('../../../apps/admin/src/locales/vi/admin.json', import.meta.url), 'utf8'),
) as { login: Record<'username' | 'password' | 'submit' | 'code' | 'verify', string> };

/** RFC 6238 (SHA-1, 30 s, 6 digits) as an authenticator app computes it, from the base32 secret. */
function totp(secret: string, atMs: number): string {
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

/**
 * A new marketing operator (made by the demo owner, TOTP enrolled with the previous 30 s step's code so the
 * current one is unused), signed in to the back office through its form in Vietnamese, on the content screen.
 */
export async function marketingOnContentScreen(page: Page, request: APIRequestContext): Promise<void> {
  const owner = await operatorApi(request);
  const username = `mkt_${randomBytes(3).toString('hex')}`;
  const password = `Marketing-${randomBytes(4).toString('hex')}1`;
  await owner.call('POST', '/wps/operator/operators', { username, password, role: 'marketing' });
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

  await ownOperatorAddress(page);
  await page.goto('/admin/');
  await page.getByLabel(shellVi.login.username).fill(username);
  await page.getByLabel(shellVi.login.password).fill(password);
  await page.getByRole('button', { name: shellVi.login.submit }).click();
  await page.getByLabel(shellVi.login.code).fill(totp(enrol.secret, Date.now()));
  await page.getByRole('button', { name: shellVi.login.verify }).click();
  await page.getByRole('navigation').getByRole('link', { name: contentVi.nav }).click();
  await expect(page.getByRole('heading', { name: contentVi.title })).toBeVisible();
}
