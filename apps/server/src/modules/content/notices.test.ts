import { BannerGroupNames } from '@app/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { seedDemo } from '../index.js';

let t: TestApp;
const list = async (query = '') => {
  const res = await t.app.inject({ method: 'GET', url: `/wps/notice/list${query}` });
  return { status: res.statusCode, body: res.json() };
};

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db, t.clock);
});

describe('GET /wps/notice/list', () => {
  it('returns marquee notices, banners, popups and promotions in Vietnamese by default', async () => {
    const { status, body } = await list('?types=B,PL,PU,PR&platform=W&execution=B');
    expect(status).toBe(200);
    const v = body.value;
    expect(v.player.length).toBeGreaterThanOrEqual(3);
    expect(v.player.every((n: { type: string }) => n.type === 'PL')).toBe(true);
    expect(v.player[0].title).toBe('Chào mừng đến với VN88 Club');
    expect(v.popup.length).toBeGreaterThanOrEqual(1);
    expect(v.popup.every((n: { type: string }) => n.type === 'PU')).toBe(true);
    expect(v.promotion.length).toBeGreaterThanOrEqual(4);
    expect(v.promotion[0].imageUrl).toMatch(/^\/media\/art\/promo\/.+\.svg\?/);
    // The detail page shows what the promotion is; the first one links to the house slot's verify page.
    expect(v.promotion[0].content).toContain('href="/house/slot/verify"');
  });

  it('has banners for every group, exactly one for help, with linkage targets', async () => {
    const { banners } = (await list()).body.value;
    for (const group of BannerGroupNames) {
      const n = banners.filter((b: { groupName: string }) => b.groupName === group).length;
      expect(n, group).toBeGreaterThanOrEqual(group === 'help' ? 1 : 2);
    }
    expect(banners.filter((b: { groupName: string }) => b.groupName === 'help')).toHaveLength(1);
    const kinds = new Set(banners.map((b: { linkageType: string }) => b.linkageType));
    expect([...kinds]).toEqual(expect.arrayContaining(['ROUTE', 'URL', 'PROMO', 'NONE']));
    const promo = banners.find((b: { linkageType: string }) => b.linkageType === 'PROMO');
    const promoIds = (await list('?types=PR')).body.value.promotion.map((p: { id: number }) => String(p.id));
    expect(promoIds).toContain(promo.linkageTarget);
    expect(banners.every((b: { url: string }) => b.url.startsWith('/media/art/banner/'))).toBe(true);
  });

  it('switches language', async () => {
    const en = (await list('?language=en')).body.value;
    expect(en.player[0].title).toBe('Welcome to VN88 Club');
    expect(en.banners.find((b: { groupName: string }) => b.groupName === 'help').title).toBe('Help Centre');
  });

  it('only lists the sections asked for by types', async () => {
    const v = (await list('?types=PL')).body.value;
    expect(v.player.length).toBeGreaterThan(0);
    expect(v).toMatchObject({ banners: [], popup: [], promotion: [] });
  });

  it('shows only items whose window contains the clock time', async () => {
    const titles = async () => (await list('?language=en')).body.value.player.map((n: { title: string }) => n.title);
    expect(await titles()).not.toContain('New Year lucky money has ended');
    expect(await titles()).not.toContain('Coming soon: Football Super Cup');
    t.clock.advance(8 * 86_400_000);
    expect(await titles()).toContain('Coming soon: Football Super Cup');
    t.clock.advance(60 * 86_400_000);
    expect(await titles()).not.toContain('SABA Sports maintenance schedule');
    t.clock.set('2026-11-22T05:00:00Z');
  });

  it('refuses a malformed query with a 400 envelope and no stack trace', async () => {
    for (const q of ['?language=xx', '?types=B,ZZ', '?platform=M']) {
      const { status, body } = await list(q);
      expect(status, q).toBe(400);
      expect(body).toMatchObject({ success: false, code: 'invalid_input' });
      expect(JSON.stringify(body)).not.toMatch(/\.ts:\d+|node_modules/);
    }
  });
});

describe('GET /wps/notice/announcement', () => {
  it('needs a session (401 envelope until the accounts issue provides one)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/wps/notice/announcement' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, code: 'unauthorized' });
  });

  it('returns the same content with popups for a logged-in member', async () => {
    const member = await createTestApp({
      deps: { resolveSession: async () => ({ memberId: 7, account: 'lan88', type: 0, roles: ['member'] }) },
    });
    await seedDemo(member.db, member.clock);
    const res = await member.app.inject({ method: 'GET', url: '/wps/notice/announcement?language=en' });
    expect(res.statusCode).toBe(200);
    const titles = res.json().value.popup.map((n: { title: string }) => n.title);
    expect(titles).toContain('Change of receiving accounts');
    // Issue 12: no welcome bonus is advertised until the site pays it.
    expect(titles).not.toContain('An offer just for you');
  });
});
