import { beforeAll, describe, expect, it } from 'vitest';
import { createPeerApp, createTestApp, type TestApp } from '../../../test/harness.js';
import { operatorWithRole, type TestOperator } from '../backoffice/test/backoffice.fixtures.js';
import { seedDemo } from '../index.js';

let t: TestApp;
let peer: TestApp;
let marketing: TestOperator;
let support: TestOperator;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db, t.clock);
  peer = await createPeerApp(t);
  marketing = await operatorWithRole(t, 'marketing');
  support = await operatorWithRole(t, 'support');
});

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: object, payload?: object) =>
  t.app.inject({ method, url, headers: headers as Record<string, string>, payload: payload as never });
const routers = async () => (await peer.app.inject('/wps/system/routers?device=0')).json().value;
const auditCount = async () => (await t.db`SELECT id FROM audit_log`).length;

describe('domains from the back office', () => {
  it('replaces the list: the routers call on another node shows it at once; audited', async () => {
    const before = (await send('GET', '/wps/operator/content/domains', marketing.auth)).json().value.items;
    const items = [
      { domainName: 'New.VN88club.example', route: '/', isPrimary: true, sort: 0, enabled: true },
      { domainName: 'backup.vn88club.example', route: '/home', isPrimary: false, sort: 1, enabled: true },
    ];
    const res = await send('PUT', '/wps/operator/content/domains', marketing.auth, { items });
    expect(res.statusCode, res.body).toBe(200);
    const r = await routers();
    expect(r.domainList.map((d: { domainName: string }) => d.domainName)).toEqual([
      'new.vn88club.example',
      'backup.vn88club.example',
    ]);
    expect(r.domainRoute).toBe('new.vn88club.example');
    const [row] = await t.db<{ before: unknown; after: unknown }[]>`SELECT before, after FROM audit_log
      WHERE action = 'content.domains_update'`;
    expect(row!.before).toEqual(before);
    expect((row!.after as unknown[]).length).toBe(2);
  });

  it('refuses two primaries, none, a repeated name or a bad host, and changes nothing', async () => {
    const stored = (await send('GET', '/wps/operator/content/domains', marketing.auth)).json().value.items;
    const audits = await auditCount();
    const d = (domainName: string, isPrimary: boolean, enabled = true) => ({
      domainName,
      route: '/',
      isPrimary,
      sort: 0,
      enabled,
    });
    const cases: [object[], string][] = [
      [[d('a.example', true), d('b.example', true)], 'content_domains_invalid'],
      [[d('a.example', false), d('b.example', false)], 'content_domains_invalid'],
      [[d('a.example', true, false), d('b.example', false)], 'content_domains_invalid'],
      [[d('a.example', true), d('A.example', false)], 'content_domains_invalid'],
      [[d('https://a.example/x', true)], 'invalid_input'],
      [[], 'invalid_input'],
    ];
    for (const [items, code] of cases) {
      const res = await send('PUT', '/wps/operator/content/domains', marketing.auth, { items });
      expect([res.statusCode, res.json().code], JSON.stringify(items)).toEqual([400, code]);
    }
    const denied = await send('PUT', '/wps/operator/content/domains', support.auth, { items: stored });
    expect(denied.json().code).toBe('operator_permission_denied');
    expect((await send('GET', '/wps/operator/content/domains', marketing.auth)).json().value.items).toEqual(stored);
    expect(await auditCount()).toBe(audits);
  });
});

