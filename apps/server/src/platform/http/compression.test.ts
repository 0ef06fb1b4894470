import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { seedDemo } from '../../modules/index.js';

/** A web build with one asset that has a precompressed .gz twin (what the Vite build writes). */
function webDistWithGzippedAsset(): { dir: string; js: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  const js = `export const x = "${'a'.repeat(4000)}";`;
  writeFileSync(path.join(dir, 'assets', 'main-abc123.js'), js);
  writeFileSync(path.join(dir, 'assets', 'main-abc123.js.gz'), gzipSync(js));
  return { dir, js };
}

let t: TestApp;
const web = webDistWithGzippedAsset();

beforeAll(async () => {
  t = await createTestApp({ env: { WEB_DIST: web.dir } });
  await seedDemo(t.db, t.clock);
});

describe('compressed answers', () => {
  it('sends JSON answers brotli- or gzip-compressed by Accept-Encoding, and plain without it', async () => {
    const plain = await t.app.inject('/wps/content/footer');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(4096);

    const br = await t.app.inject({ url: '/wps/content/footer', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gz = await t.app.inject({ url: '/wps/content/footer', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves small answers plain', async () => {
    const res = await t.app.inject({ url: '/healthz', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ success: true });
  });

  it('sends answers that already carry Content-Encoding as they are (no second compression)', async () => {
    // The built asset's .gz twin: the only encoding that exists for it, whatever else the client accepts.
    const res = await t.app.inject({ url: '/assets/main-abc123.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe(web.js);
  });
});
