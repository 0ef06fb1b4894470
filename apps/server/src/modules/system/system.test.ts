import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/harness.js';
import { putSetting } from './system.repository.js';

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
    expect((await app.inject('/wps/system/status')).json().value.status).toBe(0);
    clock.set('2026-11-22T07:00:00Z');
    const during = (await app.inject('/wps/system/status')).json();
    expect(during.value).toMatchObject({
      status: 1,
      maintenance: { title: 'Nâng cấp', endTime: '2026-11-22T08:00:00Z' },
    });
    clock.set('2026-11-22T08:00:01Z');
    expect((await app.inject('/wps/system/status')).json().value.status).toBe(0);
  });

  it('answers unknown API paths with the JSON envelope and 404', async () => {
    const { app } = await createTestApp();
    const res = await app.inject('/wps/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'not_found' });
    expect(res.headers['x-request-id']).toBeTruthy();
  });
});
