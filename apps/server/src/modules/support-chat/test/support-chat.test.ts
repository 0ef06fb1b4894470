import { randomBytes } from 'node:crypto';
import { CsTypes, decryptCsPath, SUPPORT_CHAT_BUILTIN_URL } from '@app/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { connect, listening, quietFor } from '../../../platform/realtime/test/realtime.fixtures.js';
import { type CashoutHarness, makeMember, type TestMember } from '../../withdrawals/test/cashout.fixtures.js';
import {
  chatApp,
  dummyToken,
  footprint,
  GIF,
  isChat,
  multipart,
  operatorHeaders,
  PNG,
  player,
} from './support-chat.fixtures.js';

/*
 * The support chat on the real database and the real live push: a player's message reaches the operators'
 * queue (HTTP and socket), an operator's reply reaches the player's socket, VIP routing, images within the
 * spec's limits and private to their conversation, typing that writes nothing, audited operator changes.
 */
let h: CashoutHarness;
let base: string;
const op = operatorHeaders(7);

beforeAll(async () => {
  h = await chatApp();
  base = await listening(h.app);
});

const key = () => randomBytes(9).toString('base64url');
const say = (m: TestMember, text: string, clientKey = key()) =>
  h.app.inject({ method: 'POST', url: '/wps/support-chat/messages', headers: m.headers, payload: { text, clientKey } });
const opPost = (url: string, payload: object = {}) =>
  h.app.inject({ method: 'POST', url: `/wps/operator/support-chat${url}`, headers: op, payload });
const opGet = (url: string) => h.app.inject({ url: `/wps/operator/support-chat${url}`, headers: op });
const mine = async (m: TestMember) =>
  (await h.app.inject({ url: '/wps/support-chat', headers: m.headers })).json().value.conversation;

