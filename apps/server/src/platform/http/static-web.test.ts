import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/harness.js';

/** A tiny web build: index.html, one hashed chunk and its precompressed twin. */
function fakeWebDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  const js = `export const x = "${'a'.repeat(4000)}";`;
  writeFileSync(path.join(dir, 'assets', 'main-abc123.js'), js);
  writeFileSync(path.join(dir, 'assets', 'main-abc123.js.gz'), gzipSync(js));
  return dir;
}

describe('serving the web build', () => {
  it('serves pages in history mode, assets immutable and precompressed, and 404s for missing files', async () => {
    const { app } = await createTestApp({ env: { WEB_DIST: fakeWebDist() } });

    for (const page of ['/', '/vip', '/register.html?referralCode=AB', '/index.html']) {
      const res = await app.inject(page);
      expect(res.statusCode, page).toBe(200);
      expect(res.body, page).toContain('id="root"');
    }

    const plain = await app.inject('/assets/main-abc123.js');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['cache-control']).toContain('immutable');
    expect(plain.headers['content-encoding']).toBeUndefined();

    const gz = await app.inject({ url: '/assets/main-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.statusCode).toBe(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(Number(gz.headers['content-length'])).toBeLessThan(plain.body.length);

    // An old chunk after a deploy must not be answered with index.html (the browser would parse HTML as JS).
    for (const missing of ['/assets/main-old999.js', '/favicon-missing.png']) {
      const res = await app.inject(missing);
      expect(res.statusCode, missing).toBe(404);
      expect(res.body, missing).not.toContain('id="root"');
    }

    const api = await app.inject('/wps/nothing/here');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ success: false, code: 'not_found' });
  });
});
