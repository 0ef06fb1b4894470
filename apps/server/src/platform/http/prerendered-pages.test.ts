import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { seedDemo } from '../../modules/index.js';
import { bannerMarkup } from './prerendered-pages.js';

const SLOT =
  '<div data-banner-slot class="overflow-hidden"><!--first-banner--><div aria-hidden="true" data-testid="skeleton" class="w-full"></div></div>';

/** A web build with two pre-rendered pages (as apps/web/build/prerender.ts writes them) and index.html. */
function webDistWithPrerenderedPages(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  mkdirSync(path.join(dir, 'prerendered'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  const page = (name: string) =>
    '<!doctype html><head><link rel="stylesheet" href="/a.css"><!--first-banner-preload--><script type="module" src="/m.js"></script></head>' +
    `<div id="root"><div data-prerendered="" inert="">${name}${SLOT}</div></div>`;
  writeFileSync(path.join(dir, 'prerendered', 'index.html'), page('home'));
  writeFileSync(path.join(dir, 'prerendered', 'rng.html'), page('rng'));
  writeFileSync(
    path.join(dir, 'prerendered', 'pages.json'),
    JSON.stringify([
      { path: '/', file: 'prerendered/index.html', bannerGroup: 'home' },
      { path: '/rng', file: 'prerendered/rng.html', bannerGroup: 'rng' },
    ]),
  );
  return dir;
}

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { WEB_DIST: webDistWithPrerenderedPages() } });
  await seedDemo(t.db, t.clock);
});

describe('pre-rendered first screens', () => {
  it("answer the listed paths with their page and the group's first banner in the slot", async () => {
    const notices = (await t.app.inject('/wps/notice/list?types=B&platform=W&execution=B&language=vi')).json()
      .value as { banners: { groupName: string; url: string }[] };
    for (const [url, group, name] of [
      ['/', 'home', 'home'],
      ['/rng', 'rng', 'rng'],
    ] as const) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toContain(`inert="">${name}`);
      const first = notices.banners.find((b) => b.groupName === group)!;
      expect(res.body, url).toContain(`<img src="${first.url.replace(/&/g, '&amp;')}"`);
      expect(res.body, url).toContain('fetchpriority="high"');
      // Asked for in the head, after the stylesheet and before the app's script.
      const preload = res.body.indexOf(`<link rel="preload" as="image" href="${first.url.replace(/&/g, '&amp;')}"`);
      expect(preload, url).toBeGreaterThan(res.body.indexOf('/a.css'));
      expect(preload, url).toBeLessThan(res.body.indexOf('/m.js'));
      // The placeholder and the marker are replaced, not kept beside the banner.
      expect(res.body, url).not.toContain('first-banner');
      expect(res.body, url).not.toContain('data-testid="skeleton"');
    }
  });

  it('leaves other paths on the plain index.html', async () => {
    const res = await t.app.inject('/vip');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('<!doctype html><div id="root"></div>');
  });
});

describe('bannerMarkup', () => {
  it('escapes the title and the address, and refuses addresses that are not http(s) or same-site', () => {
    const html = bannerMarkup({ url: '/media/a.svg?t=a&b="x"', title: '<b>"Hi"</b>' })!.slot;
    expect(html).toContain('src="/media/a.svg?t=a&amp;b=&quot;x&quot;"');
    expect(html).toContain('alt="&lt;b&gt;&quot;Hi&quot;&lt;/b&gt;"');
    expect(bannerMarkup({ url: 'javascript:alert(1)', title: 'x' })).toBeNull();
    expect(bannerMarkup({ url: '//evil.example/a.png', title: 'x' })).toBeNull();
    expect(bannerMarkup({ url: 'https://cdn.example/a.png', title: 'x' })?.slot).toContain(
      'src="https://cdn.example/a.png"',
    );
  });
});
