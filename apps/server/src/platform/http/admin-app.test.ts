import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/harness.js';

function fakeDist(marker: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `${marker}-dist-`));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), `<!doctype html><div id="${marker}"></div>`);
  writeFileSync(path.join(dir, 'assets', 'index-abc.js'), `console.log("${marker}")`);
  return dir;
}

describe('the back office under /admin', () => {
  it('serves its files and its index for every /admin route; the player site keeps the rest', async () => {
    const { app } = await createTestApp({ env: { WEB_DIST: fakeDist('web'), ADMIN_DIST: fakeDist('admin') } });
    for (const page of ['/admin', '/admin/', '/admin/operators', '/admin/audit?action=x']) {
      const res = await app.inject(page);
      expect(res.statusCode, page).toBe(200);
      expect(res.body, page).toContain('id="admin"');
      expect(res.headers['cache-control'], page).toBe('no-cache');
    }
    const asset = await app.inject('/admin/assets/index-abc.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toContain('"admin"');
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await app.inject('/admin/assets/index-old.js')).statusCode).toBe(404);
    // The player site's own fallback is untouched.
    expect((await app.inject('/vip')).body).toContain('id="web"');
    expect((await app.inject('/administrator')).body).toContain('id="web"');
    // The operator API is the API, not a page.
    expect((await app.inject('/wps/operator/session')).statusCode).toBe(401);
  });

  it('is left out without a build', async () => {
    const { app } = await createTestApp({ env: { ADMIN_DIST: '' } });
    expect((await app.inject('/admin')).statusCode).toBe(404);
  });
});
