import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { confirm, depositsApp, memberWithSession, requestBank } from '../../modules/deposits/test/deposits.fixtures.js';
import {
  type CashoutHarness,
  cashoutApp,
  newKey,
  operator,
  PAY_PW,
  withdrawer,
} from '../../modules/withdrawals/test/cashout.fixtures.js';
import { connect, listening, quietFor } from './test/realtime.fixtures.js';

/*
 * Personal notices raised by the money modules reach the member's socket. The cash-out fixtures resolve
 * sessions from the x-test-member header; the socket still offers a (dummy) bearer subprotocol, as the
 * endpoint asks for one before it asks the resolver.
 */
let h: CashoutHarness;
let base: string;
const dummyToken = randomBytes(24).toString('base64url');

beforeAll(async () => {
  h = await cashoutApp();
  base = await listening(h.app);
});

async function pendingWithdrawal(amount: number) {
  const m = await withdrawer(h, 100_000_000);
  const res = await h.app.inject({
    method: 'POST',
    url: '/wps/withdrawals',
    headers: m.headers,
    payload: { bankAccountId: m.bankAccountId, amount, paymentPassword: PAY_PW, idempotencyKey: newKey() },
  });
  expect(res.statusCode).toBe(200);
  return { m, id: res.json().value.id as number };
}

const decide = (id: number, action: 'approve' | 'reject') =>
  h.app.inject({
    method: 'POST',
    url: `/wps/operator/withdrawals/${id}/${action}`,
    headers: operator,
    payload: action === 'reject' ? { reason: 'Tên người nhận không khớp' } : {},
  });

describe('personal notices', () => {
  it('tells the member their withdrawal was approved, once', async () => {
    const { m, id } = await pendingWithdrawal(30_000_000);
    const s = await connect(base, dummyToken, m.headers);
    expect((await decide(id, 'approve')).statusCode).toBe(200);
    const notice = await s.next((f) => f.type === 'event' && f.event.type === 'notice');
    expect(notice).toMatchObject({
      event: { type: 'notice', kind: 'withdrawal_approved', amount: 30_000_000, reference: String(id) },
    });
    // Repeating the decision is refused and says nothing more.
    expect((await decide(id, 'approve')).statusCode).toBe(409);
    await quietFor(200);
    expect(s.frames.filter((f) => f.type === 'event' && f.event.type === 'notice')).toHaveLength(1);
    await s.close();
  });

  it('tells the member their withdrawal was rejected', async () => {
    const { m, id } = await pendingWithdrawal(20_000_000);
    const s = await connect(base, dummyToken, m.headers);
    expect((await decide(id, 'reject')).statusCode).toBe(200);
    expect(await s.next((f) => f.type === 'event' && f.event.type === 'notice')).toMatchObject({
      event: { kind: 'withdrawal_rejected', amount: 20_000_000, reference: String(id) },
    });
    // The hold released: a balance event says all of it is available again.
    const released = (f: (typeof s.frames)[number]) =>
      f.type === 'event' && f.event.type === 'balance' && f.event.held === 0;
    if (!s.frames.some(released)) await s.next(released);
    expect(s.frames.find(released)).toMatchObject({ event: { available: 100_000_000 } });
    await s.close();
  });

  it('tells the member their deposit was credited', async () => {
    const d = await depositsApp();
    const dBase = await listening(d.app);
    const m = await memberWithSession(d);
    const s = await connect(dBase, m.token);
    const requested = await requestBank(d, m, 500_000_00);
    expect(requested.statusCode).toBe(200);
    const id = requested.json().value.id as number;
    expect((await confirm(d, id)).statusCode).toBe(200);
    expect(await s.next((f) => f.type === 'event' && f.event.type === 'notice')).toMatchObject({
      event: { kind: 'deposit_credited', amount: 500_000_00, reference: `deposit:${id}` },
    });
    await s.close();
  });
});
