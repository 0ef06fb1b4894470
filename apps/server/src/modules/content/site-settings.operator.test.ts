import { beforeAll, describe, expect, it } from 'vitest';
import { createPeerApp, createTestApp, type TestApp } from '../../../test/harness.js';
import { operatorWithRole, playerToken, type TestOperator } from '../backoffice/test/backoffice.fixtures.js';
import { createSettingsService } from '../system/index.js';

let t: TestApp;
let peer: TestApp;
let marketing: TestOperator;
let support: TestOperator;

beforeAll(async () => {
  t = await createTestApp();
  peer = await createPeerApp(t);
  marketing = await operatorWithRole(t, 'marketing');
  support = await operatorWithRole(t, 'support');
});

const put = (headers: object, key: string, value: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/wps/operator/site-settings/${key}`,
    headers: headers as Record<string, string>,
    payload: { value },
  });
const get = async (key: string) =>
  (await t.app.inject({ url: `/wps/operator/site-settings/${key}`, headers: marketing.auth })).json().value.value;
const audits = (key: string) =>
  t.db<{ actor: string; before: unknown; after: unknown }[]>`
    SELECT actor, before, after FROM audit_log WHERE action = 'setting.update' AND subject = ${key} ORDER BY id`;

describe('site settings from the back office', () => {
  it('maintenance switched on shows on another node at once, audited with before/after; off again restores', async () => {
    const status = async () => (await peer.app.inject('/wps/system/status')).json().value.status as number;
    expect(await status()).toBe(0);
    const before = await get('maintenance');
    const on = { ...before, enabled: true, title: 'Bảo trì', info: 'Quay lại sau 30 phút' };
    const res = await put(marketing.auth, 'maintenance', on);
    expect(res.statusCode, res.body).toBe(200);
    expect(await status()).toBe(1);
    const [row] = await audits('maintenance');
    expect(row).toMatchObject({ actor: `operator:${marketing.id}:${marketing.username}`, after: on });
    expect((await put(marketing.auth, 'maintenance', before)).statusCode).toBe(200);
    expect(await status()).toBe(0);
    expect((await audits('maintenance'))[1]).toMatchObject({ before: on, after: before });
  });

  it('registration settings reach the public endpoint at once', async () => {
    const reg = await get('register');
    const res = await put(marketing.auth, 'register', { ...reg, captcha: !reg.captcha });
    expect(res.statusCode).toBe(200);
    const pub = (await peer.app.inject('/wps/system/setting/register')).json().value;
    expect(pub.captcha).toBe(!reg.captcha);
  });

  it("is refused by the CLI's own schema with the failing fields named, and nothing changes", async () => {
    const before = await get('region');
    const count = (await audits('region')).length;
    const bad = { ...before, enabled: true, allowCountries: ['VNM'], denyIps: ['10.0.0.0/8', 'not-an-ip'] };
    const res = await put(marketing.auth, 'region', bad);
    expect([res.statusCode, res.json().code]).toEqual([400, 'invalid_input']);
    const paths = (res.json().details as { path: string }[]).map((d) => d.path).sort();
    expect(paths).toEqual(['allowCountries.0', 'denyIps.1']);
    // The CLI path (the settings service) gives the same answer for the same value.
    const cli = createSettingsService({ db: t.db, clock: t.clock });
    await expect(cli.set('region', bad, { actor: 'cli:test' })).rejects.toMatchObject({ code: 'invalid_input' });
    const maintenance = await put(marketing.auth, 'maintenance', {
      enabled: true,
      title: 'x',
      info: '',
      startTime: '2026-12-01T10:00:00Z',
      endTime: '2026-12-01T09:00:00Z',
    });
    expect(maintenance.json().details).toEqual([expect.objectContaining({ path: 'endTime' })]);
    expect(await get('region')).toEqual(before);
    expect((await audits('region')).length).toBe(count);
    // Keys owned by other screens (money, safer gambling) are not reachable here.
    const other = await put(marketing.auth, 'withdrawal', {});
    expect([other.statusCode, other.json().code]).toEqual([400, 'invalid_input']);
  });

  it('support and a player may not read or change them', async () => {
    const player = await playerToken(t);
    const denied = await put(support.auth, 'region', await get('region'));
    expect([denied.statusCode, denied.json().code]).toEqual([403, 'operator_permission_denied']);
    const read = await t.app.inject({ url: '/wps/operator/site-settings/region', headers: support.auth });
    expect(read.statusCode).toBe(403);
    expect((await put(player, 'region', await get('region'))).statusCode).toBe(403);
    expect(await audits('region')).toHaveLength(0);
  });
});
