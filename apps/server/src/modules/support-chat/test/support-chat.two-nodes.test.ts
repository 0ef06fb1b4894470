import { beforeAll, describe, expect, it } from 'vitest';
import { createPeerApp, type TestApp } from '../../../../test/harness.js';
import { connect, listening } from '../../../platform/realtime/test/realtime.fixtures.js';
import type { CashoutHarness } from '../../withdrawals/test/cashout.fixtures.js';
import { chatApp, dummyToken, isChat, operatorHeaders, player, resolveSession } from './support-chat.fixtures.js';

/*
 * Two app instances on one database (each its own pool, services and LISTEN connection: what two server
 * processes are to PostgreSQL). A player on node A and an operator on node B talk live; nothing is shared
 * between the nodes but the database's NOTIFY.
 */
let a: CashoutHarness;
let b: TestApp;
let baseA: string;
let baseB: string;
const op = operatorHeaders(9);

beforeAll(async () => {
  a = await chatApp();
  b = await createPeerApp(a, { deps: { resolveSession } });
  [baseA, baseB] = await Promise.all([listening(a.app), listening(b.app)]);
});

describe('support chat across two nodes', () => {
  it("the player's message written on node A reaches the operator on node B; the reply on B reaches the player on A", async () => {
    const m = await player(a);
    const ops = await connect(baseB, dummyToken, op);
    ops.send({ type: 'subscribe', topic: 'support:general' });
    await ops.next((f) => f.type === 'subscribed');
    const me = await connect(baseA, dummyToken, m.headers);

    const sent = await a.app.inject({
      method: 'POST',
      url: '/wps/support-chat/messages',
      headers: m.headers,
      payload: { text: 'Rút tiền 2 giờ chưa về' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const { conversationId, id } = sent.json().value;
    expect(await ops.next(isChat('message', conversationId), 3000)).toMatchObject({ event: { messageId: id } });

    const reply = await b.app.inject({
      method: 'POST',
      url: `/wps/operator/support-chat/conversations/${conversationId}/messages`,
      headers: op,
      payload: { text: 'Dạ, em kiểm tra lệnh rút ngay' },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const fromOperator = (f: Parameters<ReturnType<typeof isChat>>[0]) =>
      isChat('message', conversationId)(f) &&
      f.type === 'event' &&
      f.event.type === 'chat' &&
      f.event.sender === 'operator';
    expect(await me.next(fromOperator, 3000)).toMatchObject({ event: { messageId: reply.json().value.id } });

    // Typing on B reaches A too, and is never written.
    await b.app.inject({
      method: 'POST',
      url: `/wps/operator/support-chat/conversations/${conversationId}/typing`,
      headers: op,
    });
    expect(await me.next(isChat('typing', conversationId), 3000)).toMatchObject({ event: { sender: 'operator' } });
    await Promise.all([ops.close(), me.close()]);
  });
});
