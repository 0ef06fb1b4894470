import { beforeAll, describe, expect, it } from 'vitest';
import { type CashoutHarness, cashoutApp, makeMember, operator } from '../withdrawals/test/cashout.fixtures.js';

let h: CashoutHarness;
beforeAll(async () => {
  h = await cashoutApp();
});

describe('becoming an agent (/join)', () => {
  it('takes one open application; an operator approves it (type 1) or rejects it, audited; decided stays decided', async () => {
    const upline = await makeMember(h, { type: 1 });
    const a = await makeMember(h, { uplineId: upline.id });
    const b = await makeMember(h);
    const apply = (m: typeof a) =>
      h.app.inject({
        method: 'POST',
        url: '/wps/agent/join',
        headers: m.headers,
        payload: { contact: 'zalo 0912', message: 'hi' },
      });
    const first = await apply(a);
    expect(first.statusCode).toBe(200);
    expect(first.json().value).toMatchObject({ status: 'pending', contact: 'zalo 0912' });
    expect((await apply(a)).json().code).toBe('agent_application_exists');
    const second = await apply(b);
    const list = await h.app.inject({ url: '/wps/operator/agent-applications', headers: operator });
    expect(list.json().value.total).toBe(2);
    expect((await h.app.inject({ url: '/wps/operator/agent-applications', headers: a.headers })).statusCode).toBe(403);

    const decide = (id: number, body: object) =>
      h.app.inject({
        method: 'POST',
        url: `/wps/operator/agent-applications/${id}/decision`,
        headers: operator,
        payload: body,
      });
    // Terms above the upline's are refused at approval and nothing changes.
    const over = await decide(first.json().value.id, { approve: true, terms: { dividend: 10 } });
    expect(over.json().code).toBe('agent_terms_exceed_upline');
    expect((await h.db`SELECT type FROM members WHERE id = ${a.id}`)[0]?.type).toBe(0);

    const ok = await decide(first.json().value.id, { approve: true });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().value.status).toBe('approved');
    expect((await h.db`SELECT type FROM members WHERE id = ${a.id}`)[0]?.type).toBe(1);
    const no = await decide(second.json().value.id, { approve: false, reason: 'incomplete' });
    expect(no.json().value).toMatchObject({ status: 'rejected', reason: 'incomplete' });
    expect((await h.db`SELECT type FROM members WHERE id = ${b.id}`)[0]?.type).toBe(0);
    expect((await decide(second.json().value.id, { approve: true })).json().code).toBe('agent_application_decided');

    const audits =
      await h.db`SELECT action, subject FROM audit_log WHERE action LIKE 'agent.application.%' ORDER BY id`;
    expect([...audits]).toEqual([
      { action: 'agent.application.approve', subject: `member:${a.id}` },
      { action: 'agent.application.reject', subject: `member:${b.id}` },
    ]);
    const mine = await h.app.inject({ url: '/wps/agent/join', headers: b.headers });
    expect(mine.json().value).toMatchObject({ status: 'rejected' });
  });
});