describe('support chat: player → queue → operator → player', () => {
  it("a player's message reaches the queue at once and an operator's reply reaches the player live", async () => {
    const m = await player(h);
    const ops = await connect(base, dummyToken, op);
    ops.send({ type: 'subscribe', topic: 'support:general' });
    await ops.next((f) => f.type === 'subscribed');
    const me = await connect(base, dummyToken, m.headers);

    expect(await mine(m)).toBeNull();
    const sent = await say(m, 'Tôi nạp 500.000 đ qua MoMo nhưng chưa được cộng');
    expect(sent.statusCode, sent.body).toBe(200);
    const msg = sent.json().value;
    expect(msg).toMatchObject({ sender: 'player', text: 'Tôi nạp 500.000 đ qua MoMo nhưng chưa được cộng' });

    // Live to the operators' topic, and in the waiting queue over HTTP.
    const live = await ops.next(isChat('message', msg.conversationId));
    expect(live).toMatchObject({
      topic: 'support:general',
      event: { messageId: msg.id, sender: 'player', state: 'waiting' },
    });
    const waiting = (await opGet('/conversations?state=waiting&queue=general')).json().value;
    const row = waiting.items.find((c: { id: number }) => c.id === msg.conversationId);
    expect(row).toMatchObject({ memberId: m.id, queue: 'general', state: 'waiting', unread: 1, vipRank: 0 });
    expect(row.preview).toContain('MoMo');

    // The operator answers: the conversation becomes theirs, the player's socket hears of it.
    const answer = await opPost(`/conversations/${msg.conversationId}/messages`, {
      text: 'Chào anh, em kiểm tra ngay ạ',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    // The player's own message came back to their socket too (their other tabs); then the reply.
    expect(await me.next(isChat('message', msg.conversationId))).toMatchObject({ event: { sender: 'player' } });
    const pushed = await me.next(isChat('message', msg.conversationId));
    expect(pushed).toMatchObject({ event: { sender: 'operator', messageId: answer.json().value.id } });
    expect(pushed.type === 'event' && pushed.topic).toBeUndefined();
    const after = (await h.app.inject({ url: `/wps/support-chat/messages?after=${msg.id}`, headers: m.headers })).json()
      .value;
    expect(after.items).toEqual([
      expect.objectContaining({ sender: 'operator', operatorName: 'op7', text: 'Chào anh, em kiểm tra ngay ạ' }),
    ]);
    expect(await mine(m)).toMatchObject({ state: 'assigned', unread: 1 });

    // Read marks travel both ways and never move back.
    const read = await h.app.inject({
      method: 'POST',
      url: '/wps/support-chat/read',
      headers: m.headers,
      payload: { messageId: answer.json().value.id },
    });
    expect(read.statusCode).toBe(200);
    expect(await ops.next(isChat('read', msg.conversationId))).toMatchObject({
      event: { sender: 'player', messageId: answer.json().value.id },
    });
    expect(await mine(m)).toMatchObject({ unread: 0, playerReadId: answer.json().value.id });
    const thanks = (await say(m, 'cảm ơn')).json().value;
    await opPost(`/conversations/${msg.conversationId}/read`, { messageId: 999_999_999 });
    // A made-up id stops at the last message.
    expect(await me.next(isChat('read', msg.conversationId))).toMatchObject({
      event: { sender: 'operator', messageId: thanks.id },
    });
    expect((await opGet(`/conversations/${msg.conversationId}`)).json().value).toMatchObject({
      operatorReadId: thanks.id,
      unread: 0,
    });
    const assigned = await h.db`SELECT 1 FROM audit_log WHERE action = 'support_chat.assign'
      AND subject = ${`support_conversation:${msg.conversationId}`}`;
    expect(assigned).toHaveLength(1);
    await Promise.all([ops.close(), me.close()]);
  });

  it('a retried send with the same client key writes one message; history pages back', async () => {
    const m = await player(h);
    const k = key();
    const a = (await say(m, 'xin chào', k)).json().value;
    const b = (await say(m, 'xin chào', k)).json().value;
    expect(b.id).toBe(a.id);
    for (let i = 0; i < 4; i++) await say(m, `tin ${i}`);
    const page = (await h.app.inject({ url: '/wps/support-chat/messages?limit=3', headers: m.headers })).json().value;
    expect(page.items.map((x: { text: string }) => x.text)).toEqual(['tin 1', 'tin 2', 'tin 3']);
    expect(page.hasMore).toBe(true);
    const older = (
      await h.app.inject({ url: `/wps/support-chat/messages?limit=3&before=${page.items[0].id}`, headers: m.headers })
    ).json().value;
    expect(older.items.map((x: { text: string }) => x.text)).toEqual(['xin chào', 'tin 0']);
    expect(older.hasMore).toBe(false);
  });

  it('closing is audited; the next player message reopens it, waiting again', async () => {
    const m = await player(h);
    const { conversationId } = (await say(m, 'một câu hỏi')).json().value;
    await opPost(`/conversations/${conversationId}/assign`);
    const me = await connect(base, dummyToken, m.headers);
    const closed = await opPost(`/conversations/${conversationId}/close`);
    expect(closed.json().value).toMatchObject({ state: 'closed' });
    // (The assignment's event may reach the socket just after it opened: wait for the close itself.)
    const closing = (f: Parameters<ReturnType<typeof isChat>>[0]) =>
      isChat('conversation', conversationId)(f) &&
      f.type === 'event' &&
      f.event.type === 'chat' &&
      f.event.state === 'closed';
    expect(await me.next(closing)).toBeTruthy();
    expect((await opPost(`/conversations/${conversationId}/messages`, { text: 'muộn' })).json().code).toBe(
      'support_chat_closed',
    );
    expect(await h.db`SELECT 1 FROM audit_log WHERE action = 'support_chat.close'`).not.toHaveLength(0);
    await say(m, 'lại là tôi');
    expect(await mine(m)).toMatchObject({ id: conversationId, state: 'waiting' });
    await me.close();
  });
});

describe('VIP routing (spec §6: rank above 4)', () => {
  it('rank 5 lands in the VIP queue, rank 4 in the general one; a reopen follows the rank of the day', async () => {
    const vip = await player(h, 5);
    const four = await player(h, 4);
    const opsVip = await connect(base, dummyToken, op);
    opsVip.send({ type: 'subscribe', topic: 'support:vip' });
    await opsVip.next((f) => f.type === 'subscribed');
    const v = (await say(vip, 'VIP cần hỗ trợ rút tiền')).json().value;
    const g = (await say(four, 'cần hỗ trợ')).json().value;
    expect(await opsVip.next(isChat('message', v.conversationId))).toMatchObject({ topic: 'support:vip' });
    const vipQueue = (await opGet('/conversations?queue=vip')).json().value.items.map((c: { id: number }) => c.id);
    expect(vipQueue).toContain(v.conversationId);
    expect(vipQueue).not.toContain(g.conversationId);
    await quietFor(150);
    expect(opsVip.frames.some(isChat('message', g.conversationId))).toBe(false);

    await opPost(`/conversations/${g.conversationId}/close`);
    await h.db`UPDATE vip_members SET rank = 6 WHERE member_id = ${four.id}`;
    await say(four, 'giờ tôi là VIP 6');
    expect((await opGet(`/conversations/${g.conversationId}`)).json().value).toMatchObject({
      queue: 'vip',
      vipRank: 6,
    });
    await opsVip.close();
  });
});

describe('images (spec §5: png or jpg, 5 MB)', () => {
  const upload = (m: TestMember, files: Parameters<typeof multipart>[1], fields: Record<string, string> = {}) =>
    h.app.inject({ method: 'POST', url: '/wps/support-chat/images', ...merge(m, files, fields) });
  const merge = (m: TestMember, files: Parameters<typeof multipart>[1], fields: Record<string, string>) => {
    const body = multipart(fields, files);
    return { payload: body.payload, headers: { ...m.headers, ...body.headers } };
  };

  it('a png is stored, served to its player and to operators, and to nobody else', async () => {
    const m = await player(h);
    const other = await player(h);
    const res = await upload(m, [{ name: 'bien-lai.png', type: 'image/png', data: PNG }]);
    expect(res.statusCode, res.body).toBe(200);
    const { imageId, conversationId } = res.json().value;
    expect(imageId).toBeGreaterThan(0);
    const own = await h.app.inject({ url: `/wps/support-chat/images/${imageId}`, headers: m.headers });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.headers['cache-control']).toContain('private');
    expect(Buffer.compare(own.rawPayload, PNG)).toBe(0);
    const opRes = await h.app.inject({ url: `/wps/operator/support-chat/images/${imageId}`, headers: op });
    expect(Buffer.compare(opRes.rawPayload, PNG)).toBe(0);
    // An operator whose role does not see the chat (marketing) is refused, as on the JSON endpoints.
    const marketing = { ...op, 'x-test-role': 'marketing' };
    const refused = await h.app.inject({ url: `/wps/operator/support-chat/images/${imageId}`, headers: marketing });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('operator_permission_denied');
    expect(
      (await h.app.inject({ url: '/wps/operator/support-chat/conversations', headers: marketing })).statusCode,
    ).toBe(403);
    // A member's token is not an operator's.
    expect(
      (await h.app.inject({ url: `/wps/operator/support-chat/images/${imageId}`, headers: m.headers })).statusCode,
    ).toBe(403);

    const stranger = await h.app.inject({ url: `/wps/support-chat/images/${imageId}`, headers: other.headers });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().code).toBe('support_chat_not_found');
    expect((await h.app.inject({ url: `/wps/support-chat/images/${imageId}` })).statusCode).toBe(401);
    // Someone else's conversation: the other player's history is their own (empty), never this one.
    await say(other, 'của tôi');
    const theirs = (await h.app.inject({ url: '/wps/support-chat/messages', headers: other.headers })).json().value;
    expect(theirs.items.every((x: { conversationId: number }) => x.conversationId !== conversationId)).toBe(true);
    expect((await opGet('/conversations/999999999')).json().code).toBe('support_chat_not_found');
  });

  it('a gif, an image over 5 MB or two images are refused with a clear code and nothing is stored', async () => {
    const m = await player(h);
    await say(m, 'trước');
    const before = await footprint(h);
    const gif = await upload(m, [{ name: 'a.gif', type: 'image/png', data: GIF }]);
    expect(gif.statusCode).toBe(415);
    expect(gif.json().code).toBe('unsupported_media_type');
    const big = await upload(m, [
      { name: 'big.png', type: 'image/png', data: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]) },
    ]);
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe('payload_too_large');
    const two = await upload(m, [
      { name: 'a.png', type: 'image/png', data: PNG },
      { name: 'b.png', type: 'image/png', data: PNG },
    ]);
    expect(two.json().code).toBe('support_chat_image_required');
    const none = await upload(m, []);
    expect(none.json().code).toBe('support_chat_image_required');
    expect(await footprint(h)).toEqual(before);
  });
});

