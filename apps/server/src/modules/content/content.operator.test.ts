import { beforeAll, describe, expect, it } from 'vitest';
import { createPeerApp, createTestApp, type TestApp } from '../../../test/harness.js';
import { operatorWithRole, playerToken, type TestOperator } from '../backoffice/test/backoffice.fixtures.js';
import { seedDemo } from '../index.js';

let t: TestApp;
let marketing: TestOperator;
let support: TestOperator;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db, t.clock);
  marketing = await operatorWithRole(t, 'marketing');
  support = await operatorWithRole(t, 'support');
});

const at = (minutes: number) => new Date(t.clock.now().getTime() + minutes * 60_000).toISOString();

const banner = (over: Record<string, unknown> = {}) => ({
  groupName: 'home',
  title: { vi: 'Banner thử nghiệm', en: 'Test banner' },
  imageUrl: { vi: '/media/test-vi.svg', en: '/media/test-en.svg' },
  linkageType: 'ROUTE',
  linkageTarget: '/promotions',
  sort: 0,
  enabled: true,
  startTime: at(-1),
  endTime: null,
  ...over,
});

const call = (
  app: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: object,
  payload?: object,
) => app.app.inject({ method, url, headers: headers as Record<string, string>, payload: payload as never });

/** The public list the site's home page reads, in one language. */
async function publicBanners(app: TestApp, language = 'vi') {
  const res = await app.app.inject(`/wps/notice/list?types=B&platform=W&execution=B&language=${language}`);
  return res.json().value.banners as { bannerId: number; groupName: string; title: string; url: string }[];
}

const auditRows = (subject: string) =>
  t.db<{ action: string; actor: string; before: unknown; after: unknown }[]>`
    SELECT action, actor, before, after FROM audit_log WHERE subject = ${subject} ORDER BY id`;

const bannerCount = async () => Number((await t.db<{ n: string }[]>`SELECT count(*) AS n FROM banners`)[0]!.n);

describe('banners from the back office', () => {
  it('marketing creates a banner: the public list shows it at once (this node and another), audited', async () => {
    const peer = await createPeerApp(t);
    const made = await call(t, 'POST', '/wps/operator/content/banners', marketing.auth, banner());
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().value.id as number;
    for (const app of [t, peer]) {
      const vi = (await publicBanners(app)).find((b) => b.bannerId === id);
      expect(vi).toMatchObject({ groupName: 'home', title: 'Banner thử nghiệm', url: '/media/test-vi.svg' });
    }
    expect((await publicBanners(peer, 'en')).find((b) => b.bannerId === id)?.title).toBe('Test banner');
    const [row] = await auditRows(`banner:${id}`);
    expect(row).toMatchObject({
      action: 'content.banner_create',
      actor: `operator:${marketing.id}:${marketing.username}`,
      before: null,
    });
    expect(row!.after).toMatchObject({ id, title: { vi: 'Banner thử nghiệm' } });

    // Disabling hides it from the site at once; the audit row keeps before and after.
    const off = await call(t, 'PUT', `/wps/operator/content/banners/${id}`, marketing.auth, banner({ enabled: false }));
    expect(off.statusCode).toBe(200);
    expect((await publicBanners(peer)).some((b) => b.bannerId === id)).toBe(false);
    const rows = await auditRows(`banner:${id}`);
    expect(rows[1]).toMatchObject({
      action: 'content.banner_update',
      before: { enabled: true },
      after: { enabled: false },
    });

    const del = await call(t, 'DELETE', `/wps/operator/content/banners/${id}`, marketing.auth);
    expect(del.json().value).toEqual({ id, deleted: true });
    expect((await auditRows(`banner:${id}`))[2]).toMatchObject({ action: 'content.banner_delete', after: null });
    const again = await call(t, 'DELETE', `/wps/operator/content/banners/${id}`, marketing.auth);
    expect([again.statusCode, again.json().code]).toEqual([404, 'content_not_found']);
  });

  it('orders a group: the site shows the new order; a list that is not the whole group is refused', async () => {
    const list = (await call(t, 'GET', '/wps/operator/content/banners?group=live', marketing.auth)).json().value
      .items as { id: number }[];
    expect(list.length).toBeGreaterThan(1);
    const reversed = list.map((b) => b.id).reverse();
    const ok = await call(t, 'PUT', '/wps/operator/content/banner-order', marketing.auth, {
      group: 'live',
      ids: reversed,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const live = (await publicBanners(t)).filter((b) => b.groupName === 'live').map((b) => b.bannerId);
    expect(live).toEqual(reversed.filter((id) => live.includes(id)));
    const partial = await call(t, 'PUT', '/wps/operator/content/banner-order', marketing.auth, {
      group: 'live',
      ids: reversed.slice(1),
    });
    expect([partial.statusCode, partial.json().code]).toEqual([409, 'content_order_mismatch']);
  });

  it('bad input gets a 4xx with a translated code and changes nothing', async () => {
    const before = await bannerCount();
    const auditBefore = (await t.db`SELECT id FROM audit_log`).length;
    const cases: [object, number, string][] = [
      [banner({ title: { vi: '', en: 'x' } }), 400, 'invalid_input'],
      [banner({ groupName: 'nowhere' }), 400, 'invalid_input'],
      [banner({ imageUrl: { vi: 'javascript:alert(1)', en: '/a.svg' } }), 400, 'invalid_input'],
      [banner({ endTime: at(-5) }), 400, 'content_window_invalid'],
      [banner({ linkageType: 'URL', linkageTarget: 'javascript:alert(1)' }), 400, 'content_link_invalid'],
      [banner({ linkageType: 'ROUTE', linkageTarget: null }), 400, 'content_link_invalid'],
      [banner({ linkageType: 'PROMO', linkageTarget: 'abc' }), 400, 'content_link_invalid'],
    ];
    for (const [body, status, code] of cases) {
      const res = await call(t, 'POST', '/wps/operator/content/banners', marketing.auth, body);
      expect([res.statusCode, res.json().code], JSON.stringify(body)).toEqual([status, code]);
    }
    const unknown = await call(t, 'PUT', '/wps/operator/content/banners/99999999', marketing.auth, banner());
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'content_not_found']);
    const badId = await call(t, 'PUT', '/wps/operator/content/banners/abc', marketing.auth, banner());
    expect(badId.statusCode).toBe(400);
    expect(await bannerCount()).toBe(before);
    expect((await t.db`SELECT id FROM audit_log`).length).toBe(auditBefore);
  });

  it('support (no content permission) and a player are refused, and nothing changes', async () => {
    const before = await bannerCount();
    const player = await playerToken(t);
    for (const headers of [support.auth, player]) {
      const list = await call(t, 'GET', '/wps/operator/content/banners?group=home', headers);
      expect(list.statusCode).toBeGreaterThanOrEqual(401);
      const made = await call(t, 'POST', '/wps/operator/content/banners', headers, banner());
      expect([401, 403]).toContain(made.statusCode);
    }
    const denied = await call(t, 'POST', '/wps/operator/content/banners', support.auth, banner());
    expect([denied.statusCode, denied.json().code]).toEqual([403, 'operator_permission_denied']);
    expect(await bannerCount()).toBe(before);
  });
});

