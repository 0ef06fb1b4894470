import { REALTIME_PATH, REALTIME_PROTOCOL } from '@app/contracts';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestDb } from '../../../test/harness.js';
import type { Db } from '../db/connect.js';
import type { SessionPrincipal } from '../http/route.js';
import { installRealtime } from './realtime.routes.js';
import { connect } from './test/realtime.fixtures.js';

/*
 * The endpoint alone, with short intervals: dead sockets are dropped, ended sessions are closed, money
 * moved outside the ledger service reaches the member through the periodic sweep.
 */
let db: Db;
let base: string;
let live = true;
const app = Fastify();
let member: SessionPrincipal = { memberId: 1, account: 'm1', type: 0, roles: ['member'] };

beforeAll(async () => {
  db = await createTestDb();
  const [m] = await db<{ id: number }[]>`INSERT INTO members (account, type, created_at)
    VALUES ('sweep01', 0, now()) RETURNING id`;
  member = { ...member, memberId: m!.id };
  await db`INSERT INTO ledger_accounts (code, owner_member_id, kind, unit, protected, posted, created_at)
    VALUES (${`m:${m!.id}:cash`}, ${m!.id}, 'cash', 'VND', true, 0, now())`;
  await installRealtime(app, {
    db,
    resolveSession: async () => (live ? member : null),
    heartbeatMs: 100,
    sessionCheckMs: 150,
    balanceSweepMs: 200,
  });
  base = (await app.listen({ port: 0, host: '127.0.0.1' })).replace(/^http/, 'ws');
});
afterAll(() => app.close());

const token = 'a'.repeat(43);

describe('heartbeat and session checks', () => {
  it('drops a socket that stops answering pings, and keeps one that answers', async () => {
    const dead = new WebSocket(`${base}${REALTIME_PATH}`, [REALTIME_PROTOCOL, `bearer.${token}`], { autoPong: false });
    const healthy = await connect(base, token);
    const closed = new Promise<number>((resolve) => dead.once('close', (code) => resolve(code)));
    // Terminated without a close frame: the client sees 1006.
    expect(await closed).toBe(1006);
    expect(healthy.ws.readyState).toBe(WebSocket.OPEN);
    await healthy.close();
  });

  it('closes a socket whose session ended (4001)', async () => {
    const s = await connect(base, token);
    const closed = new Promise<number>((resolve) => s.ws.once('close', (code) => resolve(code)));
    live = false;
    expect(await closed).toBe(4001);
    live = true;
  });

  it('pushes money moved outside the ledger service (a repair by SQL) at the next sweep', async () => {
    const s = await connect(base, token);
    await db`UPDATE ledger_accounts SET posted = posted + 777 WHERE owner_member_id = ${member.memberId}`;
    expect(
      await s.next((f) => f.type === 'event' && f.event.type === 'balance' && f.event.posted === 777, 2000),
    ).toBeTruthy();
    await s.close();
  });
});
