import { randomBytes } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { connect, listening, quietFor } from '../../../platform/realtime/test/realtime.fixtures.js';
import {
  type CashoutHarness,
  cashoutApp,
  makeMember,
  newKey,
  operator,
  PAY_PW,
  withdrawer,
} from '../../withdrawals/test/cashout.fixtures.js';
import { sendSystemMessage } from '../index.js';

/*
 * The inbox on the real database: unread counts, segments, ownership, the member's language for system
 * messages, and the live notice sent on commit. Sessions come from the cash-out fixtures' x-test-member header.
 */
let h: CashoutHarness;
let base: string;
beforeAll(async () => {
  h = await cashoutApp();
  base = await listening(h.app);
});
// Each test's members register after the previous test's broadcasts to everyone (which they would see).
beforeEach(() => {
  h.clock.advance(1000);
});

type Headers = Record<string, string>;
const get = (url: string, headers: Headers) => h.app.inject({ method: 'GET', url, headers });
const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) =>
  h.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const unread = async (m: { headers: Headers }): Promise<number> => {
  const res = await get('/wps/member/messages/unread-count', m.headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value.unreadMessage;
};
const accountOf = async (id: number) =>
  (await h.db<{ account: string }[]>`SELECT account FROM members WHERE id = ${id}`)[0]!.account;
const content = (tag: string) => ({
  title: { vi: `Tin ${tag}`, en: `News ${tag}` },
  body: { vi: `Nội dung ${tag}`, en: `Body ${tag}` },
});
async function send(audience: object, extra: object = {}) {
  const res = await call('POST', '/wps/operator/messages', operator, { audience, ...content('x'), ...extra });
  return res;
}
async function sendOk(audience: object, extra: object = {}): Promise<{ id: number; recipients: number | null }> {
  const res = await send(audience, extra);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value;
}
/** Which of these members have the message in their list. */
async function holders(id: number, members: { headers: Headers }[]): Promise<boolean[]> {
  return Promise.all(
    members.map(async (m) => {
      const list = (await get('/wps/member/messages?pageSize=50', m.headers)).json().value.items;
      return list.some((i: { id: number }) => i.id === id);
    }),
  );
}

describe('inbox', () => {
  it('the unread count goes up on a new message and down on read; read-all and delete', async () => {
    const m = await makeMember(h);
    expect(await unread(m)).toBe(0);
    const a = await sendOk({ kind: 'members', accounts: [await accountOf(m.id)] });
    expect(a.recipients).toBe(1);
    expect(await unread(m)).toBe(1);
    const b = await sendOk({ kind: 'members', accounts: [await accountOf(m.id)] });
    expect(await unread(m)).toBe(2);

    const page = (await get('/wps/member/messages?language=en', m.headers)).json().value;
    expect(page).toMatchObject({ total: 2, unreadMessage: 2, page: 1 });
    expect(page.items.map((i: { id: number; read: boolean }) => [i.id, i.read])).toEqual([
      [b.id, false],
      [a.id, false],
    ]);
    expect(page.items[0]).toMatchObject({ title: 'News x', preview: 'Body x', source: 'operator' });

    const read = await call('POST', `/wps/member/messages/${a.id}/read`, m.headers);
    expect(read.json().value).toEqual({ unreadMessage: 1 });
    expect(await unread(m)).toBe(1);
    // Reading again changes nothing.
    await call('POST', `/wps/member/messages/${a.id}/read`, m.headers);
    expect(await unread(m)).toBe(1);
    const one = (await get(`/wps/member/messages/${a.id}?language=vi`, m.headers)).json().value;
    expect(one).toMatchObject({ id: a.id, title: 'Tin x', body: 'Nội dung x', format: 'text', read: true });

    expect((await call('POST', '/wps/member/messages/read-all', m.headers)).json().value).toEqual({ unreadMessage: 0 });
    await sendOk({ kind: 'members', accounts: [await accountOf(m.id)] });
    expect(await unread(m)).toBe(1);
    const list = (await get('/wps/member/messages', m.headers)).json().value.items;
    const del = await call('DELETE', `/wps/member/messages/${list[0].id}`, m.headers);
    expect(del.json().value).toEqual({ unreadMessage: 0 });
    expect((await get('/wps/member/messages', m.headers)).json().value.total).toBe(2);
    expect((await get(`/wps/member/messages/${list[0].id}`, m.headers)).statusCode).toBe(404);
  });

  it('segment sends reach exactly the segment: VIP ranks, labels, an agent team, and everyone', async () => {
    const [v0, v2, v3] = [await makeMember(h), await makeMember(h), await makeMember(h)];
    await h.db`INSERT INTO vip_members (member_id, rank, reached_at, evaluated_at) VALUES
      (${v2.id}, 2, ${h.clock.now()}, ${h.clock.now()}), (${v3.id}, 3, ${h.clock.now()}, ${h.clock.now()})`;
    const trial = await makeMember(h, { type: 4 });
    const vip = await sendOk({ kind: 'vip', ranks: [2, 3] });
    expect(vip.recipients).toBe(2);
    expect(await holders(vip.id, [v0, v2, v3, trial])).toEqual([false, true, true, false]);

    const [l1, l2, l3] = [await makeMember(h), await makeMember(h), await makeMember(h)];
    const [label] = await h.db<{ id: number }[]>`INSERT INTO member_labels (code, names, created_at, created_by)
      VALUES ('inbox-high', ${h.db.json({ vi: 'Cao', en: 'High' })}, ${h.clock.now()}, 'test') RETURNING id`;
    await h.db`INSERT INTO member_label_assignments (member_id, label_id, assigned_at, assigned_by)
      VALUES (${l1.id}, ${label!.id}, ${h.clock.now()}, 'test'), (${l3.id}, ${label!.id}, ${h.clock.now()}, 'test')`;
    const byLabel = await sendOk({ kind: 'label', labels: ['inbox-high'] });
    expect(byLabel.recipients).toBe(2);
    expect(await holders(byLabel.id, [l1, l2, l3])).toEqual([true, false, true]);

    const agent = await makeMember(h, { type: 1 });
    const child = await makeMember(h, { uplineId: agent.id });
    const grandchild = await makeMember(h, { uplineId: child.id });
    const outsider = await makeMember(h);
    const team = await sendOk({ kind: 'team', agent: await accountOf(agent.id) });
    expect(team.recipients).toBe(2);
    expect(await holders(team.id, [agent, child, grandchild, outsider])).toEqual([false, true, true, false]);

    // Everyone: one message row and no copy per member; a member who registers later does not get it.
    const copiesBefore = (await h.db<{ n: number }[]>`SELECT count(*)::int AS n FROM inbox_deliveries`)[0]!.n;
    const before = await unread(outsider);
    const all = await sendOk({ kind: 'all' });
    expect(all.recipients).toBeNull();
    expect((await h.db<{ n: number }[]>`SELECT count(*)::int AS n FROM inbox_deliveries`)[0]!.n).toBe(copiesBefore);
    expect(await unread(outsider)).toBe(before + 1);
    h.clock.advance(60_000);
    const newcomer = await makeMember(h);
    expect(await holders(all.id, [v0, l2, outsider, newcomer])).toEqual([true, true, true, false]);
    // Reading or deleting it is per member.
    await call('POST', `/wps/member/messages/${all.id}/read`, outsider.headers);
    expect(await unread(outsider)).toBe(before);
    await call('DELETE', `/wps/member/messages/${all.id}`, v0.headers);
    expect(await holders(all.id, [v0, l2, outsider])).toEqual([false, true, true]);

    // An empty segment and unknown names are refused and write nothing.
    const count = async () => (await h.db<{ n: number }[]>`SELECT count(*)::int AS n FROM inbox_messages`)[0]!.n;
    const n = await count();
    expect((await send({ kind: 'vip', ranks: [9] })).json().code).toBe('inbox_no_recipients');
    const bad = await send({ kind: 'members', accounts: [await accountOf(v0.id), 'nobody-here'] });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ code: 'inbox_unknown_recipients', details: { names: ['nobody-here'] } });
    expect((await send({ kind: 'label', labels: ['no-such'] })).json().code).toBe('inbox_unknown_recipients');
    expect((await send({ kind: 'team', agent: 'no-such-agent' })).json().code).toBe('inbox_unknown_recipients');
    expect(await count()).toBe(n);
    const audits = await h.db`SELECT 1 FROM audit_log WHERE action = 'inbox.send'`;
    expect(audits.length).toBe(n);
  });

  it("someone else's message is not found and nothing changes", async () => {
    const owner = await makeMember(h);
    const other = await makeMember(h);
    const { id } = await sendOk({ kind: 'members', accounts: [await accountOf(owner.id)] });
    const state = () => h.db`SELECT member_id, read_at, deleted_at FROM inbox_deliveries WHERE message_id = ${id}`;
    const before = await state();
    for (const res of [
      await get(`/wps/member/messages/${id}`, other.headers),
      await call('POST', `/wps/member/messages/${id}/read`, other.headers),
      await call('DELETE', `/wps/member/messages/${id}`, other.headers),
      await call('POST', '/wps/member/messages/999999999/read', other.headers),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('inbox_message_not_found');
    }
    expect(await state()).toEqual(before);
    expect(await unread(owner)).toBe(1);
    expect((await get('/wps/member/messages/abc', other.headers)).statusCode).toBe(400);
    expect((await get('/wps/member/messages', {})).statusCode).toBe(401);
    expect((await send({ kind: 'all' })).statusCode).toBe(200);
    const asMember = await call('POST', '/wps/operator/messages', other.headers, {
      audience: { kind: 'all' },
      ...content('y'),
    });
    expect(asMember.statusCode).toBe(403);
  });

  it("writes a system message in the member's stored language", async () => {
    const m = await makeMember(h);
    expect((await call('PUT', '/wps/member/language', m.headers, { language: 'en' })).json().value).toEqual({
      language: 'en',
    });
    expect((await call('PUT', '/wps/member/language', m.headers, { language: 'fr' })).statusCode).toBe(400);
    const { id } = (await sendSystemMessage(
      h.db,
      m.id,
      { template: 'deposit_credited', amount: 12_345_600, reference: 'D-1' },
      h.clock.now(),
    ))!;
    const [row] = await h.db<{ title: object; body: object; template: string }[]>`
      SELECT title, body, template FROM inbox_messages WHERE id = ${id}`;
    expect(row).toEqual({
      template: 'deposit_credited',
      title: { en: 'Deposit credited' },
      body: { en: '123,456.00 ₫ was credited to your wallet (no. D-1).' },
    });
    // Read in Vietnamese, it is still the text it was written in.
    expect((await get(`/wps/member/messages/${id}?language=vi`, m.headers)).json().value.title).toBe(
      'Deposit credited',
    );

    await call('PUT', '/wps/member/language', m.headers, { language: 'vi' });
    const levelUp = { template: 'vip_level_up', rank: 3 } as const;
    const vi = (await sendSystemMessage(h.db, m.id, levelUp, h.clock.now(), { key: `lvl:${m.id}:3` }))!;
    // Once per event key: a repeated hook writes nothing.
    expect(await sendSystemMessage(h.db, m.id, levelUp, h.clock.now(), { key: `lvl:${m.id}:3` })).toBeNull();
    const [r2] = await h.db<{ title: object }[]>`SELECT title FROM inbox_messages WHERE id = ${vi.id}`;
    expect(r2!.title).toEqual({ vi: 'Thăng cấp VIP' });
    expect(await unread(m)).toBe(2);
  });

  it('a decided withdrawal writes its message in the member language, with the one notice', async () => {
    const m = await withdrawer(h, 100_000_000);
    await call('PUT', '/wps/member/language', m.headers, { language: 'en' });
    const res = await call('POST', '/wps/withdrawals', m.headers, {
      bankAccountId: m.bankAccountId,
      amount: 30_000_000,
      paymentPassword: PAY_PW,
      idempotencyKey: newKey(),
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().value.id as number;
    const s = await connect(base, randomBytes(24).toString('base64url'), m.headers);
    const reject = await call('POST', `/wps/operator/withdrawals/${id}/reject`, operator, { reason: 'Wrong name' });
    expect(reject.statusCode, reject.body).toBe(200);
    await s.next((f) => f.type === 'event' && f.event.type === 'notice');
    const list = (await get('/wps/member/messages?language=vi', m.headers)).json().value;
    expect(list.unreadMessage).toBe(1);
    expect(list.items[0]).toMatchObject({ title: 'Withdrawal rejected', template: 'withdrawal_rejected', read: false });
    expect(list.items[0].preview).toContain('300,000.00 ₫');
    expect(list.items[0].preview).toContain('Reason: Wrong name');
    await quietFor(150);
    // The withdrawal's own notice tells the page; the inbox adds no second toast.
    expect(s.frames.filter((f) => f.type === 'event' && f.event.type === 'notice')).toHaveLength(1);
  });

  it('pushes the notice on commit, and nothing when the transaction rolls back', async () => {
    const m = await makeMember(h);
    const s = await connect(base, randomBytes(24).toString('base64url'), m.headers);
    const { id } = await sendOk({ kind: 'members', accounts: [await accountOf(m.id)] });
    const frame = await s.next((f) => f.type === 'event' && f.event.type === 'notice');
    expect(frame).toMatchObject({ event: { type: 'notice', kind: 'inbox_message', reference: String(id) } });

    await h.db
      .begin(async (tx) => {
        await sendSystemMessage(tx, m.id, { template: 'bonus_paid', amount: 100 }, h.clock.now());
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await quietFor(200);
    expect(s.frames.filter((f) => f.type === 'event' && f.event.type === 'notice')).toHaveLength(1);
    expect(await unread(m)).toBe(1);

    // A broadcast is announced once on the inbox topic to the pages that follow it.
    s.send({ type: 'subscribe', topic: 'inbox:broadcast' });
    await s.next((f) => f.type === 'subscribed');
    const all = await sendOk({ kind: 'all' });
    const topicFrame = await s.next((f) => f.type === 'event' && f.topic === 'inbox:broadcast');
    expect(topicFrame).toMatchObject({ event: { kind: 'inbox_message', reference: String(all.id) } });
  });

  it('marketing never reaches an excluded player (safer gambling hook)', async () => {
    const [ok, excluded] = [await makeMember(h), await makeMember(h)];
    // A self-exclusion running now (limits module, rg_exclusions).
    await h.db`INSERT INTO rg_exclusions (member_id, kind, starts_at, created_at)
      VALUES (${excluded.id}, 'self_exclusion', ${h.clock.now()}, ${h.clock.now()})`;
    h.clock.advance(1000);
    const accounts = [await accountOf(ok.id), await accountOf(excluded.id)];
    const promo = await sendOk({ kind: 'members', accounts }, { marketing: true });
    expect(promo.recipients).toBe(1);
    const notice = await sendOk({ kind: 'members', accounts });
    expect(notice.recipients).toBe(2);
    const all = await sendOk({ kind: 'all' }, { marketing: true });
    expect(await holders(promo.id, [ok, excluded])).toEqual([true, false]);
    expect(await holders(all.id, [ok, excluded])).toEqual([true, false]);
    expect(await holders(notice.id, [ok, excluded])).toEqual([true, true]);
    expect(await unread(excluded)).toBe(1);
    expect((await get(`/wps/member/messages/${all.id}`, excluded.headers)).statusCode).toBe(404);
  });
});
