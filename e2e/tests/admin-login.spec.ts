import { createHmac, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test } from '../fixtures.js';
import { operatorApi } from './helpers/cashier.js';

/** The back office's Vietnamese texts (apps/admin/src/locales/vi/admin.json). */
const vi = JSON.parse(
  readFileSync(new URL('../../apps/admin/src/locales/vi/admin.json', import.meta.url), 'utf8'),
) as typeof import('../../apps/admin/src/locales/vi/admin.json');

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

// The password step answers 401 operator_totp_required once the operator has enrolled: the designed signal
// for the code step, which Chromium logs as a failed request.
test.use({ allowedConsoleErrors: [/status of 401 \(Unauthorized\)/] });

test('an operator signs in to the back office with its TOTP code and sees the dashboard (vi)', async ({
  page,
  request,
}) => {
  // An owner makes a finance operator, which enrols TOTP (the code of the previous 30 s step, so the
  // current step's code is still unused for the sign-in below: a code works once).
  const owner = await operatorApi(request);
  const username = `fin_${randomBytes(3).toString('hex')}`;
  const password = `Finance-${randomBytes(4).toString('hex')}1`;
  await owner.call('POST', '/wps/operator/operators', { username, password, role: 'finance' });
  const login = await request.post('/wps/operator/session/login', { data: { username, password } });
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

  await page.goto('/admin/');
  await page.getByLabel(vi.login.username).fill(username);
  await page.getByLabel(vi.login.password).fill(password);
  await page.getByRole('button', { name: vi.login.submit }).click();
  const code = page.getByLabel(vi.login.code);
  await expect(code).toBeVisible();
  await code.fill(totp(enrol.secret, Date.now()));
  await page.getByRole('button', { name: vi.login.verify }).click();

  await expect(page.getByRole('heading', { name: vi.dashboard.title })).toBeVisible();
  await expect(page.getByTestId('operator-name')).toHaveText(username);
  await expect(page.getByTestId('figure-newPlayers')).toHaveText(/^\d[\d.,]*$/);
  await expect(page.getByTestId('pending-withdrawals')).toHaveText(/^\d[\d.,]*$/);
  // Finance sees the dashboard and the audit log, not operator management.
  const nav = page.getByRole('navigation');
  await expect(nav.getByRole('link', { name: vi.nav.audit })).toBeVisible();
  await expect(nav.getByRole('link', { name: vi.nav.operators })).toHaveCount(0);
});