describe('typing, trial accounts and bad input', () => {
  it('typing reaches the other side live and writes no row', async () => {
    const m = await player(h);
    const { conversationId } = (await say(m, 'xin chào')).json().value;
    const ops = await connect(base, dummyToken, op);
    ops.send({ type: 'subscribe', topic: 'support:general' });
    await ops.next((f) => f.type === 'subscribed');
    const me = await connect(base, dummyToken, m.headers);
    const before = await footprint(h);
    h.clock.advance(5_000);
    expect(
      (await h.app.inject({ method: 'POST', url: '/wps/support-chat/typing', headers: m.headers })).statusCode,
    ).toBe(200);
    expect(await ops.next(isChat('typing', conversationId))).toMatchObject({ event: { sender: 'player' } });
    await opPost(`/conversations/${conversationId}/typing`);
    expect(await me.next(isChat('typing', conversationId))).toMatchObject({ event: { sender: 'operator' } });
    expect(await footprint(h)).toEqual(before);
    await Promise.all([ops.close(), me.close()]);
  });

  it('an operator session that must still change its password gets no socket', async () => {
    await expect(connect(base, dummyToken, { ...op, 'x-test-must-change': '1' })).rejects.toThrow('HTTP 401');
  });

  it("a member's socket cannot follow the operators' topic", async () => {
    const m = await player(h);
    const s = await connect(base, dummyToken, m.headers);
    s.send({ type: 'subscribe', topic: 'support:general' });
    expect(await s.next((f) => f.type === 'error')).toMatchObject({ code: 'realtime_topic_forbidden' });
    await s.close();
  });

  it('a trial account is asked for a real one; bad text changes nothing', async () => {
    const trial = await makeMember(h, { type: 4 });
    const res = await say(trial, 'hello');
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('support_chat_real_account_required');
    const m = await player(h);
    const before = await footprint(h);
    expect((await say(m, '   ')).statusCode).toBe(400);
    expect((await say(m, 'x'.repeat(2001))).statusCode).toBe(400);
    expect((await say(m, 'ok', 'bad key!')).statusCode).toBe(400);
    expect(await footprint(h)).toEqual(before);
    expect(
      (await h.app.inject({ url: '/wps/operator/support-chat/conversations', headers: m.headers })).statusCode,
    ).toBe(403);
  });
});

