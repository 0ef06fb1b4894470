import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/harness.js';

describe('API documentation', () => {
  it('publishes an OpenAPI document listing the contract endpoints and a docs page', async () => {
    const { app } = await createTestApp();
    const doc = (await app.inject('/openapi.json')).json();
    expect(doc.openapi).toBe('3.0.3');
    expect(doc.paths['/wps/system/status'].get.summary).toBe('System status');
    expect(doc.paths['/wps/system/routers'].get.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'device', in: 'query', required: true })]),
    );
    // Path parameters are typed: an id is only a canonical positive integer.
    const idParam = doc.paths['/wps/operator/deposits/{id}/confirm'].post.parameters.find(
      (p: { in: string }) => p.in === 'path',
    );
    expect(idParam).toMatchObject({ name: 'id', required: true, schema: { type: 'string' } });
    expect(new RegExp(idParam.schema.pattern).test('12')).toBe(true);
    expect(['abc', '1.5', '1e308', '012', '0'].some((v) => new RegExp(idParam.schema.pattern).test(v))).toBe(false);
    const page = await app.inject('/docs/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });

  it('sends security headers and a request id on every answer', async () => {
    const { app } = await createTestApp();
    const res = await app.inject('/healthz');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
    // Error answers too (the headers are set before routing).
    const refused = await app.inject({ method: 'POST', url: '/wps/operator/adjustments', payload: {} });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['x-content-type-options']).toBe('nosniff');
    // API answers carry the API set: they load nothing and are framed by nobody.
    expect(refused.headers['x-frame-options']).toBe('DENY');
    expect(refused.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(refused.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
  });

  it('reports readiness from the database', async () => {
    const { app } = await createTestApp();
    expect((await app.inject('/readyz')).json()).toEqual({ success: true, value: { status: 'ready' } });
  });
});
