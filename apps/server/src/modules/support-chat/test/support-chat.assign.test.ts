import { randomBytes } from 'node:crypto';
import type { OperatorRole } from '@app/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { connect, listening, quietFor } from '../../../platform/realtime/test/realtime.fixtures.js';
import type { CashoutHarness, TestMember } from '../../withdrawals/test/cashout.fixtures.js';
import { chatApp, dummyToken, footprint, isChat, operatorHeaders, player } from './support-chat.fixtures.js';

/*
 * Assigning a conversation to another operator (issue 19): only to an active operator whose role answers the
 * chat (support.manage), or to nobody; audited; the assignee's back office hears of it on the operators' topic.
 * Refusals are translated 400/409 and change nothing.
 */
let h: CashoutHarness;
let base: string;
// The caller: a session with no row of its own, so no operator made below shares its id.
const me = operatorHeaders(900_000);

beforeAll(async () => {
  h = await chatApp();
  base = await listening(h.app);
});

/** An operator row (the sessions of this suite come from x-test-operator headers; assignment reads the table). */
async function operator(role: OperatorRole, status: 'active' | 'disabled' = 'active') {
  const username = `op_${role}_${randomBytes(3).toString('hex')}`;
  const [row] = await h.db<{ id: string }[]>`INSERT INTO operators (username, password_hash, created_at, role, status)
    VALUES (${username}, 'x', ${h.clock.now()}, ${role}, ${status}) RETURNING id`;
  return { id: Number(row!.id), username };
}

const assign = (conversationId: number, payload: object, headers: Record<string, string> = me) =>
  h.app.inject({
    method: 'POST',
    url: `/wps/operator/support-chat/conversations/${conversationId}/assign`,
    headers,
    payload,
  });
const assignees = (headers: Record<string, string> = me) =>
  h.app.inject({ url: '/wps/operator/support-chat/operators', headers });