describe('flooding', () => {
  it('past 30 messages a minute a player is told to slow down (429) and nothing more is written', async () => {
    const m = await player(h);
    for (let i = 0; i < 30; i++) expect((await say(m, `tin ${i}`)).statusCode).toBe(200);
    const before = await footprint(h);
    const refused = await say(m, 'một tin nữa');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('too_many_requests');
    expect(await footprint(h)).toEqual(before);
    h.clock.advance(120_000);
    expect((await say(m, 'sau hai phút')).statusCode).toBe(200);
  });
});

describe('operator tools', () => {
  it('canned replies: create, change, list, delete, each audited; unknown id is not found', async () => {
    const created = (await opPost('/canned', { title: 'Chào', text: 'Xin chào, em có thể giúp gì ạ?' })).json().value;
    expect(created).toMatchObject({ title: 'Chào', language: 'vi' });
    const put = await h.app.inject({
      method: 'PUT',
      url: `/wps/operator/support-chat/canned/${created.id}`,
      headers: op,
      payload: { title: 'Hello', text: 'Hello, how can I help?', language: 'en' },
    });
    expect(put.json().value).toMatchObject({ id: created.id, language: 'en' });
    expect((await opGet('/canned')).json().value.items).toEqual([expect.objectContaining({ title: 'Hello' })]);
    const del = await h.app.inject({
      method: 'DELETE',
      url: `/wps/operator/support-chat/canned/${created.id}`,
      headers: op,
    });
    expect(del.json().value).toEqual({ ok: true });
    const again = await h.app.inject({
      method: 'DELETE',
      url: `/wps/operator/support-chat/canned/${created.id}`,
      headers: op,
    });
    expect(again.json().code).toBe('support_chat_canned_not_found');
    const audits = await h.db<
      { action: string }[]
    >`SELECT action FROM audit_log WHERE action LIKE 'support_chat.canned%' ORDER BY id`;
    expect(audits.map((a) => a.action)).toEqual([
      'support_chat.canned_create',
      'support_chat.canned_update',
      'support_chat.canned_delete',
    ]);
  });

  it('the chat entry opens the built-in chat, or an external service the operator sets (audited)', async () => {
    const entry = async () => {
      const cfg = (await h.app.inject({ url: '/wps/cs/config' })).json().value;
      const chat = cfg.paths.find((p: { type: number }) => p.type === CsTypes.LIVE_CHAT);
      return decryptCsPath(chat.path);
    };
    expect((await opGet('/settings')).json().value).toEqual({ mode: 'builtin', externalUrl: null });
    expect(await entry()).toBe(SUPPORT_CHAT_BUILTIN_URL);
    const bad = await h.app.inject({
      method: 'PUT',
      url: '/wps/operator/support-chat/settings',
      headers: op,
      payload: { externalUrl: 'javascript:alert(1)' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().code).toBe('support_chat_settings_invalid');
    const set = (externalUrl: string | null) =>
      h.app.inject({
        method: 'PUT',
        url: '/wps/operator/support-chat/settings',
        headers: op,
        payload: { externalUrl },
      });
    expect((await set('https://chat.example.org/room?site=vn')).json().value).toEqual({
      mode: 'external',
      externalUrl: 'https://chat.example.org/room?site=vn',
    });
    expect(await entry()).toBe('https://chat.example.org/room?site=vn');
    expect((await set(null)).json().value.mode).toBe('builtin');
    expect(await entry()).toBe(SUPPORT_CHAT_BUILTIN_URL);
    expect(await h.db`SELECT 1 FROM audit_log WHERE action = 'support_chat.settings'`).toHaveLength(2);
  });
});
