import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { buildServices } from '../index.js';
import {
  type CashoutHarness,
  cash,
  cashoutApp,
  expectLedgerClean,
  makeMember,
  newKey,
  operator,
  PAY_PW,
  setSetting,
  withdrawer,
} from './test/cashout.fixtures.js';
import { createTurnoverService } from './turnover.service.js';
import { withdrawalKey } from './withdrawals.service.js';

let h: CashoutHarness;
beforeAll(async () => {
  h = await cashoutApp();
  // The VIP daily limits have their own tests below; elsewhere in this file no level limits the day.
  await noDailyLimits();
});
afterEach(async () => {
  await expectLedgerClean(h);
});

async function noDailyLimits() {
  await h.db`UPDATE vip_levels SET withdraw_daily_count = 0, withdraw_daily_amount = 0`;
}

type W = Awaited<ReturnType<typeof withdrawer>>;
const request = (m: W, amount: number, key = newKey(), extra: Record<string, unknown> = {}) =>
  h.app.inject({
    method: 'POST',
    url: '/wps/withdrawals',
    headers: m.headers,
    payload: { bankAccountId: m.bankAccountId, amount, paymentPassword: PAY_PW, idempotencyKey: key, ...extra },
  });
const op = (path: string, payload?: Record<string, unknown>) =>
  h.app.inject({ method: 'POST', url: `/wps/operator/withdrawals/${path}`, headers: operator, payload: payload ?? {} });
const mine = async (m: W) =>
  (await h.app.inject({ url: '/wps/withdrawals', headers: m.headers })).json().value.items as {
    id: number;
    status: string;
    confirmedBy: string | null;
    rejectReason: string | null;
  }[];

/** A PNG/JPEG by content: the signature bytes are what file-type reads. */
const PNG = Buffer.concat([
  Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
  Buffer.from('0000000100000001080600000031', 'hex'),
  Buffer.alloc(64),
]);
function multipart(parts: { name: string; filename?: string; type?: string; data: Buffer | string }[]) {
  const boundary = `----b${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disp = p.filename
      ? `form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: ${p.type ?? 'application/octet-stream'}`
      : `form-data; name="${p.name}"`;
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: ${disp}\r\n\r\n`),
      Buffer.from(p.data),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const notReceived = (m: W, id: number, parts: Parameters<typeof multipart>[0]) => {
  const body = multipart(parts);
  return h.app.inject({
    method: 'POST',
    url: `/wps/withdrawals/${id}/not-received`,
    headers: { ...m.headers, ...body.headers },
    payload: body.payload,
  });
};

