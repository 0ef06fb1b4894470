import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { createTestApp, type TestApp } from '../../../../test/harness.js';
import type { SessionPrincipal } from '../../../platform/http/route.js';
import { seedDemo } from '../../index.js';

/*
 * Catalogue test fixtures. Sessions come from a test resolver (header x-test-member "<id>:<type>");
 * login itself has its own tests. The demo seed provides the catalogue the lobby calls read.
 */
const resolveSession = async (req: FastifyRequest): Promise<SessionPrincipal | null> => {
  const h = req.headers['x-test-member'];
  if (typeof h !== 'string') return null;
  const [id, type] = h.split(':').map(Number);
  return { memberId: id!, account: `m${id}`, type: type!, roles: type === 4 ? ['trial'] : ['member'] };
};

export async function catalogueApp(opts: { seed?: boolean } = {}): Promise<TestApp> {
  const t = await createTestApp({ deps: { resolveSession } });
  if (opts.seed ?? true) await seedDemo(t.db, t.clock);
  return t;
}

export interface TestMember {
  id: number;
  account: string;
  headers: Record<string, string>;
}

export async function makeMember(t: TestApp, type = 0): Promise<TestMember> {
  const account = `g${randomBytes(4).toString('hex')}`;
  const [row] = await t.db<{ id: number }[]>`
    INSERT INTO members (account, type, created_at) VALUES (${account}, ${type}, ${t.clock.now()}) RETURNING id`;
  return { id: row!.id, account, headers: { 'x-test-member': `${row!.id}:${type}` } };
}

/** GET and the parsed envelope. */
export async function getJson(t: TestApp, url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, body: res.json() };
}

export async function postJson(t: TestApp, url: string, payload: unknown, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'POST', url, payload: payload as object, headers });
  return { status: res.statusCode, body: res.json() };
}
