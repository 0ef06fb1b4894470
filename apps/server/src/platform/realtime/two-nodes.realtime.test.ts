import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { onFileEnd } from '../../../test/file-cleanup.js';
import { createTestDb, testDbUrl } from '../../../test/harness.js';
import { hashToken, newToken } from '../../modules/accounts/sessions/tokens.js';
import { DEMO_OPERATOR, seedOperators } from '../../modules/operators/index.js';
import { systemClock } from '../clock.js';
import type { Db } from '../db/connect.js';
import { type ServerProcess, startServerProcess } from '../startup/test/server-process.js';
import { publishRound } from './publish.js';
import { connect } from './test/realtime.fixtures.js';

/*
 * Two real server processes (src/main.ts) on one database: an event raised on node A reaches a socket
 * connected to node B, through PostgreSQL's NOTIFY (no other service between the nodes).
 */
let db: Db;
let a: ServerProcess;
let b: ServerProcess;

beforeAll(async () => {
  db = await createTestDb();
  // Registered after createTestDb's own afterAll, so it runs first: the nodes stop before their database goes.
  onFileEnd(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
  });
  const url = testDbUrl(db);
  await seedOperators(db, systemClock);
  // Dice rounds of 6 s, so the round the nodes open at start draws within seconds (the shortest the settings
  // allow, 30 s, made the dice test below wait 26-28 s). The round's length is not under test here, the push
  // of its draw across nodes is: the settings' CHECK is dropped in this throwaway database only.
  await db`ALTER TABLE round_games DROP CONSTRAINT round_games_interval_seconds_check`;
  await db`UPDATE round_games SET interval_seconds = 6, lock_seconds = 3 WHERE game = 'dice'`;
  [a, b] = await Promise.all([startServerProcess({ DATABASE_URL: url }), startServerProcess({ DATABASE_URL: url })]);
  await Promise.all([a.waitFor('/readyz', 200), b.waitFor('/readyz', 200)]);
}, 120_000);

async function memberWithSession(): Promise<{ id: number; token: string }> {
  const now = systemClock.now();
  const [m] = await db<{ id: number }[]>`INSERT INTO members (account, type, created_at)
    VALUES (${`w${randomBytes(5).toString('hex')}`}, 0, ${now}) RETURNING id`;
  const token = newToken();
  await db`INSERT INTO sessions (token_hash, member_id, login_type, created_at, expires_at)
    VALUES (${hashToken(token)}, ${m!.id}, 'password', ${now}, ${new Date(now.getTime() + 3_600_000)})`;
  return { id: m!.id, token };
}

const wsUrl = (node: ServerProcess) => node.url.replace(/^http/, 'ws');

