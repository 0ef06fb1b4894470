import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_WITHDRAWAL } from '../system/system.defaults.js';
import { REFERENCE_ALPHABET } from './reference-code.js';
import {
  asOperator,
  cash,
  checkLedgerAfterEach,
  confirm,
  type DepositsHarness,
  depositsApp,
  memberWithSession,
  reloginOperator,
  requestBank,
} from './test/deposits.fixtures.js';

let h: DepositsHarness;
beforeAll(async () => {
  h = await depositsApp();
});
beforeEach(() => reloginOperator(h));
checkLedgerAfterEach(() => h);

const reject = (id: number, reason: string) =>
  h.app.inject({
    method: 'POST',
    url: `/wps/operator/deposits/${id}/reject`,
    headers: asOperator(h),
    payload: { reason },
  });

describe('deposit methods', () => {
  it('lists the enabled methods in the caller language, with the receiving bank for transfers', async () => {
    const m = await memberWithSession(h);
    const vi = await h.app.inject({ url: '/wps/deposits/methods', headers: m.auth });
    expect(vi.statusCode).toBe(200);
    const methods = vi.json().value.methods;
    expect(methods.map((x: { code: string }) => x.code)).toEqual(['bank', 'sandbox']);
    expect(methods[0]).toMatchObject({ kind: 'bank_transfer', name: 'Chuyển khoản ngân hàng', min: 5_000_000 });
    expect(methods[0].bank.accountNumber).toBe('0071000123456');
    const en = await h.app.inject({ url: '/wps/deposits/methods?language=en', headers: m.auth });
    expect(en.json().value.methods[1].name).toBe('Sandbox payment gateway');
  });

  it('an operator disables a method: members no longer see or use it; the change is audited', async () => {
    const list = await h.app.inject({ url: '/wps/operator/deposit-methods', headers: asOperator(h) });
    const bank = list.json().value.methods.find((x: { code: string }) => x.code === 'bank');
    const { code: _code, ...config } = bank;
    const put = (enabled: boolean) =>
      h.app.inject({
        method: 'PUT',
        url: '/wps/operator/deposit-methods/bank',
        headers: asOperator(h),
        payload: { ...config, enabled },
      });
    expect((await put(false)).statusCode).toBe(200);
    const m = await memberWithSession(h);
    const methods = (await h.app.inject({ url: '/wps/deposits/methods', headers: m.auth })).json().value.methods;
    expect(methods.map((x: { code: string }) => x.code)).toEqual(['sandbox']);
    const refused = await requestBank(h, m, 10_000_000);
    expect(refused.json().code).toBe('deposit_method_unavailable');
    await put(true);
    const [audit] = await h.db<{ before: { enabled: boolean }; after: { enabled: boolean } }[]>`
      SELECT before, after FROM audit_log WHERE action = 'deposit_method.put' ORDER BY id LIMIT 1`;
    expect(audit).toMatchObject({ before: { enabled: true }, after: { enabled: false } });
  });
});

