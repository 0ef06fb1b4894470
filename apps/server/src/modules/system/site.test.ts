import { CsTypes, decryptCsPath, type RegisterFieldSetting, validateField, type WhitelabelNode } from '@app/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { seedDemo } from '../index.js';
import { putSetting } from './system.repository.js';

let t: TestApp;
const get = async (url: string, ip = '127.0.0.1') => {
  const res = await t.app.inject({ method: 'GET', url, remoteAddress: ip });
  return { status: res.statusCode, body: res.json() };
};
const flatten = (nodes: WhitelabelNode[]): WhitelabelNode[] => nodes.flatMap((n) => [n, ...flatten(n.childrenNodes)]);

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db, t.clock);
});

describe('site configuration calls', () => {
  it('serves the whitelabel module tree with the registration and login flags', async () => {
    const { body } = await get('/wps/system/whitelabel');
    const ids = new Map(flatten(body.value).map((n) => [n.modId, n.enabled]));
    for (const id of ['USERNAMEREG3', 'MOBILENUMREG3', 'MOBILENUMPASSREG3', 'REGMOBVERF3', 'MOBILEVERCODELOGIN3']) {
      expect(ids.has(id), id).toBe(true);
    }
    expect(ids.get('DIRECTREG3')).toBe('1');
    expect(ids.get('FREEPLAY')).toBe('1');
    expect(ids.get('FORCEPWDCHANGE')).toBe('1');
    expect(ids.get('PHONELOGIN')).toBe('1');
  });

  it('serves register settings for every field with realistic rules', async () => {
    const { body } = await get('/wps/system/setting/register');
    const fields = new Map(body.value.fields.map((f: { field: string }) => [f.field, f]));
    expect(fields.size).toBe(19);
    expect(fields.get('username')).toMatchObject({ enabled: true, required: true, minLength: 2, maxLength: 15 });
    // Pattern kinds are named by id and run by the shared validator (contracts/validation), in browser and server alike.
    const rule = (name: string) => fields.get(name) as RegisterFieldSetting;
    expect(rule('username').patternId).toBe('letterFirstAlnum');
    expect(validateField(rule('username'), 'abc123')).toBeNull();
    expect(validateField(rule('username'), '1abc')).toMatchObject({ key: 'pattern' });
    expect(rule('password').minLength).toBe(7);
    expect(validateField(rule('password'), 'abc1234')).toBeNull();
    expect(validateField(rule('password'), 'abcdefg')).toMatchObject({ key: 'pattern' });
    expect(validateField(rule('payeeName'), 'NGUYEN VAN AN')).toBeNull();
    expect(validateField(rule('payeeName'), 'Nguyễn Văn An')).toMatchObject({ key: 'pattern' });
  });

  it('reflects an operator change of the consolidated settings', async () => {
    expect((await get('/wps/system/setting/consolidated')).body.value.divtypereq).toBe(1);
    const changed = { ...(await get('/wps/system/setting/consolidated')).body.value, divtypereq: 0 };
    await putSetting(t.db, 'consolidated', changed, t.clock.now());
    expect((await get('/wps/system/setting/consolidated')).body.value.divtypereq).toBe(0);
  });

  it('resolves the initial config by host and falls back to the default merchant', async () => {
    const own = await get('/wps/system/permission?url=https%3A%2F%2Fwww.saovang68.example%2Fhome');
    expect(own.body.value).toMatchObject({ merchantCode: 'saovang', siteName: 'Sao Vàng 68', defaultLanguage: 'vi' });
    const unknown = await get('/wps/system/permission?url=unknown-host.example');
    expect(unknown.body.value).toMatchObject({ merchantCode: 'vn88', languages: ['vi', 'en'] });
    const missing = await get('/wps/system/permission');
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ success: false, code: 'invalid_input' });
    expect(JSON.stringify(missing.body)).not.toMatch(/at .*\.ts/);
  });

  it('serves routers with domains, resources, customer service, CDNs and live flags', async () => {
    const { body } = await get('/wps/system/routers?device=0', '113.161.1.1');
    const v = body.value;
    expect(v.domainList.length).toBeGreaterThan(1);
    expect(v.domainList.every((d: { speed: number }) => d.speed === 0)).toBe(true);
    expect(v.resources.map((r: { resourceType: string }) => r.resourceType)).toEqual(
      expect.arrayContaining(['EMAIL', 'TELEGRAM', 'FACEBOOK', 'MAIN_SITE', 'BACKUP_SITE', 'COMPLAINT_TELEGRAM']),
    );
    expect(v.analytics.gtagId).toMatch(/^G-/);
    expect(v.domainRoute).toBe('www.vn88club.example');
    expect(v.location.ip).toBe('113.161.1.1');
    expect(v).toMatchObject({ maintenance: false, regionRestriction: false });
    const chat = v.customerService.find((c: { csType: number }) => c.csType === CsTypes.LIVE_CHAT);
    // The built-in support chat (migration 0223 replaced an address that did not exist).
    expect(await decryptCsPath(chat.path)).toBe('builtin:support-chat');
    expect((await get('/wps/system/routers?device=3')).status).toBe(200);

    await putSetting(
      t.db,
      'region',
      { enabled: true, allowCountries: [], denyCountries: ['VN'], allowIps: [], denyIps: [] },
      t.clock.now(),
    );
    expect((await get('/wps/system/routers?device=3', '113.161.1.1')).body.value.regionRestriction).toBe(true);
    await putSetting(
      t.db,
      'region',
      { enabled: false, allowCountries: [], denyCountries: [], allowIps: [], denyIps: [] },
      t.clock.now(),
    );
  });

  it('refuses a device other than 0 or 3 with a 400 envelope', async () => {
    const res = await get('/wps/system/routers?device=7');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'invalid_input' });
    expect(res.body.message).not.toMatch(/node_modules|Error:/);
  });

  it('serves the domain routes', async () => {
    const { body } = await get('/wps/system/domainRoute');
    expect(body.value.routes).toContainEqual({ domainName: 'www.vn88club.example', route: '/', primary: true });
  });

  it('serves the help centre per language, with the terms article', async () => {
    const vi = (await get('/wps/system/helpCenter')).body.value;
    const en = (await get('/wps/system/helpCenter?language=en')).body.value;
    const articles = (h: typeof vi) => h.categories.flatMap((c: { articles: unknown[] }) => c.articles);
    const ids = articles(vi).map((a: { id: string }) => a.id);
    expect(ids).toEqual(['about', 'term', 'privacy', 'responsible', 'deposit', 'withdrawal', 'faq']);
    const termVi = articles(vi).find((a: { id: string }) => a.id === 'term');
    const termEn = articles(en).find((a: { id: string }) => a.id === 'term');
    expect(termVi.title).toBe('Điều khoản và điều kiện');
    expect(termEn.title).toBe('Terms and conditions');
    expect(termVi.html.length).toBeGreaterThan(1000);
    expect(en.categories[0].title).toBe('About us');
    expect((await get('/wps/system/helpCenter?language=fr')).status).toBe(400);
  });
});
