import { defineEndpoint } from '@app/contracts';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, createTestDb } from '../../../test/harness.js';
import { loadConfig } from '../../config.js';
import { ManualClock } from '../../platform/clock.js';
import { installErrorHandling } from '../../platform/http/error-handler.js';
import { createRouter } from '../../platform/http/route.js';
import { buildServices } from '../index.js';
import { putSetting } from './system.repository.js';

const VN_IP = '113.161.1.1'; // VNPT, Vietnam
const US_IP = '8.8.8.8'; // Google DNS, United States
const VN_IP6 = '2402:800:6000::1'; // VNPT, Vietnam
const US_IP6 = '2001:4860:4860::8888'; // Google DNS, United States
const UNPLACED_IP6 = '3ffe::1'; // global unicast, the old 6bone range: in no country of the GeoIP data
const status = async (app: Awaited<ReturnType<typeof createTestApp>>['app'], ip = '127.0.0.1') =>
  (await app.inject({ method: 'GET', url: '/wps/system/status', remoteAddress: ip })).json();

const region = (over: Record<string, unknown>) => ({
  enabled: true,
  allowCountries: [],
  denyCountries: [],
  allowIps: [],
  denyIps: [],
  ...over,
});

describe('GET /wps/system/status', () => {
  it('is normal by default and reports maintenance only inside its window', async () => {
    const { app, db, clock } = await createTestApp();
    const normal = await app.inject({ method: 'GET', url: '/wps/system/status' });
    expect(normal.statusCode).toBe(200);
    expect(normal.json()).toMatchObject({ success: true, value: { status: 0, maintenance: null } });

    await putSetting(
      db,
      'maintenance',
      {
        enabled: true,
        title: 'Nâng cấp',
        info: 'Quay lại sau',
        startTime: '2026-11-22T06:00:00Z',
        endTime: '2026-11-22T08:00:00Z',
      },
      clock.now(),
    );
    expect((await status(app)).value.status).toBe(0);
    clock.set('2026-11-22T07:00:00Z');
    expect((await status(app)).value).toMatchObject({
      status: 1,
      maintenance: { title: 'Nâng cấp', info: 'Quay lại sau', endTime: '2026-11-22T08:00:00Z' },
    });
    clock.set('2026-11-22T08:00:01Z');
    expect((await status(app)).value.status).toBe(0);
  });

  it('reports the caller ip and its GeoIP country; loopback and private addresses have none', async () => {
    const { app } = await createTestApp();
    expect((await status(app, VN_IP)).value).toMatchObject({ ip: VN_IP, country: 'VN' });
    expect((await status(app, US_IP)).value).toMatchObject({ country: 'US' });
    expect((await status(app, '127.0.0.1')).value.country).toBeNull();
    expect((await status(app, '192.168.1.20')).value.country).toBeNull();
    expect((await status(app, `::ffff:${VN_IP}`)).value.country).toBe('VN');
    // IPv6, as most Vietnamese mobile networks hand out.
    expect((await status(app, VN_IP6)).value).toMatchObject({ ip: VN_IP6, country: 'VN' });
    expect((await status(app, US_IP6)).value.country).toBe('US');
    expect((await status(app, 'fd00::1')).value.country).toBeNull();
    expect((await status(app, '::1')).value.country).toBeNull();
  });

  it('applies country allow and deny lists', async () => {
    const { app, db, clock } = await createTestApp();
    await putSetting(db, 'region', region({ denyCountries: ['US'] }), clock.now());
    expect((await status(app, US_IP)).value.status).toBe(2);
    expect((await status(app, VN_IP)).value.status).toBe(0);

    await putSetting(db, 'region', region({ allowCountries: ['VN'] }), clock.now());
    expect((await status(app, US_IP)).value.status).toBe(2);
    expect((await status(app, VN_IP)).value.status).toBe(0);
    // IPv6 callers are judged by their country too (not let through as unknown).
    expect((await status(app, US_IP6)).value.status).toBe(2);
    expect((await status(app, VN_IP6)).value.status).toBe(0);
    // A public address the GeoIP data places nowhere cannot show it is in an allowed country: refused.
    expect((await status(app, UNPLACED_IP6)).value).toMatchObject({ status: 2, country: null });
    // No country because not on the internet (loopback, private): never blocked by country rules.
    expect((await status(app, '127.0.0.1')).value.status).toBe(0);
    expect((await status(app, '192.168.1.20')).value.status).toBe(0);

    // Without an allow list, an unplaced address is let in (only listed countries are refused).
    await putSetting(db, 'region', region({ denyCountries: ['US'] }), clock.now());
    expect((await status(app, UNPLACED_IP6)).value.status).toBe(0);
    expect((await status(app, US_IP6)).value.status).toBe(2);

    await putSetting(db, 'region', region({ enabled: false, denyCountries: ['VN'] }), clock.now());
    expect((await status(app, VN_IP)).value.status).toBe(0);
  });

  it('applies IP and CIDR rules, the most specific rule winning', async () => {
    const { app, db, clock } = await createTestApp();
    await putSetting(
      db,
      'region',
      region({ denyIps: ['10.0.0.0/8', '2001:db8::/32'], allowIps: ['10.1.2.3'] }),
      clock.now(),
    );
    expect((await status(app, '10.9.9.9')).value.status).toBe(2);
    expect((await status(app, '10.1.2.3')).value.status).toBe(0);
    expect((await status(app, '2001:db8::1')).value.status).toBe(2);
    expect((await status(app, '11.0.0.1')).value.status).toBe(0);

    // An allowed range lets its callers in even when their country is denied.
    await putSetting(db, 'region', region({ denyCountries: ['VN'], allowIps: ['113.161.0.0/16'] }), clock.now());
    expect((await status(app, VN_IP)).value.status).toBe(0);
    expect((await status(app, '14.161.1.1')).value).toMatchObject({ status: 2, country: 'VN' });
  });

  it('gives maintenance precedence over region restriction', async () => {
    const { app, db, clock } = await createTestApp();
    await putSetting(db, 'region', region({ denyIps: ['0.0.0.0/0'] }), clock.now());
    expect((await status(app, US_IP)).value.status).toBe(2);
    await putSetting(
      db,
      'maintenance',
      { enabled: true, title: 'Bảo trì', info: '', startTime: null, endTime: null },
      clock.now(),
    );
    expect((await status(app, US_IP)).value).toMatchObject({ status: 1, maintenance: { title: 'Bảo trì' } });
  });

  it('ignores a stored value that no longer validates instead of failing', async () => {
    const { app, db, clock } = await createTestApp();
    await putSetting(db, 'maintenance', { enabled: 'yes please' }, clock.now());
    expect((await status(app)).value.status).toBe(0);
  });

  it('answers unknown API paths with the JSON envelope and 404', async () => {
    const { app } = await createTestApp();
    const res = await app.inject('/wps/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'not_found' });
    expect(res.headers['x-request-id']).toBeTruthy();
  });
});

describe('access guard on guarded endpoints', () => {
  it('refuses with 503 maintenance or region_restricted and lets calls through otherwise', async () => {
    const db = await createTestDb();
    const clock = new ManualClock('2026-11-22T05:00:00Z');
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '' });
    const services = buildServices({ config, db, clock });
    const app = Fastify();
    installErrorHandling(app, {});
    const { route } = createRouter(app, { resolveSession: services.resolveSession, guard: services.accessGuard });
    route(
      defineEndpoint({
        method: 'POST',
        path: '/wps/test/bet',
        auth: 'none',
        guarded: true,
        summary: 'test',
        tags: [],
        response: z.object({ ok: z.boolean() }),
      }),
      () => ({ ok: true }),
    );
    await app.ready();
    const bet = (ip: string) => app.inject({ method: 'POST', url: '/wps/test/bet', remoteAddress: ip });

    expect((await bet(VN_IP)).json()).toEqual({ success: true, value: { ok: true } });

    await putSetting(db, 'region', region({ denyCountries: ['VN'] }), clock.now());
    const blocked = await bet(VN_IP);
    expect(blocked.statusCode).toBe(503);
    expect(blocked.json()).toMatchObject({ success: false, code: 'region_restricted' });
    expect((await bet(US_IP)).statusCode).toBe(200);

    await putSetting(
      db,
      'maintenance',
      { enabled: true, title: 'Bảo trì', info: '', startTime: null, endTime: '2026-11-22T06:00:00Z' },
      clock.now(),
    );
    const down = await bet(US_IP);
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ success: false, code: 'maintenance' });
    expect((await bet(VN_IP)).json().code).toBe('maintenance');

    clock.set('2026-11-22T06:00:00Z');
    expect((await bet(US_IP)).statusCode).toBe(200);
    await app.close();
  });
});
