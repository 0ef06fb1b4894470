import { beforeAll, describe, expect, it } from 'vitest';
import {
  type CashoutHarness,
  cashoutApp,
  makeMember,
  PAY_PW,
  type TestMember,
} from '../withdrawals/test/cashout.fixtures.js';

let h: CashoutHarness;
beforeAll(async () => {
  h = await cashoutApp();
});

const bind = (m: TestMember, payload: Record<string, unknown>) =>
  h.app.inject({ method: 'POST', url: '/wps/member/bank-accounts', headers: m.headers, payload });
const account = () => `${Math.floor(1e9 + Math.random() * 9e9)}`;

describe('bank accounts', () => {
  it('binds an account whose payee name is the real name without diacritics, and lists it masked', async () => {
    const m = await makeMember(h, { payeeName: 'Nguyễn Văn An' });
    const number = account();
    const res = await bind(m, { bankCode: 'vcb', accountNumber: number, payeeName: '  nguyen   van an ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ bankCode: 'VCB', bankName: 'Vietcombank', payeeName: 'NGUYEN VAN AN' });
    const list = await h.app.inject({ url: '/wps/member/bank-accounts', headers: m.headers });
    const value = list.json().value;
    expect(value.accounts).toHaveLength(1);
    expect(value.accounts[0].accountNumber).toBe(`******${number.slice(-4)}`);
    expect(value.payeeName).toBe('NGUYEN VAN AN');
    expect(value.max).toBe(3);
    expect(value.banks.length).toBeGreaterThan(10);
  });

  it('applies the payee name rule of spec §5', async () => {
    const m = await makeMember(h, { payeeName: 'NGUYEN VAN AN' });
    for (const bad of ['Nguyễn Văn An', 'NGUYEN VAN AN 2', 'NGUYEN-VAN AN', 'NGUYEN VAN1']) {
      const res = await bind(m, { bankCode: 'VCB', accountNumber: account(), payeeName: bad });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().code).toBe('payee_name_invalid');
    }
    const other = await bind(m, { bankCode: 'VCB', accountNumber: account(), payeeName: 'TRAN THI BICH' });
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('payee_name_mismatch');
  });

  it('takes the first account’s payee name when the member registered none', async () => {
    const m = await makeMember(h, { payeeName: null });
    expect((await bind(m, { bankCode: 'ACB', accountNumber: account(), payeeName: 'Le Van C' })).statusCode).toBe(200);
    const second = await bind(m, { bankCode: 'TCB', accountNumber: account(), payeeName: 'LE VAN D' });
    expect(second.json().code).toBe('payee_name_mismatch');
  });

  it('refuses duplicates (also across members), unknown banks, bad numbers and more than the limit', async () => {
    const a = await makeMember(h);
    const b = await makeMember(h);
    const number = account();
    expect((await bind(a, { bankCode: 'VCB', accountNumber: number, payeeName: 'NGUYEN VAN AN' })).statusCode).toBe(
      200,
    );
    const dup = await bind(a, { bankCode: 'VCB', accountNumber: number, payeeName: 'NGUYEN VAN AN' });
    expect([dup.statusCode, dup.json().code]).toEqual([409, 'bank_account_duplicate']);
    const dup2 = await bind(b, { bankCode: 'VCB', accountNumber: number, payeeName: 'NGUYEN VAN AN' });
    expect(dup2.json().code).toBe('bank_account_duplicate');
    expect((await bind(a, { bankCode: 'XXX', accountNumber: account(), payeeName: 'NGUYEN VAN AN' })).json().code).toBe(
      'bank_unknown',
    );
    expect(
      (await bind(a, { bankCode: 'VCB', accountNumber: '12ab5678', payeeName: 'NGUYEN VAN AN' })).json().code,
    ).toBe('bank_account_invalid');
    await bind(a, { bankCode: 'TCB', accountNumber: account(), payeeName: 'NGUYEN VAN AN' });
    await bind(a, { bankCode: 'ACB', accountNumber: account(), payeeName: 'NGUYEN VAN AN' });
    const fourth = await bind(a, { bankCode: 'MB', accountNumber: account(), payeeName: 'NGUYEN VAN AN' });
    expect([fourth.statusCode, fourth.json().code]).toEqual([422, 'bank_account_limit']);
  });

  it('unbinds with the payment password once one is set; the number can then be bound again', async () => {
    const m = await makeMember(h);
    const number = account();
    const id = (await bind(m, { bankCode: 'VCB', accountNumber: number, payeeName: 'NGUYEN VAN AN' })).json().value.id;
    await h.app.inject({
      method: 'POST',
      url: '/wps/member/payment-password',
      headers: m.headers,
      payload: { newPassword: PAY_PW, confirmPassword: PAY_PW },
    });
    const wrong = await h.app.inject({
      method: 'DELETE',
      url: `/wps/member/bank-accounts/${id}`,
      headers: m.headers,
      payload: { paymentPassword: '000000' },
    });
    expect(wrong.json().code).toBe('payment_password_wrong');
    const ok = await h.app.inject({
      method: 'DELETE',
      url: `/wps/member/bank-accounts/${id}`,
      headers: m.headers,
      payload: { paymentPassword: PAY_PW },
    });
    expect(ok.statusCode).toBe(200);
    expect((await bind(m, { bankCode: 'VCB', accountNumber: number, payeeName: 'NGUYEN VAN AN' })).statusCode).toBe(
      200,
    );
  });

  it('refuses trial accounts', async () => {
    const trial = await makeMember(h, { type: 4 });
    const res = await h.app.inject({ url: '/wps/member/bank-accounts', headers: trial.headers });
    expect(res.json().code).toBe('need_true_account');
  });
});

describe('payment password', () => {
  const set = (m: TestMember, payload: Record<string, unknown>) =>
    h.app.inject({ method: 'POST', url: '/wps/member/payment-password', headers: m.headers, payload });

  it('is set once, changed only with the old one, and must be 6 digits', async () => {
    const m = await makeMember(h);
    expect((await h.app.inject({ url: '/wps/member/payment-password', headers: m.headers })).json().value.set).toBe(
      false,
    );
    expect((await set(m, { newPassword: '12345', confirmPassword: '12345' })).json().code).toBe(
      'payment_password_invalid',
    );
    expect((await set(m, { newPassword: '123456', confirmPassword: '123457' })).json().code).toBe(
      'payment_password_invalid',
    );
    expect((await set(m, { newPassword: '123456', confirmPassword: '123456' })).json().value.set).toBe(true);
    expect((await set(m, { newPassword: '654321', confirmPassword: '654321' })).json().code).toBe(
      'payment_password_already_set',
    );
    expect(
      (await set(m, { oldPassword: '111111', newPassword: '654321', confirmPassword: '654321' })).json().code,
    ).toBe('payment_password_wrong');
    expect((await set(m, { oldPassword: '123456', newPassword: '654321', confirmPassword: '654321' })).statusCode).toBe(
      200,
    );
  });

  it('locks after the allowed number of wrong attempts, then opens again after the lock', async () => {
    const m = await makeMember(h);
    await set(m, { newPassword: '123456', confirmPassword: '123456' });
    const attempt = (old: string) => set(m, { oldPassword: old, newPassword: '222222', confirmPassword: '222222' });
    const codes = [];
    for (let i = 0; i < 5; i++) codes.push((await attempt('999999')).json().code);
    expect(codes).toEqual([
      'payment_password_wrong',
      'payment_password_wrong',
      'payment_password_wrong',
      'payment_password_wrong',
      'payment_password_locked',
    ]);
    // Even the right password is refused while locked.
    expect((await attempt('123456')).json().code).toBe('payment_password_locked');
    h.clock.advance(31 * 60_000);
    expect((await attempt('123456')).statusCode).toBe(200);
  });
});