describe('withdrawal request', () => {
  it('holds the amount as a pending transfer; approve pays it out; the member confirms receipt', async () => {
    const m = await withdrawer(h, 100_000_000);
    const res = await request(m, 30_000_000);
    expect(res.statusCode).toBe(200);
    const w = res.json().value;
    expect(w).toMatchObject({ status: 'pending', amount: 30_000_000, payeeName: 'NGUYEN VAN AN' });
    expect(await cash(h, m.id)).toEqual({ posted: 100_000_000, available: 70_000_000, held: 30_000_000 });
    const balance = (await h.app.inject({ url: '/wps/v2/wallets/balance', headers: m.headers })).json().value;
    expect([balance.main, balance.held]).toEqual([70_000_000, 30_000_000]);

    const approved = await op(`${w.id}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().value).toMatchObject({ status: 'approved', decidedBy: 'operator:7:op7' });
    expect(await cash(h, m.id)).toEqual({ posted: 70_000_000, available: 70_000_000, held: 0 });
    const [row] = await mine(m);
    expect(row).toMatchObject({ status: 'approved' });

    const confirmed = await h.app.inject({
      method: 'POST',
      url: `/wps/withdrawals/${w.id}/received`,
      headers: m.headers,
    });
    expect(confirmed.json().value).toMatchObject({ status: 'received', confirmedBy: 'member' });
    const audit = await h.db<
      { action: string }[]
    >`SELECT action FROM audit_log WHERE subject = ${`withdrawal:${w.id}`} ORDER BY id`;
    expect(audit.map((a) => a.action)).toEqual(['withdrawal.request', 'withdrawal.approve', 'withdrawal.received']);
  });

  it('reject releases the hold and shows the reason to the member', async () => {
    const m = await withdrawer(h, 50_000_000);
    const w = (await request(m, 20_000_000)).json().value;
    const rejected = await op(`${w.id}/reject`, { reason: 'Tên người nhận không khớp' });
    expect(rejected.json().value).toMatchObject({ status: 'rejected' });
    expect(await cash(h, m.id)).toEqual({ posted: 50_000_000, available: 50_000_000, held: 0 });
    expect((await mine(m))[0]).toMatchObject({ status: 'rejected', rejectReason: 'Tên người nhận không khớp' });
    // Decided once: a later approve is refused and moves nothing.
    const late = await op(`${w.id}/approve`);
    expect([late.statusCode, late.json().code]).toEqual([409, 'withdrawal_not_pending']);
    expect(await cash(h, m.id)).toEqual({ posted: 50_000_000, available: 50_000_000, held: 0 });
  });

  it('an approve and a reject racing: exactly one wins', async () => {
    const m = await withdrawer(h, 50_000_000);
    const w = (await request(m, 20_000_000)).json().value;
    const [a, r] = await Promise.all([op(`${w.id}/approve`), op(`${w.id}/reject`, { reason: 'race test' })]);
    expect([a.statusCode, r.statusCode].sort()).toEqual([200, 409]);
    const final = (await mine(m))[0]!.status;
    expect(await cash(h, m.id)).toEqual(
      final === 'approved'
        ? { posted: 30_000_000, available: 30_000_000, held: 0 }
        : { posted: 50_000_000, available: 50_000_000, held: 0 },
    );
  });

  it('checks amount limits, the payment password, the bank account and trial accounts', async () => {
    const m = await withdrawer(h, 50_000_000);
    expect((await request(m, 9_999_999)).json().code).toBe('withdrawal_amount_out_of_range');
    expect((await request(m, 20_000_000, newKey(), { paymentPassword: '000000' })).json().code).toBe(
      'payment_password_wrong',
    );
    expect((await request(m, 20_000_000, newKey(), { bankAccountId: 999_999 })).json().code).toBe(
      'bank_account_not_found',
    );
    const other = await withdrawer(h, 0);
    expect((await request(m, 20_000_000, newKey(), { bankAccountId: other.bankAccountId })).json().code).toBe(
      'bank_account_not_found',
    );
    const trial = await makeMember(h, { type: 4 });
    const res = await h.app.inject({
      method: 'POST',
      url: '/wps/withdrawals',
      headers: trial.headers,
      payload: { bankAccountId: 1, amount: 20_000_000, paymentPassword: PAY_PW, idempotencyKey: newKey() },
    });
    expect([res.statusCode, res.json().code]).toEqual([403, 'need_true_account']);
    expect(await cash(h, m.id)).toMatchObject({ held: 0 });
  });

  it('refuses more than the balance allows and more waiting requests than the limit', async () => {
    const m = await withdrawer(h, 100_000_000);
    expect((await request(m, 150_000_000)).json().code).toBe('insufficient_funds');
    for (let i = 0; i < 3; i++) expect((await request(m, 10_000_000)).statusCode).toBe(200);
    const fourth = await request(m, 10_000_000);
    expect([fourth.statusCode, fourth.json().code]).toEqual([422, 'withdrawal_pending_limit']);
  });

  it('shows and enforces the turnover still required', async () => {
    const m = await withdrawer(h, 100_000_000);
    // Deposits and bets (other modules) drive the figure through these two functions.
    const turnover = createTurnoverService({ db: h.db, clock: h.clock });
    await turnover.addTurnoverRequirement(m.id, 40_000_000, `deposit:test:${m.id}`);
    await turnover.addTurnoverRequirement(m.id, 40_000_000, `deposit:test:${m.id}`); // replay: no change
    const info = (await h.app.inject({ url: '/wps/withdrawals/info', headers: m.headers })).json().value;
    expect(info).toMatchObject({ turnoverRequired: 40_000_000, available: 100_000_000, paymentPasswordSet: true });
    const refused = await request(m, 20_000_000);
    expect([refused.statusCode, refused.json().code, refused.json().details]).toEqual([
      422,
      'withdrawal_turnover_required',
      { required: 40_000_000 },
    ]);
    expect(await turnover.recordTurnover(m.id, 25_000_000, `bet:a:${m.id}`)).toBe(15_000_000);
    expect(await turnover.recordTurnover(m.id, 25_000_000, `bet:b:${m.id}`)).toBe(0);
    expect((await request(m, 20_000_000)).statusCode).toBe(200);
  });

  it('is refused during maintenance (503)', async () => {
    const m = await withdrawer(h, 50_000_000);
    await setSetting(h, 'maintenance', { enabled: true, title: 'Bảo trì', info: '', startTime: null, endTime: null });
    try {
      const res = await request(m, 20_000_000);
      expect([res.statusCode, res.json().code]).toEqual([503, 'maintenance']);
    } finally {
      await setSetting(h, 'maintenance', { enabled: false, title: 'x', info: '', startTime: null, endTime: null });
    }
  });
});

describe('races and replays', () => {
  it('parallel withdrawals against one balance: only what the balance allows is held', async () => {
    const m = await withdrawer(h, 50_000_000);
    await setSetting(h, 'withdrawal', {
      enabled: true,
      min: 1_000_000,
      max: 50_000_000_000,
      maxPending: 20,
      maxBankAccounts: 3,
      autoReceiptMinutes: 30,
      paymentPasswordAttempts: 5,
      paymentPasswordLockMinutes: 30,
    });
    try {
      const results = await Promise.all(Array.from({ length: 8 }, () => request(m, 15_000_000)));
      const ok = results.filter((r) => r.statusCode === 200);
      expect(ok).toHaveLength(3);
      expect(results.filter((r) => r.statusCode !== 200).map((r) => r.json().code)).toEqual(
        Array(5).fill('insufficient_funds'),
      );
      expect(await cash(h, m.id)).toEqual({ posted: 50_000_000, available: 5_000_000, held: 45_000_000 });
    } finally {
      await h.db`DELETE FROM settings WHERE key = 'withdrawal'`;
    }
  });

  it('the same key in sequence and in parallel: one withdrawal, one hold, the same answer', async () => {
    const m = await withdrawer(h, 50_000_000);
    const key = newKey();
    const first = (await request(m, 20_000_000, key)).json().value;
    const again = await Promise.all(Array.from({ length: 5 }, () => request(m, 20_000_000, key)));
    for (const r of again) expect(r.json().value).toEqual(first);
    const fresh = newKey();
    const parallel = await Promise.all(Array.from({ length: 5 }, () => request(m, 10_000_000, fresh)));
    const ids = new Set(parallel.map((r) => r.json().value.id));
    expect(ids.size).toBe(1);
    expect(await cash(h, m.id)).toEqual({ posted: 50_000_000, available: 20_000_000, held: 30_000_000 });
    const conflict = await request(m, 21_000_000, key);
    expect([conflict.statusCode, conflict.json().code]).toEqual([409, 'idempotency_conflict']);
  });

  it('a row left in holding by a crash is finished once by reconcile', async () => {
    const m = await withdrawer(h, 50_000_000);
    // Simulate the crash window: the row exists, the ledger hold does not.
    const [row] = await h.db<{ id: number }[]>`
      INSERT INTO withdrawals (member_id, request_key, bank_account_id, bank_code, account_number, payee_name, amount,
        status, created_at, updated_at)
      VALUES (${m.id}, 'crashed-key-1', ${m.bankAccountId}, 'VCB', '1234567890', 'NGUYEN VAN AN', 10000000, 'holding',
        ${h.clock.now()}, ${h.clock.now()}) RETURNING id`;
    h.clock.advance(2 * 60_000);
    const replay = await request(m, 10_000_000, 'crashed-key-1');
    expect(replay.json().value).toMatchObject({ id: row!.id, status: 'pending' });
    expect(await h.ledger.transferByKey(withdrawalKey(row!.id, 'hold'))).toMatchObject({ status: 'pending' });
    expect(await cash(h, m.id)).toMatchObject({ held: 10_000_000 });
  });
});

describe('confirmation after approval', () => {
  async function approvedWithdrawal(amount = 20_000_000) {
    const m = await withdrawer(h, 50_000_000);
    const w = (await request(m, amount)).json().value;
    expect((await op(`${w.id}/approve`)).statusCode).toBe(200);
    return { m, id: w.id as number };
  }

  it('not received: needs proof images checked by content; the operator may refund', async () => {
    const { m, id } = await approvedWithdrawal();
    const none = await notReceived(m, id, [{ name: 'note', data: 'chưa nhận được' }]);
    expect(none.json().code).toBe('withdrawal_proof_required');
    const fake = await notReceived(m, id, [
      { name: 'note', data: 'x' },
      { name: 'images', filename: 'proof.png', type: 'image/png', data: Buffer.from('GIF89a not a png at all') },
    ]);
    expect([fake.statusCode, fake.json().code]).toEqual([415, 'unsupported_media_type']);
    const tooMany = await notReceived(
      m,
      id,
      Array.from({ length: 4 }, (_, i) => ({ name: 'images', filename: `p${i}.png`, type: 'image/png', data: PNG })),
    );
    expect(tooMany.statusCode).toBe(400);
    const big = await notReceived(m, id, [
      {
        name: 'images',
        filename: 'big.png',
        type: 'image/png',
        data: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]),
      },
    ]);
    expect([big.statusCode, big.json().code]).toEqual([413, 'payload_too_large']);
    expect((await mine(m))[0]!.status).toBe('approved');

    const ok = await notReceived(m, id, [
      { name: 'note', data: 'Chưa nhận được tiền' },
      { name: 'images', filename: 'a.png', type: 'image/png', data: PNG },
      { name: 'images', filename: 'b.bin', data: PNG },
    ]);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().value.status).toBe('not_received');
    const listed = (
      await h.app.inject({ url: '/wps/operator/withdrawals?status=not_received', headers: operator })
    ).json().value.items;
    expect(listed.find((x: { id: number }) => x.id === id)).toMatchObject({
      proofCount: 2,
      disputeNote: 'Chưa nhận được tiền',
    });

    const before = await cash(h, m.id);
    const refund = await op(`${id}/dispute`, { outcome: 'refund', note: 'Ngân hàng trả lại' });
    expect(refund.json().value.status).toBe('refunded');
    expect((await cash(h, m.id)).posted).toBe(before.posted + 20_000_000);
    const twice = await op(`${id}/dispute`, { outcome: 'refund', note: 'again' });
    expect(twice.json().code).toBe('withdrawal_not_disputed');
    expect((await cash(h, m.id)).posted).toBe(before.posted + 20_000_000);
  });

  it('unconfirmed after the configured minutes counts as received and cannot be disputed or refunded', async () => {
    const { m, id } = await approvedWithdrawal();
    const [pending] = await mine(m);
    expect(pending!.status).toBe('approved');
    h.clock.advance(29 * 60_000);
    expect((await mine(m))[0]!.status).toBe('approved');
    h.clock.advance(60_000);
    const [auto] = await mine(m);
    expect(auto).toMatchObject({ status: 'received', confirmedBy: 'auto' });
    const late = await notReceived(m, id, [{ name: 'images', filename: 'a.png', type: 'image/png', data: PNG }]);
    expect([late.statusCode, late.json().code]).toEqual([422, 'withdrawal_confirmation_closed']);
    const posted = (await cash(h, m.id)).posted;
    expect((await op(`${id}/dispute`, { outcome: 'refund', note: 'try' })).json().code).toBe('withdrawal_not_disputed');
    expect((await cash(h, m.id)).posted).toBe(posted);
  });

  it('the periodic pass confirms overdue withdrawals of everyone and finishes crash leftovers', async () => {
    const { cashout } = buildServices({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
      db: h.db,
      clock: h.clock,
    });
    const { m, id } = await approvedWithdrawal();
    const [row] = await h.db<{ id: number }[]>`
      INSERT INTO withdrawals (member_id, request_key, bank_account_id, bank_code, account_number, payee_name, amount,
        status, created_at, updated_at)
      VALUES (${m.id}, 'crashed-key-2', ${m.bankAccountId}, 'VCB', '1234567890', 'NGUYEN VAN AN', 5000000, 'holding',
        ${h.clock.now()}, ${h.clock.now()}) RETURNING id`;
    h.clock.advance(31 * 60_000);
    expect(await cashout.withdrawals.autoConfirmDue(h.clock.now())).toBeGreaterThanOrEqual(1);
    expect(await cashout.withdrawals.reconcileHolding()).toBeGreaterThanOrEqual(1);
    const [w] = await h.db<{ status: string; confirmed_by: string | null }[]>`
      SELECT status, confirmed_by FROM withdrawals WHERE id = ${id}`;
    expect(w).toEqual({ status: 'received', confirmed_by: 'auto' });
    const [left] = await h.db<{ status: string }[]>`SELECT status FROM withdrawals WHERE id = ${row!.id}`;
    expect(left!.status).toBe('pending');
    expect(await cash(h, m.id)).toMatchObject({ held: 5_000_000 });
  });

  it('all received confirms every approved withdrawal of the member', async () => {
    const m = await withdrawer(h, 80_000_000);
    for (let i = 0; i < 2; i++) {
      const w = (await request(m, 20_000_000)).json().value;
      await op(`${w.id}/approve`);
    }
    const all = await h.app.inject({ method: 'POST', url: '/wps/withdrawals/received', headers: m.headers });
    expect(all.json().value).toEqual({ confirmed: 2 });
    expect((await mine(m)).map((w) => w.confirmedBy)).toEqual(['member', 'member']);
  });

  it('operators only: a member token cannot approve', async () => {
    const { m } = await approvedWithdrawal();
    const res = await h.app.inject({ method: 'POST', url: '/wps/operator/withdrawals/1/approve', headers: m.headers });
    expect(res.statusCode).toBe(403);
  });
});

describe('VIP daily withdrawal limits', () => {
  const limits = (rank: number, count: number, amount: number) =>
    h.db`UPDATE vip_levels SET withdraw_daily_count = ${count}, withdraw_daily_amount = ${amount} WHERE rank = ${rank}`;
  const rows = async (m: W) =>
    (await h.db<{ n: number }[]>`SELECT count(*)::int AS n FROM withdrawals WHERE member_id = ${m.id}`)[0]!.n;
  const manyPending = () =>
    setSetting(h, 'withdrawal', {
      enabled: true,
      min: 1_000_000,
      max: 50_000_000_000,
      maxPending: 20,
      maxBankAccounts: 3,
      autoReceiptMinutes: 30,
      paymentPasswordAttempts: 5,
      paymentPasswordLockMinutes: 30,
    });
  afterEach(async () => {
    await noDailyLimits();
    await h.db`DELETE FROM settings WHERE key = 'withdrawal'`;
  });

  it("refuses past the level's count for the local day, changing nothing; an upgrade applies the new level's limit", async () => {
    await manyPending();
    await limits(0, 2, 0);
    await limits(1, 3, 0);
    const m = await withdrawer(h, 100_000_000);
    for (let i = 0; i < 2; i++) expect((await request(m, 10_000_000)).statusCode).toBe(200);
    const third = await request(m, 10_000_000);
    expect([third.statusCode, third.json().code, third.json().details]).toEqual([
      422,
      'withdrawal_daily_count_limit',
      { max: 2, used: 2 },
    ]);
    expect(await rows(m)).toBe(2);
    expect(await cash(h, m.id)).toEqual({ posted: 100_000_000, available: 80_000_000, held: 20_000_000 });
    // Reaching VIP 1 (rank 1: 3 a day) opens one more today.
    await h.db`INSERT INTO vip_members (member_id, rank, reached_at, evaluated_at)
               VALUES (${m.id}, 1, ${h.clock.now()}, ${h.clock.now()})`;
    expect((await request(m, 10_000_000)).statusCode).toBe(200);
    expect((await request(m, 10_000_000)).json()).toMatchObject({
      code: 'withdrawal_daily_count_limit',
      details: { max: 3, used: 3 },
    });
    expect(await rows(m)).toBe(3);
    // Days are the site's (Asia/Ho_Chi_Minh, UTC+7): 23:59 local is still today, local midnight starts afresh.
    h.clock.set('2026-11-22T16:59:00Z');
    expect((await request(m, 10_000_000)).json().code).toBe('withdrawal_daily_count_limit');
    h.clock.set('2026-11-22T17:00:00Z');
    expect((await request(m, 10_000_000)).statusCode).toBe(200);
  });

  it("refuses an amount past the level's daily amount; a rejected withdrawal uses none of it", async () => {
    await manyPending();
    await limits(0, 0, 50_000_000);
    const m = await withdrawer(h, 100_000_000);
    const first = await request(m, 30_000_000);
    expect(first.statusCode).toBe(200);
    const over = await request(m, 25_000_000);
    expect([over.statusCode, over.json().code, over.json().details]).toEqual([
      422,
      'withdrawal_daily_amount_limit',
      { max: 50_000_000, used: 30_000_000, remaining: 20_000_000 },
    ]);
    expect(await cash(h, m.id)).toEqual({ posted: 100_000_000, available: 70_000_000, held: 30_000_000 });
    expect((await op(`${first.json().value.id}/reject`, { reason: 'bank details' })).statusCode).toBe(200);
    expect((await request(m, 50_000_000)).statusCode).toBe(200);
  });

  it('parallel requests at the last slot of the day: exactly one passes', async () => {
    await manyPending();
    await limits(0, 3, 0);
    const m = await withdrawer(h, 100_000_000);
    for (let i = 0; i < 2; i++) expect((await request(m, 10_000_000)).statusCode).toBe(200);
    const results = await Promise.all(Array.from({ length: 6 }, () => request(m, 10_000_000)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode !== 200).map((r) => r.json().code)).toEqual(
      Array(5).fill('withdrawal_daily_count_limit'),
    );
    expect(await rows(m)).toBe(3);
    expect(await cash(h, m.id)).toEqual({ posted: 100_000_000, available: 70_000_000, held: 30_000_000 });
  });
});