describe('notices from the back office', () => {
  const notice = (over: Record<string, unknown> = {}) => ({
    type: 'PL',
    title: { vi: 'Thông báo bảo trì', en: 'Maintenance notice' },
    content: { vi: '<p>Nội dung <script>alert(1)</script><b>đậm</b></p>', en: '<p onclick="x()">Body</p>' },
    imageUrl: null,
    sort: 0,
    enabled: true,
    startTime: at(-1),
    endTime: at(60),
    ...over,
  });
  const publicNotices = async () =>
    (await t.app.inject('/wps/notice/list?types=PL,PU&platform=W&execution=B&language=en')).json().value as {
      player: { id: number; title: string; content: string }[];
      popup: { id: number; title: string }[];
    };

  it('a marquee notice and a popup show on the site at once, with the HTML sanitised; audited', async () => {
    const pl = await call(t, 'POST', '/wps/operator/content/notices', marketing.auth, notice());
    expect(pl.statusCode, pl.body).toBe(200);
    const pu = await call(t, 'POST', '/wps/operator/content/notices', marketing.auth, notice({ type: 'PU' }));
    const plId = pl.json().value.id as number;
    const puId = pu.json().value.id as number;
    const seen = await publicNotices();
    const shown = seen.player.find((n) => n.id === plId)!;
    expect(shown.title).toBe('Maintenance notice');
    expect(shown.content).not.toMatch(/onclick|script/);
    expect(pl.json().value.content.vi).not.toContain('<script>');
    expect(seen.popup.some((n) => n.id === puId)).toBe(true);
    expect((await auditRows(`notice:${plId}`))[0]).toMatchObject({ action: 'content.notice_create', before: null });

    const ended = await call(
      t,
      'PUT',
      `/wps/operator/content/notices/${plId}`,
      marketing.auth,
      notice({ enabled: false }),
    );
    expect(ended.statusCode).toBe(200);
    expect((await publicNotices()).player.some((n) => n.id === plId)).toBe(false);
    expect((await auditRows(`notice:${plId}`))[1]).toMatchObject({
      before: { enabled: true },
      after: { enabled: false },
    });
    const del = await call(t, 'DELETE', `/wps/operator/content/notices/${puId}`, marketing.auth);
    expect(del.statusCode).toBe(200);
    expect((await publicNotices()).popup.some((n) => n.id === puId)).toBe(false);
  });

  it('refuses bad input and support, changing nothing', async () => {
    const count = async () => Number((await t.db<{ n: string }[]>`SELECT count(*) AS n FROM notices`)[0]!.n);
    const before = await count();
    const bad = [
      [notice({ type: 'H' }), 'invalid_input'],
      [notice({ title: { vi: 'x' } }), 'invalid_input'],
      [notice({ endTime: at(-10) }), 'content_window_invalid'],
    ] as const;
    for (const [body, code] of bad) {
      const res = await call(t, 'POST', '/wps/operator/content/notices', marketing.auth, body);
      expect([res.statusCode, res.json().code]).toEqual([400, code]);
    }
    const denied = await call(t, 'POST', '/wps/operator/content/notices', support.auth, notice());
    expect([denied.statusCode, denied.json().code]).toEqual([403, 'operator_permission_denied']);
    expect(await count()).toBe(before);
  });
});