describe('customer-service links from the back office', () => {
  const zalo = {
    csType: 5,
    csPosition: 5,
    title: { vi: 'Zalo CSKH', en: 'Zalo support' },
    url: 'https://zalo.me/vn88club',
    enabled: true,
  };
  it('adds, edits and deletes a link; the site shows each change at once; audited', async () => {
    const made = await send('POST', '/wps/operator/content/cs-entries', marketing.auth, zalo);
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().value.id as number;
    const routersCs = async () =>
      (await routers()).customerService as { csType: number; title: string; path: string }[];
    expect((await routersCs()).find((e) => e.csType === 5)).toMatchObject({ title: 'Zalo CSKH', path: zalo.url });
    const edited = await send('PUT', `/wps/operator/content/cs-entries/${id}`, marketing.auth, {
      ...zalo,
      title: { vi: 'Zalo hỗ trợ', en: 'Zalo help' },
    });
    expect(edited.statusCode).toBe(200);
    expect((await routersCs()).find((e) => e.csType === 5)?.title).toBe('Zalo hỗ trợ');
    const rows = await t.db<{ action: string; before: unknown }[]>`SELECT action, before FROM audit_log
      WHERE subject = ${`cs_entry:${id}`} ORDER BY id`;
    expect(rows.map((r) => r.action)).toEqual(['content.cs_entry_create', 'content.cs_entry_update']);
    expect(rows[1]!.before).toMatchObject({ title: { vi: 'Zalo CSKH' } });
    expect((await send('DELETE', `/wps/operator/content/cs-entries/${id}`, marketing.auth)).statusCode).toBe(200);
    expect((await routersCs()).some((e) => e.csType === 5)).toBe(false);
  });

  it("keeps the live chat's address to the support chat settings, refuses non-https links, changes nothing", async () => {
    const items = (await send('GET', '/wps/operator/content/cs-entries', marketing.auth)).json().value.items as {
      id: number;
      csType: number;
      url: string;
    }[];
    const live = items.find((e) => e.csType === 3)!;
    const audits = await auditCount();
    const moved = await send('PUT', `/wps/operator/content/cs-entries/${live.id}`, marketing.auth, {
      ...live,
      url: 'https://evil.example/chat',
    });
    expect([moved.statusCode, moved.json().code]).toEqual([409, 'content_live_chat_entry']);
    const second = await send('POST', '/wps/operator/content/cs-entries', marketing.auth, { ...zalo, csType: 3 });
    expect(second.json().code).toBe('content_live_chat_entry');
    const gone = await send('DELETE', `/wps/operator/content/cs-entries/${live.id}`, marketing.auth);
    expect(gone.json().code).toBe('content_live_chat_entry');
    const js = await send('POST', '/wps/operator/content/cs-entries', marketing.auth, {
      ...zalo,
      url: 'javascript:alert(1)',
    });
    expect([js.statusCode, js.json().code]).toEqual([400, 'content_link_invalid']);
    expect(await auditCount()).toBe(audits);
    // Its title and visibility may change: the address stays as it was.
    const renamed = await send('PUT', `/wps/operator/content/cs-entries/${live.id}`, marketing.auth, {
      ...live,
      title: { vi: 'Chat trực tuyến', en: 'Live chat' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().value.url).toBe(live.url);
  });
});

describe('help centre articles from the back office', () => {
  const article = {
    categoryId: 'guide',
    title: { vi: 'Cách nạp thẻ cào', en: 'Paying with a phone card' },
    html: { vi: '<p>Chọn <b>thẻ cào</b><script>alert(1)</script></p>', en: '<p onclick="x()">Choose the card</p>' },
    sort: 9,
    enabled: true,
  };
  const helpCenter = async () =>
    (await peer.app.inject('/wps/system/helpCenter?language=en')).json().value.categories as {
      id: string;
      articles: { id: string; title: string; html: string }[];
    }[];

  it('adds, edits and deletes an article; the help centre shows each change at once, sanitised; audited', async () => {
    const made = await send('PUT', '/wps/operator/content/help/phone-card', marketing.auth, article);
    expect(made.statusCode, made.body).toBe(200);
    const shown = (await helpCenter()).find((c) => c.id === 'guide')!.articles.find((a) => a.id === 'phone-card')!;
    expect(shown.title).toBe('Paying with a phone card');
    expect(shown.html).not.toMatch(/onclick|script/);
    const off = await send('PUT', '/wps/operator/content/help/phone-card', marketing.auth, {
      ...article,
      enabled: false,
    });
    expect(off.statusCode).toBe(200);
    expect((await helpCenter()).flatMap((c) => c.articles).some((a) => a.id === 'phone-card')).toBe(false);
    const rows = await t.db<
      { action: string }[]
    >`SELECT action FROM audit_log WHERE subject = 'help:phone-card' ORDER BY id`;
    expect(rows.map((r) => r.action)).toEqual(['content.help_create', 'content.help_update']);
    expect((await send('DELETE', '/wps/operator/content/help/phone-card', marketing.auth)).statusCode).toBe(200);
    const again = await send('DELETE', '/wps/operator/content/help/phone-card', marketing.auth);
    expect([again.statusCode, again.json().code]).toEqual([404, 'content_not_found']);
  });

  it('refuses an unknown category, a bad id or empty text, and support; nothing changes', async () => {
    const audits = await auditCount();
    const unknown = await send('PUT', '/wps/operator/content/help/x1', marketing.auth, {
      ...article,
      categoryId: 'nope',
    });
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'content_not_found']);
    const badId = await send('PUT', '/wps/operator/content/help/Bad%20Id', marketing.auth, article);
    expect(badId.statusCode).toBe(400);
    const empty = await send('PUT', '/wps/operator/content/help/x1', marketing.auth, {
      ...article,
      title: { vi: '', en: 'x' },
    });
    expect([empty.statusCode, empty.json().code]).toEqual([400, 'invalid_input']);
    const denied = await send('PUT', '/wps/operator/content/help/x1', support.auth, article);
    expect(denied.json().code).toBe('operator_permission_denied');
    expect(await t.db`SELECT id FROM help_articles WHERE id = 'x1'`).toHaveLength(0);
    expect(await auditCount()).toBe(audits);
  });
});
