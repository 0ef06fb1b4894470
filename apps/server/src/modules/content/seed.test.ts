import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/harness.js';
import { seedDemo } from '../index.js';
import { createSettingsService } from '../system/index.js';

const TABLES = [
  'settings',
  'merchants',
  'merchant_hosts',
  'domains',
  'site_resources',
  'cs_entries',
  'help_categories',
  'help_articles',
  'vendors',
  'licences',
  'banners',
  'notices',
] as const;

describe('demo seed', () => {
  it('is idempotent and never overwrites an operator change', async () => {
    const { app, db, clock } = await createTestApp();
    const counts = async () => {
      const out: Record<string, number> = {};
      for (const table of TABLES) {
        const [r] = await db<{ n: number }[]>`SELECT count(*)::int AS n FROM ${db(table)}`;
        out[table] = r!.n;
      }
      return out;
    };
    await seedDemo(db, clock);
    const first = await counts();
    expect(first.vendors).toBeGreaterThanOrEqual(30);
    expect(Object.values(first).every((n) => n > 0)).toBe(true);

    // Operator edits: a banner title, a vendor switched off, maintenance switched on (audited).
    await db`UPDATE banners SET title = '{"vi":"Tiêu đề mới","en":"New title"}' WHERE seed_key = 'help-center'`;
    await db`UPDATE vendors SET enabled = false WHERE code = 'PG'`;
    const settings = createSettingsService({ db, clock });
    await settings.set(
      'maintenance',
      { enabled: true, title: 'Bảo trì', info: 'Sau 2 giờ', startTime: null, endTime: null },
      { actor: 'test-operator' },
    );

    clock.advance(86_400_000);
    await seedDemo(db, clock);
    expect(await counts()).toEqual(first);
    const [banner] = await db`SELECT title FROM banners WHERE seed_key = 'help-center'`;
    expect(banner!.title).toEqual({ vi: 'Tiêu đề mới', en: 'New title' });
    const [vendor] = await db`SELECT enabled FROM vendors WHERE code = 'PG'`;
    expect(vendor!.enabled).toBe(false);
    const status = (await app.inject('/wps/system/status')).json();
    expect(status.value).toMatchObject({ status: 1, maintenance: { title: 'Bảo trì' } });
    const audit = await db`SELECT actor, action, subject, after FROM audit_log`;
    expect(audit).toEqual([
      {
        actor: 'test-operator',
        action: 'setting.update',
        subject: 'maintenance',
        after: { enabled: true, title: 'Bảo trì', info: 'Sau 2 giờ', startTime: null, endTime: null },
      },
    ]);
  });

  it('refuses unknown keys and invalid values on the settings service', async () => {
    const { db, clock } = await createTestApp();
    const settings = createSettingsService({ db, clock });
    await expect(settings.set('nope', {}, { actor: 't' })).rejects.toMatchObject({ code: 'invalid_input' });
    await expect(
      settings.set('region', { enabled: true, denyIps: ['300.1.1.1/8'] }, { actor: 't' }),
    ).rejects.toMatchObject({ code: 'invalid_input' });
    await expect(
      settings.set(
        'maintenance',
        { enabled: true, title: 'x', info: '', startTime: '2026-11-22T08:00:00Z', endTime: '2026-11-22T07:00:00Z' },
        { actor: 't' },
      ),
    ).rejects.toMatchObject({ code: 'invalid_input' });
    const [r] = await db<{ n: number }[]>`SELECT count(*)::int AS n FROM audit_log`;
    expect(r!.n).toBe(0);
  });
});
