import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type CashoutHarness,
  cash,
  cashoutApp,
  expectLedgerClean,
  fund,
  makeMember,
  newKey,
  PAY_PW,
  setSetting,
  type TestMember,
} from '../withdrawals/test/cashout.fixtures.js';

let h: CashoutHarness;
beforeAll(async () => {
  h = await cashoutApp();
});
afterEach(async () => {
  await expectLedgerClean(h);
});

async function withPassword(m: TestMember) {
  await h.app.inject({
    method: 'POST',
    url: '/wps/member/payment-password',
    headers: m.headers,
    payload: { newPassword: PAY_PW, confirmPassword: PAY_PW },
  });
  return m;
}

async function family() {
  const agent = await withPassword(await makeMember(h, { type: 1 }));
  const member = await withPassword(await makeMember(h, { uplineId: agent.id }));
  const stranger = await withPassword(await makeMember(h));
  await fund(h, agent.id, 50_000_000);
  await fund(h, member.id, 50_000_000);
  return { agent, member, stranger };
}

const toUpline = (m: TestMember, amount: number, key = newKey(), pw = PAY_PW) =>
  h.app.inject({
    method: 'POST',
    url: '/wps/transfers/upline',
    headers: m.headers,
    payload: { amount, paymentPassword: pw, idempotencyKey: key },
  });
const toDownline = (m: TestMember, memberId: number, amount: number, key = newKey()) =>
  h.app.inject({
    method: 'POST',
    url: '/wps/transfers/downline',
    headers: m.headers,
    payload: { memberId, amount, paymentPassword: PAY_PW, idempotencyKey: key },
  });

describe('transfers to upline and downline', () => {
  it('a member sends to its agent; both sides see it; it is audited', async () => {
    const { agent, member } = await family();
    const res = await toUpline(member, 10_000_000);
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ direction: 'to_upline', amount: -10_000_000 });
    expect((await cash(h, member.id)).posted).toBe(40_000_000);
    expect((await cash(h, agent.id)).posted).toBe(60_000_000);
    const info = (await h.app.inject({ url: '/wps/transfers/upline', headers: agent.headers })).json().value;
    expect(info.isAgent).toBe(true);
    expect(info.downline.map((d: { id: number }) => d.id)).toEqual([member.id]);
    expect(info.recent[0]).toMatchObject({ direction: 'to_upline', amount: 10_000_000 });
    const memberInfo = (await h.app.inject({ url: '/wps/transfers/upline', headers: member.headers })).json().value;
    expect(memberInfo.upline).toMatch(/^c/);
    const [audit] =
      await h.db`SELECT actor, action FROM audit_log WHERE action = 'transfer.to_upline' AND actor = ${`member:${member.id}`}`;
    expect(audit).toBeTruthy();
  });

  it('an agent sends only to its own downline', async () => {
    const { agent, member, stranger } = await family();
    expect((await toDownline(agent, member.id, 5_000_000)).statusCode).toBe(200);
    expect((await cash(h, member.id)).posted).toBe(55_000_000);
    const refused = await toDownline(agent, stranger.id, 5_000_000);
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'transfer_not_downline']);
    const notAgent = await toDownline(member, agent.id, 5_000_000);
    expect(notAgent.json().code).toBe('transfer_not_agent');
    expect((await toUpline(stranger, 5_000_000)).json().code).toBe('transfer_no_upline');
  });

  it('follows the operator rules: enabled, min and max', async () => {
    const { agent, member } = await family();
    await setSetting(h, 'memberTransfer', {
      toUpline: { enabled: false, min: 1_000_000, max: 20_000_000 },
      toDownline: { enabled: true, min: 2_000_000, max: 3_000_000 },
    });
    try {
      expect((await toUpline(member, 5_000_000)).json().code).toBe('transfer_disabled');
      expect((await toDownline(agent, member.id, 1_000_000)).json().code).toBe('transfer_amount_out_of_range');
      expect((await toDownline(agent, member.id, 4_000_000)).json().code).toBe('transfer_amount_out_of_range');
      expect((await toDownline(agent, member.id, 3_000_000)).statusCode).toBe(200);
    } finally {
      await h.db`DELETE FROM settings WHERE key = 'memberTransfer'`;
    }
  });

  it('needs the payment password, never overdraws, and replays by key', async () => {
    const { agent, member } = await family();
    expect((await toUpline(member, 5_000_000, newKey(), '000000')).json().code).toBe('payment_password_wrong');
    expect((await toUpline(member, 60_000_000)).json().code).toBe('insufficient_funds');
    const key = newKey();
    const results = await Promise.all(Array.from({ length: 4 }, () => toUpline(member, 5_000_000, key)));
    expect(new Set(results.map((r) => r.json().value.id)).size).toBe(1);
    expect((await cash(h, member.id)).posted).toBe(45_000_000);
    expect((await cash(h, agent.id)).posted).toBe(55_000_000);
    const conflict = await toUpline(member, 6_000_000, key);
    expect([conflict.statusCode, conflict.json().code]).toEqual([409, 'idempotency_conflict']);
    const audits =
      await h.db`SELECT 1 FROM audit_log WHERE action = 'transfer.to_upline' AND actor = ${`member:${member.id}`}`;
    expect(audits).toHaveLength(1);
  });
});
