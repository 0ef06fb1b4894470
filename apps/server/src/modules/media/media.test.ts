import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { ArtKinds, artUrl } from './index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('GET /media/art/<kind>/<slug>.svg', () => {
  it('serves every kind as an immutable SVG', async () => {
    for (const kind of ArtKinds) {
      const res = await get(artUrl(kind, 'pg-soft', { t: 'PG Soft', s: 'Sub', c: 'Go' }));
      expect(res.statusCode, kind).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(res.body).toContain('PG Soft');
    }
  });

  it('draws the same picture for the same URL and different ones per vendor', async () => {
    const a = (await get('/media/art/vendor/evo.svg?t=Evolution')).body;
    expect((await get('/media/art/vendor/evo.svg?t=Evolution')).body).toBe(a);
    expect((await get('/media/art/vendor/sa.svg?t=SA%20Gaming')).body).not.toBe(a);
  });

  it('banners are 1920×520 with the headline, sub-headline and call to action', async () => {
    const res = await get(
      artUrl('banner', 'home-welcome', {
        t: 'Thưởng chào mừng 100%',
        s: 'Đến 8.888.000 ₫',
        c: 'Tham gia ngay',
        m: 'coins',
      }),
    );
    expect(res.body).toContain('viewBox="0 0 1920 520"');
    expect(res.body).toContain('Đến 8.888.000 ₫');
    expect(res.body).toContain('Tham gia ngay');
  });

  it('escapes text so it cannot inject markup', async () => {
    const res = await get(`/media/art/promo/x.svg?t=${encodeURIComponent('<script>alert(1)</script>"&\'')}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script');
    expect(res.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&quot;&amp;&apos;');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('answers 304 to a matching ETag', async () => {
    const first = await get('/media/art/game/fortune-tiger.svg');
    const again = await get('/media/art/game/fortune-tiger.svg', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('uses the error envelope for unknown kinds, bad names and bad queries', async () => {
    for (const url of [
      '/media/art/poster/x.svg',
      '/media/art/game/../x.svg',
      '/media/art/game/X_Y.svg',
      '/media/art/game/x.png',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'not_found' });
    }
    const bad = await get(`/media/art/banner/x.svg?m=dragon&t=${'a'.repeat(81)}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, code: 'invalid_input' });
  });
});
