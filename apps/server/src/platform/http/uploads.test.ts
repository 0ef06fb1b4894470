import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/harness.js';
import { putSetting } from '../../modules/system/system.repository.js';

const boundary = '----uploadsScopeBoundary';
const form = (fields: Record<string, string>) => ({
  payload: Buffer.from(
    `${Object.entries(fields)
      .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join('')}--${boundary}--\r\n`,
  ),
  headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
});

/**
 * Multipart bodies are taken only by the endpoints marked `multipart` (a scope of their own, route.ts
 * acceptUploads): they must still pass every hook the rest of the API passes.
 */
describe('upload endpoints in their multipart scope', () => {
  it('answer with the security headers, the request id, the NUL guard and the metrics of every route', async () => {
    const { app } = await createTestApp();
    const sent = await app.inject({
      method: 'PUT',
      url: '/wps/feedback',
      ...form({ questionType: 'deposit', content: 'Nạp tiền chưa được cộng.' }),
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.headers['x-frame-options']).toBe('DENY');
    expect(sent.headers['content-security-policy']).toContain("default-src 'none'");
    expect(sent.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);

    const nul = await app.inject({ method: 'PUT', url: '/wps/feedback?x=%00', ...form({ questionType: 'deposit' }) });
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject({ success: false, code: 'invalid_characters', details: { path: 'query.x' } });
    expect(nul.headers['x-content-type-options']).toBe('nosniff');

    const metrics = (await app.inject('/metrics')).body;
    expect(metrics).toMatch(
      /http_request_duration_seconds_count\{method="PUT",route="\/wps\/feedback",status_code="200"\} 1/,
    );
  });

  it('the guard still refuses a guarded upload during maintenance; other endpoints refuse multipart with 415', async () => {
    const { app, db, clock } = await createTestApp();
    await putSetting(
      db,
      'maintenance',
      { enabled: true, title: 'Bảo trì', info: '', startTime: null, endTime: null },
      clock.now(),
    );
    const down = await app.inject({ method: 'POST', url: '/wps/withdrawals/1/not-received', ...form({ note: 'x' }) });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ success: false, code: 'maintenance' });

    const json = await app.inject({ method: 'POST', url: '/wps/operator/adjustments', ...form({ a: '1' }) });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toMatchObject({ success: false, code: 'unsupported_media_type' });
  });
});