describe('bank transfer', () => {
  it('creates a pending request with a unique, unambiguous 8-character reference code', async () => {
    const m = await memberWithSession(h);
    const codes = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const res = await requestBank(h, m, 10_000_000);
      expect(res.statusCode).toBe(200);
      const d = res.json().value;
      expect(d).toMatchObject({ status: 'pending', kind: 'bank_transfer', amount: 10_000_000, credited: 0 });
      expect(d.bank.accountNumber).toBe('0071000123456');
      expect(d.referenceCode).toHaveLength(8);
      for (const ch of d.referenceCode) expect(REFERENCE_ALPHABET).toContain(ch);
      codes.add(d.referenceCode);
    }
    expect(codes.size).toBe(5);
    expect(await cash(h, m.id)).toBe(0);
  });

  it('refuses amounts outside the method min/max, trial accounts and visitors', async () => {
    const m = await memberWithSession(h);
    const low = await requestBank(h, m, 4_999_999);
    expect(low.statusCode).toBe(422);
    expect(low.json()).toMatchObject({ code: 'deposit_amount_out_of_range' });
    expect((await requestBank(h, m, 50_000_000_001)).json().code).toBe('deposit_amount_out_of_range');
    const trial = await memberWithSession(h, 4);
    const t = await requestBank(h, trial, 10_000_000);
    expect(t.statusCode).toBe(403);
    expect(t.json().code).toBe('need_true_account');
    const anon = await h.app.inject({
      method: 'POST',
      url: '/wps/deposits/bank-transfer',
      payload: { methodCode: 'bank', amount: 10_000_000 },
    });
    expect(anon.statusCode).toBe(401);
    expect(
      (
        await h.app.inject({
          method: 'POST',
          url: '/wps/deposits/bank-transfer',
          headers: m.auth,
          payload: { methodCode: 'bank', amount: 1.5 },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('the operator confirms: the member is credited once, the deposit succeeds, an audit keeps the balances', async () => {
    const m = await memberWithSession(h);
    const d = (await requestBank(h, m, 12_345_600)).json().value;
    const res = await confirm(h, d.id, { note: 'seen in bank statement' });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({
      status: 'succeeded',
      credited: 12_345_600,
      confirmedBy: expect.stringMatching(/^operator:/),
    });
    expect(await cash(h, m.id)).toBe(12_345_600);
    const again = await confirm(h, d.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('deposit_not_pending');
    expect(await cash(h, m.id)).toBe(12_345_600);
    const [audit] = await h.db<{ before: unknown; after: Record<string, unknown> }[]>`
      SELECT before, after FROM audit_log WHERE action = 'deposit.confirm' AND subject = ${`deposit:${d.id}`}`;
    expect(audit!.before).toEqual({ status: 'pending', balance: 0, member: m.id });
    expect(audit!.after).toMatchObject({ status: 'succeeded', balance: 12_345_600, note: 'seen in bank statement' });
    const mine = (await h.app.inject({ url: `/wps/deposits/${d.id}`, headers: m.auth })).json().value;
    expect(mine).toMatchObject({ status: 'succeeded', credited: 12_345_600 });
  });

  it('two confirmations of the same deposit in parallel credit once', async () => {
    const m = await memberWithSession(h);
    const d = (await requestBank(h, m, 10_000_000)).json().value;
    const results = await Promise.all(Array.from({ length: 6 }, () => confirm(h, d.id)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await cash(h, m.id)).toBe(10_000_000);
    const transfers = await h.db`SELECT 1 FROM ledger_transfers WHERE idempotency_key = ${`deposit:${d.id}`}`;
    expect(transfers).toHaveLength(1);
  });

  it('a credited deposit must be bet before it can be withdrawn: the turnover required grows by it, once', async () => {
    const m = await memberWithSession(h);
    const turnover = async () =>
      (await h.app.inject({ url: '/wps/withdrawals/info', headers: m.auth })).json().value.turnoverRequired;
    expect(await turnover()).toBe(0);
    const d = (await requestBank(h, m, 20_000_000)).json().value;
    await Promise.all(Array.from({ length: 3 }, () => confirm(h, d.id)));
    expect(await turnover()).toBe(20_000_000);
    // Half of the next deposit, once the operator sets 50 %.
    const setting = await h.db<
      { value: Record<string, unknown> }[]
    >`SELECT value FROM settings WHERE key = 'withdrawal'`;
    const current = setting[0]?.value ?? {};
    await h.db`INSERT INTO settings (key, value, updated_at) VALUES ('withdrawal', ${h.db.json({ ...DEFAULT_WITHDRAWAL, ...current, depositTurnoverPercent: 50 })}, now())
      ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`;
    const d2 = (await requestBank(h, m, 10_000_000)).json().value;
    await confirm(h, d2.id);
    expect(await turnover()).toBe(25_000_000);
  });

  it('the operator rejects with a reason the member sees; no money moves; a rejected deposit cannot be confirmed', async () => {
    const m = await memberWithSession(h);
    const d = (await requestBank(h, m, 10_000_000)).json().value;
    const res = await reject(d.id, 'No transfer received');
    expect(res.json().value).toMatchObject({ status: 'rejected', rejectReason: 'No transfer received' });
    expect((await confirm(h, d.id)).statusCode).toBe(409);
    expect(await cash(h, m.id)).toBe(0);
    const mine = (await h.app.inject({ url: `/wps/deposits/${d.id}`, headers: m.auth })).json().value;
    expect(mine).toMatchObject({ status: 'rejected', rejectReason: 'No transfer received' });
    const other = await memberWithSession(h);
    expect((await h.app.inject({ url: `/wps/deposits/${d.id}`, headers: other.auth })).statusCode).toBe(404);
  });

  it('confirms a different received amount when the operator says so', async () => {
    const m = await memberWithSession(h);
    const d = (await requestBank(h, m, 10_000_000)).json().value;
    const res = await confirm(h, d.id, { amount: 9_000_000 });
    expect(res.json().value).toMatchObject({ status: 'succeeded', amount: 10_000_000, credited: 9_000_000 });
    expect(await cash(h, m.id)).toBe(9_000_000);
  });
});

describe('a credit the ledger made but the deposit row never recorded (a crash in between)', () => {
  it('cannot be rejected any more; confirming completes it with the amount already credited, once', async () => {
    const m = await memberWithSession(h);
    const d = (await requestBank(h, m, 10_000_000)).json().value;
    // What creditDeposit's ledger call leaves behind when the process dies before the row update commits.
    await h.ledger.transfer({
      debit: { house: 'payment_clearing', unit: 'VND' },
      credit: { member: m.id, kind: 'cash' },
      amount: 10_000_000,
      unit: 'VND',
      kind: 'deposit',
      reference: `deposit:${d.id}`,
      idempotencyKey: `deposit:${d.id}`,
    });
    const rej = await reject(d.id, 'too late');
    expect(rej.statusCode).toBe(409);
    const ok = await confirm(h, d.id, { amount: 9_000_000 });
    expect(ok.json().value).toMatchObject({ status: 'succeeded', credited: 10_000_000 });
    expect(await cash(h, m.id)).toBe(10_000_000);
  });
});

describe('history and operator list', () => {
  it('pages the member history newest first and filters by status', async () => {
    const m = await memberWithSession(h);
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) {
      ids.push((await requestBank(h, m, 5_000_000 + i)).json().value.id);
      h.clock.advance(1000);
    }
    await confirm(h, ids[0]!);
    const page1 = (await h.app.inject({ url: '/wps/deposits?page=1&pageSize=2', headers: m.auth })).json().value;
    expect(page1).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(page1.items.map((d: { id: number }) => d.id)).toEqual([ids[4], ids[3]]);
    const page3 = (await h.app.inject({ url: '/wps/deposits?page=3&pageSize=2', headers: m.auth })).json().value;
    expect(page3.items.map((d: { id: number }) => d.id)).toEqual([ids[0]]);
    const ok = (await h.app.inject({ url: '/wps/deposits?status=succeeded', headers: m.auth })).json().value;
    expect(ok.items.map((d: { id: number }) => d.id)).toEqual([ids[0]]);
  });

  it('lets the operator filter by status, member, account and date range', async () => {
    const m = await memberWithSession(h);
    const [row] = await h.db<{ account: string }[]>`SELECT account FROM members WHERE id = ${m.id}`;
    const account = row!.account;
    const from = h.clock.now().toISOString();
    const a = (await requestBank(h, m, 5_000_000)).json().value;
    h.clock.advance(60_000);
    const mid = h.clock.now().toISOString();
    const b = (await requestBank(h, m, 6_000_000)).json().value;
    await reject(b.id, 'duplicate request');
    const q = (s: string) => h.app.inject({ url: `/wps/operator/deposits?${s}`, headers: asOperator(h) });
    const byMember = (await q(`memberId=${m.id}`)).json().value;
    expect(byMember.items.map((d: { id: number }) => d.id)).toEqual([b.id, a.id]);
    expect(byMember.items[0]).toMatchObject({ account, memberId: m.id, status: 'rejected' });
    const byAccount = (await q(`account=${account}&status=pending`)).json().value;
    expect(byAccount.items.map((d: { id: number }) => d.id)).toEqual([a.id]);
    const range = (await q(`memberId=${m.id}&from=${encodeURIComponent(from)}&to=${encodeURIComponent(mid)}`)).json()
      .value;
    expect(range.items.map((d: { id: number }) => d.id)).toEqual([a.id]);
  });
});
