import { CsTypes, decryptCsPath, SUPPORT_CHAT_BUILTIN_URL } from '@app/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { seedDemo } from '../index.js';

let t: TestApp;
const get = async (url: string) => (await t.app.inject({ method: 'GET', url })).json();

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db, t.clock);
});

describe('GET /wps/content/footer', () => {
  it('lists 30+ vendors with logos and categories, and the three licences', async () => {
    const { value } = await get('/wps/content/footer');
    expect(value.vendors.length).toBeGreaterThanOrEqual(30);
    const byCode = new Map(value.vendors.map((v: { code: string }) => [v.code, v]));
    expect(byCode.get('PG')).toMatchObject({ name: 'PG Soft', gameTypes: ['RNG'], isHot: true });
    expect(byCode.get('TCG_LOTTO_VN')).toMatchObject({ gameTypes: ['ELOTT', 'LOTT'] });
    for (const code of ['DS88', 'DIG', 'WS168']) {
      expect((byCode.get(code) as { gameTypes: string[] }).gameTypes).toEqual(['COCKFIGHT']);
    }
    const types = new Set(value.vendors.flatMap((v: { gameTypes: string[] }) => v.gameTypes));
    expect([...types].sort()).toEqual([
      'COCKFIGHT',
      'ELOTT',
      'ESPORTS',
      'FISH',
      'LIVE',
      'LOTT',
      'PVP',
      'RNG',
      'SPORTS',
    ]);
    expect(value.vendors.every((v: { logoUrl: string }) => v.logoUrl.startsWith('/media/art/vendor/'))).toBe(true);
    expect(value.licences.map((l: { code: string }) => l.code)).toEqual(['MGA', 'BVI', 'PAGCOR']);
    const en = await get('/wps/content/footer?language=en');
    expect(en.value.licences[0].name).toBe('Malta Gaming Authority');
  });

  it('leaves out a vendor the operator disabled', async () => {
    await t.db`UPDATE vendors SET enabled = false WHERE code = 'NETENT'`;
    const { value } = await get('/wps/content/footer');
    expect(value.vendors.map((v: { code: string }) => v.code)).not.toContain('NETENT');
    await t.db`UPDATE vendors SET enabled = true WHERE code = 'NETENT'`;
  });
});

describe('GET /wps/cs/config', () => {
  it('lists the channels; the live-chat path is encrypted with its key in the last 8 characters', async () => {
    const a = (await get('/wps/cs/config')).value;
    const b = (await get('/wps/cs/config')).value;
    expect(a.version).toMatch(/^[0-9a-f]{12}$/);
    expect(a.version).toBe(b.version);
    expect(a.paths.map((p: { type: number }) => p.type)).toEqual([
      CsTypes.LIVE_CHAT,
      CsTypes.FACEBOOK,
      CsTypes.TELEGRAM,
      CsTypes.VIP,
    ]);
    const chat = a.paths[0];
    expect(chat.path).not.toContain('support-chat');
    expect(await decryptCsPath(chat.path)).toBe(SUPPORT_CHAT_BUILTIN_URL);
    expect(a.paths[1].path).toBe('https://m.me/vn88club.official');
    expect(a.paths[0].title).toBe('Hỗ trợ trực tuyến 24/7');
    expect((await get('/wps/cs/config?language=en')).value.paths[0].title).toBe('Live chat 24/7');
  });

  it('changes version when the operator changes an entry', async () => {
    const before = (await get('/wps/cs/config')).value.version;
    await t.db`UPDATE cs_entries SET url = 'https://t.me/vn88club_cskh2' WHERE seed_key = 'telegram'`;
    expect((await get('/wps/cs/config')).value.version).not.toBe(before);
  });
});