describe('live push across two server processes', () => {
  it('money credited through node A shows on a socket connected to node B within a second', async () => {
    const m = await memberWithSession();
    const s = await connect(wsUrl(b), m.token);
    const login = await a.fetch('/wps/operator/session/login', {
      method: 'POST',
      ip: '10.88.0.1',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_OPERATOR),
    });
    const opToken = ((await login.json()) as { value: { token: string } }).value.token;
    // Listening before the credit; the second is counted from node A's answer (the credit committed), so the
    // figure is the push's own delay, not the adjustment call's time on a busy machine (CI: 1.45 s in all, most
    // of it the call).
    const arriving = s.next((f) => f.type === 'event', 5000);
    arriving.catch(() => undefined); // awaited below; a timeout meanwhile is not an unhandled rejection
    const adjusted = await a.fetch('/wps/operator/adjustments', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${opToken}` },
      body: JSON.stringify({
        memberId: m.id,
        direction: 'credit',
        amount: 123_45,
        reason: 'two nodes',
        idempotencyKey: `rt-two-nodes:${m.id}`,
      }),
    });
    expect(adjusted.status).toBe(200);
    const committed = performance.now();
    const frame = await arriving;
    const elapsed = performance.now() - committed;
    expect(frame).toMatchObject({ event: { type: 'balance', account: 'cash', available: 123_45 } });
    expect(elapsed).toBeLessThan(1000);
    await s.close();
  });

  it('a round event published by another process reaches followers on both nodes', async () => {
    const m = await memberWithSession();
    const onA = await connect(wsUrl(a), m.token);
    const onB = await connect(wsUrl(b), m.token);
    for (const s of [onA, onB]) {
      s.send({ type: 'subscribe', topic: 'round:dice' });
      await s.next((f) => f.type === 'subscribed');
    }
    // A round id no real round has: the nodes' own dice rounds (every 6 s here) publish on this topic too.
    const event = {
      type: 'round',
      game: 'dice',
      roundId: 9_000_009,
      state: 'drawn',
      result: { dice: [2, 2, 5] },
    } as const;
    await publishRound(db, { ...event, at: systemClock.now().toISOString() });
    const published = (f: { type: string; event?: unknown }) =>
      f.type === 'event' && (f.event as { roundId?: number } | undefined)?.roundId === event.roundId;
    for (const s of [onA, onB]) {
      expect(await s.next(published, 1000)).toMatchObject({ topic: 'round:dice', event });
    }
    await Promise.all([onA.close(), onB.close()]);
  });

  it('a dice round drawn by a job on one node reaches sockets on both nodes within a second of the draw', async () => {
    const m = await memberWithSession();
    const sockets = [await connect(wsUrl(a), m.token), await connect(wsUrl(b), m.token)];
    const arrivals = sockets.map(
      (s) =>
        new Promise<{ at: string; roundId: number; arrived: number }>((resolve) => {
          s.ws.on('message', (data) => {
            const frame = JSON.parse(data.toString()) as { type: string; event?: Record<string, unknown> };
            if (frame.type === 'event' && frame.event?.type === 'round' && frame.event.state === 'drawn') {
              resolve({ at: String(frame.event.at), roundId: Number(frame.event.roundId), arrived: Date.now() });
            }
          });
        }),
    );
    for (const s of sockets) {
      s.send({ type: 'subscribe', topic: 'round:dice' });
      await s.next((f) => f.type === 'subscribed');
    }
    // Whichever node's job runner draws the round, the other node's socket hears it by NOTIFY.
    const [onA, onB] = await Promise.all(arrivals);
    expect(onA!.roundId).toBe(onB!.roundId);
    const [drawn] = await db<
      { state: string; drawn_at: Date }[]
    >`SELECT state, drawn_at FROM rounds WHERE id = ${onA!.roundId}`;
    expect(['drawn', 'settled']).toContain(drawn!.state);
    for (const got of [onA!, onB!]) expect(got.arrived - Date.parse(got.at)).toBeLessThan(1000);
    await Promise.all(sockets.map((s) => s.close()));
  }, 90_000);

  it('support chat: a player writing through node A reaches an operator socket on node B, and the reply comes back', async () => {
    const m = await memberWithSession();
    const login = await b.fetch('/wps/operator/session/login', {
      method: 'POST',
      ip: '10.88.0.2',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_OPERATOR),
    });
    const opToken = ((await login.json()) as { value: { token: string } }).value.token;
    const ops = await connect(wsUrl(b), opToken);
    ops.send({ type: 'subscribe', topic: 'support:general' });
    await ops.next((f) => f.type === 'subscribed');
    const player = await connect(wsUrl(a), m.token);
    const chat = (kind: string, sender: string) => (f: { type: string; event?: unknown }) =>
      f.type === 'event' &&
      (f.event as { type?: string; kind?: string; sender?: string }).type === 'chat' &&
      (f.event as { kind?: string }).kind === kind &&
      (f.event as { sender?: string }).sender === sender;

    const sent = await a.fetch('/wps/support-chat/messages', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${m.token}` },
      body: JSON.stringify({ text: 'two processes' }),
    });
    expect(sent.status).toBe(200);
    const { conversationId } = ((await sent.json()) as { value: { conversationId: number } }).value;
    expect(await ops.next(chat('message', 'player'), 1000)).toMatchObject({ topic: 'support:general' });
    const reply = await b.fetch(`/wps/operator/support-chat/conversations/${conversationId}/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${opToken}` },
      body: JSON.stringify({ text: 'answered on B' }),
    });
    expect(reply.status).toBe(200);
    expect(await player.next(chat('message', 'operator'), 1000)).toMatchObject({ event: { conversationId } });
    await Promise.all([ops.close(), player.close()]);
  });

  it('a node shutting down closes its sockets as "going away" and exits promptly', async () => {
    const m = await memberWithSession();
    const s = await connect(wsUrl(b), m.token);
    const closed = new Promise<number>((resolve) => s.ws.once('close', (code) => resolve(code)));
    const started = performance.now();
    await b.stop();
    expect(await closed).toBe(1001);
    // The HTTP server's close would wait for the upgraded connection; the sockets go first.
    expect(performance.now() - started).toBeLessThan(5000);
  });
});