async function conversationOf(m: TestMember): Promise<number> {
  const res = await h.app.inject({
    method: 'POST',
    url: '/wps/support-chat/messages',
    headers: m.headers,
    payload: { text: 'Cho tôi hỏi về khoản rút tiền', clientKey: randomBytes(9).toString('base64url') },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value.conversationId;
}

const audits = (action: string, conversationId: number) =>
  h.db<{ actor: string; before: unknown; after: unknown }[]>`SELECT actor, before, after FROM audit_log
    WHERE action = ${action} AND subject = ${`support_conversation:${conversationId}`} ORDER BY id`;

/** A push about conversation `conv` in `state` (the opening push, the assignment's and the unassignment's differ). */
const chatInState = (conv: number, state: string) => (f: Parameters<ReturnType<typeof isChat>>[0]) =>
  isChat('conversation', conv)(f) && f.type === 'event' && f.event.type === 'chat' && f.event.state === state;

describe('assigning a conversation to another operator', () => {
  it('lists the operators who may answer the chat, with their open conversations', async () => {
    const lan = await operator('support');
    const owner = await operator('owner');
    const risk = await operator('risk');
    const gone = await operator('support', 'disabled');
    const conv = await conversationOf(await player(h));
    expect((await assign(conv, { operatorId: lan.id })).statusCode).toBe(200);

    const res = await assignees();
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().value.items as { id: number; username: string; open: number }[];
    const ids = items.map((o) => o.id);
    expect(items).toContainEqual({ id: lan.id, username: lan.username, open: 1 });
    expect(items).toContainEqual({ id: owner.id, username: owner.username, open: 0 });
    // Risk sees the chat but cannot answer it; a disabled operator answers nothing.
    expect(ids).not.toContain(risk.id);
    expect(ids).not.toContain(gone.id);
    // Only those who may assign read the list.
    const refused = await assignees({ ...me, 'x-test-role': 'risk' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('operator_permission_denied');
  });

  it("gives the conversation to another operator: audited, live on the assignee's socket, waiting again when unassigned", async () => {
    const lan = await operator('support');
    const m = await player(h);
    const conv = await conversationOf(m);
    // Lan's back office follows the general queue; the player has the site open.
    const lanSocket = await connect(base, dummyToken, operatorHeaders(lan.id));
    lanSocket.send({ type: 'subscribe', topic: 'support:general' });
    await lanSocket.next((f) => f.type === 'subscribed');
    const playerSocket = await connect(base, dummyToken, m.headers);

    const res = await assign(conv, { operatorId: lan.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({
      state: 'assigned',
      assignedOperatorId: lan.id,
      assignedOperatorName: lan.username,
    });
    // The conversation's opening push (state waiting) is a NOTIFY that can reach these sockets after they
    // subscribed, on a busy machine: the assignment's push is the one in state assigned.
    const inState = (state: string) => chatInState(conv, state);
    const pushed = await lanSocket.next(inState('assigned'), 10_000);
    expect(pushed).toMatchObject({ topic: 'support:general', event: { state: 'assigned', operatorId: lan.id } });
    const toPlayer = await playerSocket.next(inState('assigned'), 10_000);
    expect(toPlayer).toMatchObject({ event: { state: 'assigned' } });
    // Operator ids stay inside the back office.
    expect(toPlayer.type === 'event' && 'operatorId' in toPlayer.event).toBe(false);
    // Lan's own queue ("mine") has it.
    const mine = await h.app.inject({
      url: '/wps/operator/support-chat/conversations?mine=true',
      headers: operatorHeaders(lan.id),
    });
    expect(mine.json().value.items.map((c: { id: number }) => c.id)).toContain(conv);
    expect(await audits('support_chat.assign', conv)).toEqual([
      expect.objectContaining({
        actor: 'operator:900000:op900000',
        before: { operatorId: null, operatorName: null },
        after: { operatorId: lan.id, operatorName: lan.username },
      }),
    ]);

    // Assigning to whoever holds it already writes nothing.
    expect((await assign(conv, { operatorId: lan.id })).statusCode).toBe(200);
    expect(await audits('support_chat.assign', conv)).toHaveLength(1);

    // Unassigned: back to the waiting queue, audited, live.
    const back = await assign(conv, { operatorId: null });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().value).toMatchObject({ state: 'waiting', assignedOperatorId: null, assignedOperatorName: null });
    expect(await lanSocket.next(inState('waiting'), 10_000)).toMatchObject({ event: { operatorId: null } });
    expect(await audits('support_chat.unassign', conv)).toEqual([
      expect.objectContaining({
        before: { operatorId: lan.id, operatorName: lan.username },
        after: { operatorId: null, operatorName: null },
      }),
    ]);
    const queue = await h.app.inject({ url: '/wps/operator/support-chat/conversations?state=waiting', headers: me });
    expect(queue.json().value.items.map((c: { id: number }) => c.id)).toContain(conv);
    await Promise.all([lanSocket.close(), playerSocket.close()]);
  });

  it('refuses an unknown operator (400), a disabled one or one whose role cannot answer (409): nothing changes', async () => {
    const holder = await operator('support');
    const gone = await operator('support', 'disabled');
    const marketing = await operator('marketing');
    const risk = await operator('risk');
    const conv = await conversationOf(await player(h));
    const watcher = await connect(base, dummyToken, me);
    watcher.send({ type: 'subscribe', topic: 'support:general' });
    await watcher.next((f) => f.type === 'subscribed');
    expect((await assign(conv, { operatorId: holder.id })).statusCode).toBe(200);
    // The push of this assignment (and the conversation's opening one) reach the socket some time after the
    // answers (on a busy machine, well after): wait for the assignment's, so only the refusals are watched.
    await watcher.next(chatInState(conv, 'assigned'), 10_000);
    const pushedBefore = watcher.frames.length;
    const before = await footprint(h);

    const unknown = await assign(conv, { operatorId: 987_654_321 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ success: false, code: 'support_chat_operator_not_found' });
    for (const [op, reason] of [
      [gone, 'disabled'],
      [marketing, 'permission'],
      [risk, 'permission'],
    ] as const) {
      const res = await assign(conv, { operatorId: op.id });
      expect(res.statusCode, `${op.username}: ${res.body}`).toBe(409);
      expect(res.json()).toMatchObject({ code: 'support_chat_operator_ineligible', details: { reason } });
    }
    // Malformed ids are the contract's 400.
    for (const operatorId of [0, -3, 'lan', 1.5]) {
      expect((await assign(conv, { operatorId })).statusCode).toBe(400);
    }
    // A caller without support.manage cannot assign, not even to someone eligible.
    const viewer = await assign(conv, { operatorId: holder.id }, { ...me, 'x-test-role': 'risk' });
    expect(viewer.statusCode).toBe(403);

    expect(await footprint(h)).toEqual(before);
    const [row] = await h.db<{ assigned_operator_id: string }[]>`SELECT assigned_operator_id FROM support_conversations
      WHERE id = ${conv}`;
    expect(Number(row!.assigned_operator_id)).toBe(holder.id);
    await quietFor(200);
    expect(watcher.frames.slice(pushedBefore).some(isChat('conversation', conv))).toBe(false);
    await watcher.close();
  });

  it('a closed conversation cannot be assigned or unassigned (409)', async () => {
    const lan = await operator('support');
    const conv = await conversationOf(await player(h));
    await h.app.inject({ method: 'POST', url: `/wps/operator/support-chat/conversations/${conv}/close`, headers: me });
    const before = await footprint(h);
    for (const operatorId of [lan.id, null]) {
      const res = await assign(conv, { operatorId });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('support_chat_closed');
    }
    expect(await footprint(h)).toEqual(before);
  });
});
