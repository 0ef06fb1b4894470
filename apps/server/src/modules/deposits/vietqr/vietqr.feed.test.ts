import { randomBytes } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { decodeVietQrPayload } from '../../payments/index.js';
import {
  asOperator,
  cash,
  checkLedgerAfterEach,
  type DepositsHarness,
  depositsApp,
  memberWithSession,
  reloginOperator,
  SANDBOX_SECRET,
  type TestMember,
} from '../test/deposits.fixtures.js';
import { type PushedLine, signedPush } from './bank-feed.js';
import { expireStaleVietQr } from './vietqr.expiry.js';
import { seedVietQr } from './vietqr.seed.js';
import { bankMangledMessage } from './vietqr.service.js';

const FEED_SECRET = 'test-bank-feed-secret-0123456789';

let h: DepositsHarness;
beforeAll(async () => {
  h = await depositsApp({ BANK_FEED_SECRET: FEED_SECRET });
  await seedVietQr(h.db, h.clock);
});
beforeEach(() => reloginOperator(h));
checkLedgerAfterEach(() => h);

const requestVietQr = (m: TestMember, amount: number, methodCode = 'vietqr') =>
  h.app.inject({
    method: 'POST',
    url: '/wps/deposits/bank-transfer',
    headers: m.auth,
    payload: { methodCode, amount, idempotencyKey: `vq-${randomBytes(8).toString('hex')}` },
  });

async function newDeposit(m: TestMember, amount = 20_000_000) {
  const res = await requestVietQr(m, amount);
  expect(res.statusCode).toBe(200);
  return res.json().value as { id: number; referenceCode: string; amount: number };
}

let txn = 0;
const line = (amountVnd: number, message: string, bankTxnId = `FT${Date.now()}${txn++}`): PushedLine => ({
  bankTxnId,
  amount: amountVnd,
  message,
  bookedAt: h.clock.now().toISOString(),
  accountNumber: '0071000654321',
});

/** Pushes lines to a feed signed with `secret` (the generic feed's by default). */
function push(lines: PushedLine[], opts: { feed?: string; secret?: string; at?: Date } = {}) {
  const { body, headers } = signedPush(opts.secret ?? FEED_SECRET, opts.at ?? h.clock.now(), lines);
  return h.app.inject({
    method: 'POST',
    url: `/wps/bank-feeds/${opts.feed ?? 'generic'}/lines`,
    headers,
    payload: body,
  });
}

const depositRow = async (id: number) =>
  (
    await h.db<{ status: string; credited: number; flag: string | null; paid_amount: number | null }[]>`
    SELECT status, credited, flag, paid_amount FROM deposits WHERE id = ${id}`
  )[0]!;
const lineCount = async () => Number((await h.db<{ n: string }[]>`SELECT count(*) AS n FROM bank_feed_lines`)[0]!.n);

describe('VietQR deposit', () => {
  it('offers the receiving account, the reference and a QR whose payload decodes with a valid CRC', async () => {
    const m = await memberWithSession(h);
    const methods = (await h.app.inject({ url: '/wps/deposits/methods', headers: m.auth })).json().value.methods;
    expect(methods.find((x: { code: string }) => x.code === 'vietqr')).toMatchObject({
      name: 'Chuyển khoản VietQR',
      bank: { bin: '970436', accountNumber: '0071000654321' },
    });
    const d = await newDeposit(m, 25_000_000);
    const res = await h.app.inject({ url: `/wps/deposits/${d.id}/vietqr`, headers: m.auth });
    expect(res.statusCode).toBe(200);
    const qr = res.json().value;
    expect(qr).toMatchObject({ depositId: d.id, referenceCode: d.referenceCode, amount: 25_000_000, demoPay: true });
    expect(decodeVietQrPayload(qr.payload)).toMatchObject({
      initiation: '12',
      guid: 'A000000727',
      bin: '970436',
      accountNumber: '0071000654321',
      service: 'QRIBFTTA',
      currency: '704',
      amountVnd: 250_000,
      country: 'VN',
      message: d.referenceCode,
      crcValid: true,
    });
    expect(qr.qrImage).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qr.qrImage.split(',')[1], 'base64').toString()).toContain('<svg');
  });

  it("another member's deposit or a plain bank transfer has no QR for the caller", async () => {
    const a = await memberWithSession(h);
    const b = await memberWithSession(h);
    const d = await newDeposit(a);
    expect((await h.app.inject({ url: `/wps/deposits/${d.id}/vietqr`, headers: b.auth })).json().code).toBe(
      'deposit_not_found',
    );
    const plain = await requestVietQr(a, 10_000_000, 'bank');
    const res = await h.app.inject({ url: `/wps/deposits/${plain.json().value.id}/vietqr`, headers: a.auth });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('deposit_not_vietqr');
  });

  it('refuses an amount outside the range, a fraction of a đồng, and an unknown method', async () => {
    const m = await memberWithSession(h);
    const low = await requestVietQr(m, 100);
    expect(low.json().code).toBe('deposit_amount_out_of_range');
    const fraction = await requestVietQr(m, 20_000_050);
    expect(fraction.statusCode).toBe(422);
    expect(fraction.json().code).toBe('deposit_amount_not_whole');
    expect((await requestVietQr(m, 20_000_000, 'nope')).json().code).toBe('deposit_method_unavailable');
    expect(Number((await h.db`SELECT count(*) AS n FROM deposits WHERE member_id = ${m.id}`)[0]!.n)).toBe(0);
  });
});

describe('bank statement feed', () => {
  it('a line with the reference (as a bank mangles it) credits that deposit once; a replay credits nothing', async () => {
    const m = await memberWithSession(h);
    const other = await newDeposit(await memberWithSession(h));
    const d = await newDeposit(m, 20_000_000);
    const before = await cash(h, m.id);
    const l = line(200_000, bankMangledMessage(d.referenceCode));
    const first = await push([l]);
    expect(first.statusCode).toBe(200);
    expect(first.json().value.outcomes).toEqual([{ bankTxnId: l.bankTxnId, outcome: 'credited' }]);
    expect(await cash(h, m.id)).toBe(before + 20_000_000);
    expect(await depositRow(d.id)).toMatchObject({ status: 'succeeded', credited: 20_000_000 });
    // The same transaction again, alone and in parallel, signed afresh each time.
    const again = await Promise.all([push([l]), push([l]), push([l])]);
    for (const r of again) expect(r.json().value.outcomes[0].outcome).toBe('duplicate');
    expect(await cash(h, m.id)).toBe(before + 20_000_000);
    expect(await depositRow(other.id)).toMatchObject({ status: 'pending', credited: 0 });
    const [kept] = await h.db<{ status: string; deposit_id: number }[]>`
      SELECT status, deposit_id FROM bank_feed_lines WHERE bank_txn_id = ${l.bankTxnId}`;
    expect(kept).toMatchObject({ status: 'matched', deposit_id: d.id });
  });

  it('parallel first deliveries of one line credit once', async () => {
    const m = await memberWithSession(h);
    const d = await newDeposit(m, 30_000_000);
    const before = await cash(h, m.id);
    const l = line(300_000, `nap tien ${d.referenceCode.toLowerCase()}`);
    const outcomes = (await Promise.all([push([l]), push([l]), push([l]), push([l])])).map(
      (r) => r.json().value.outcomes[0].outcome,
    );
    expect(outcomes.sort()).toEqual(['credited', 'duplicate', 'duplicate', 'duplicate']);
    expect(await cash(h, m.id)).toBe(before + 30_000_000);
  });

  it('a different amount under the reference goes to review, nothing credited', async () => {
    const m = await memberWithSession(h);
    const d = await newDeposit(m, 20_000_000);
    const before = await cash(h, m.id);
    const res = await push([line(150_000, d.referenceCode)]);
    expect(res.json().value.outcomes[0].outcome).toBe('amount_mismatch');
    expect(await depositRow(d.id)).toMatchObject({
      status: 'review',
      flag: 'amount_mismatch',
      paid_amount: 15_000_000,
    });
    expect(await cash(h, m.id)).toBe(before);
  });

  it('a second transfer for a paid deposit and a line without reference wait for the operator', async () => {
    const m = await memberWithSession(h);
    const d = await newDeposit(m, 20_000_000);
    await push([line(200_000, d.referenceCode)]);
    const second = line(200_000, d.referenceCode);
    const stray = line(500_000, 'chuyen tien');
    const res = await push([second, stray]);
    expect(res.json().value.outcomes.map((o: { outcome: string }) => o.outcome)).toEqual([
      'deposit_finished',
      'no_reference',
    ]);
    const queue = await h.app.inject({ url: '/wps/operator/bank-feed/lines?status=unmatched', headers: asOperator(h) });
    const ids = queue.json().value.items.map((x: { bankTxnId: string }) => x.bankTxnId);
    expect(ids).toEqual(expect.arrayContaining([second.bankTxnId, stray.bankTxnId]));
  });
});

describe('VietQR fee', () => {
  it("credits what arrived less the operator's fee (setting paymentProviders.vietqr), shown beforehand", async () => {
    await h.db`INSERT INTO settings (key, value, updated_at)
      VALUES ('paymentProviders', ${h.db.json({ vietqr: { feePercent: 1.5 } })}, ${h.clock.now()})
      ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`;
    try {
      const m = await memberWithSession(h);
      const d = await newDeposit(m, 20_000_000);
      const qr = (await h.app.inject({ url: `/wps/deposits/${d.id}/vietqr`, headers: m.auth })).json().value;
      expect(qr).toMatchObject({ amount: 20_000_000, expectedCredit: 19_700_000 });
      const before = await cash(h, m.id);
      expect((await push([line(200_000, d.referenceCode)])).json().value.outcomes[0].outcome).toBe('credited');
      expect(await cash(h, m.id)).toBe(before + 19_700_000);
      expect(await depositRow(d.id)).toMatchObject({
        status: 'succeeded',
        credited: 19_700_000,
        paid_amount: 20_000_000,
      });
    } finally {
      await h.db`DELETE FROM settings WHERE key = 'paymentProviders'`;
    }
  });
});

describe('operator queue', () => {
  const queued = async (bankTxnId: string) =>
    (await h.db<{ id: number }[]>`SELECT id FROM bank_feed_lines WHERE bank_txn_id = ${bankTxnId}`)[0]!.id;
  const assign = (id: number, body: Record<string, unknown>) =>
    h.app.inject({
      method: 'POST',
      url: `/wps/operator/bank-feed/lines/${id}/assign`,
      headers: asOperator(h),
      payload: body,
    });

  it('assigns an unmatched line to a member: credited once, audited; a second assign is refused', async () => {
    const m = await memberWithSession(h);
    const before = await cash(h, m.id);
    const stray = line(400_000, 'ck cho tai khoan d123');
    await push([stray]);
    const id = await queued(stray.bankTxnId);
    const res = await assign(id, { memberId: m.id, note: 'member sent the transfer slip' });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({ status: 'assigned', amount: 40_000_000 });
    expect(res.json().value.resolvedBy).toMatch(/^operator:/);
    expect(await cash(h, m.id)).toBe(before + 40_000_000);
    const again = await assign(id, { memberId: m.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('bank_feed_line_resolved');
    expect(await cash(h, m.id)).toBe(before + 40_000_000);
    const [audit] = await h.db<{ actor: string; after: { credited: number } }[]>`
      SELECT actor, after FROM audit_log WHERE action = 'bank_feed.assign' AND subject = ${`bank_feed_line:${id}`}`;
    expect(audit!.actor).toMatch(/^operator:/);
    expect(audit!.after.credited).toBe(40_000_000);
  });

  it('assigns an unmatched line to a pending deposit with what arrived', async () => {
    const m = await memberWithSession(h);
    const d = await newDeposit(m, 20_000_000);
    const before = await cash(h, m.id);
    const typo = line(200_000, 'nap tien khong ma');
    await push([typo]);
    const res = await assign(await queued(typo.bankTxnId), { depositId: d.id });
    expect(res.json().value).toMatchObject({ status: 'assigned', depositId: d.id });
    expect(await depositRow(d.id)).toMatchObject({ status: 'succeeded', credited: 20_000_000 });
    expect(await cash(h, m.id)).toBe(before + 20_000_000);
  });

  it('dismisses a line with a note; a line is not assignable to both or neither', async () => {
    const stray = line(100_000, 'tra lai');
    await push([stray]);
    const id = await queued(stray.bankTxnId);
    expect((await assign(id, {})).statusCode).toBe(400);
    const res = await h.app.inject({
      method: 'POST',
      url: `/wps/operator/bank-feed/lines/${id}/dismiss`,
      headers: asOperator(h),
      payload: { note: 'returned to the sender' },
    });
    expect(res.json().value).toMatchObject({ status: 'dismissed', note: 'returned to the sender' });
  });

  it('members cannot reach the queue', async () => {
    const m = await memberWithSession(h);
    const res = await h.app.inject({ url: '/wps/operator/bank-feed/lines', headers: m.auth });
    expect(res.statusCode).toBe(403);
  });
});

describe('forged feed calls', () => {
  it('a wrong secret, a changed body, an old signature or none: 401, nothing kept, nothing credited', async () => {
    const m = await memberWithSession(h);
    const d = await newDeposit(m);
    const before = await cash(h, m.id);
    const count = await lineCount();
    const l = line(200_000, d.referenceCode);
    const wrongSecret = await push([l], { secret: 'not-the-feed-secret-at-all-000' });
    const old = await push([l], { at: new Date(h.clock.now().getTime() - 10 * 60_000) });
    const signed = signedPush(FEED_SECRET, h.clock.now(), [l]);
    const tampered = await h.app.inject({
      method: 'POST',
      url: '/wps/bank-feeds/generic/lines',
      headers: signed.headers,
      payload: signed.body.replace('200000', '900000'),
    });
    const unsigned = await h.app.inject({
      method: 'POST',
      url: '/wps/bank-feeds/generic/lines',
      headers: { 'content-type': 'application/json' },
      payload: signed.body,
    });
    // The sandbox feed's secret does not open the generic feed, nor the reverse.
    const crossed = await push([l], { secret: SANDBOX_SECRET });
    for (const r of [wrongSecret, old, tampered, unsigned, crossed]) {
      expect(r.statusCode).toBe(401);
      expect(r.json().code).toBe('payment_signature_invalid');
    }
    expect(await lineCount()).toBe(count);
    expect(await cash(h, m.id)).toBe(before);
    expect(await depositRow(d.id)).toMatchObject({ status: 'pending' });
  });

  it('an unknown feed: 404', async () => {
    const res = await push([line(1, 'x')], { feed: 'nosuchbank' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('bank_feed_unknown');
  });
});

describe('sandbox bank (demo)', () => {
  it('the member "pays" from the demo bank: the signed sandbox feed credits the deposit', async () => {
    const m = await memberWithSession(h);
    const d = await newDeposit(m, 20_000_000);
    const before = await cash(h, m.id);
    const res = await h.app.inject({ method: 'POST', url: `/wps/deposits/${d.id}/vietqr/demo-pay`, headers: m.auth });
    expect(res.json().value).toEqual({ outcome: 'credited' });
    expect(await cash(h, m.id)).toBe(before + 20_000_000);
    const paid = await h.app.inject({ method: 'POST', url: `/wps/deposits/${d.id}/vietqr/demo-pay`, headers: m.auth });
    expect(paid.json().code).toBe('deposit_not_pending');
  });

  it('the operator injects any statement line through the sandbox feed', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/wps/operator/bank-feed/sandbox-lines',
      headers: asOperator(h),
      payload: { amount: 12_300_000, message: 'khong co ma' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toMatchObject({
      feed: 'sandbox',
      status: 'unmatched',
      outcome: 'no_reference',
      amount: 12_300_000,
    });
  });
});

describe('member cancel', () => {
  it('a pending VietQR deposit can be cancelled (a plain bank transfer cannot); money arriving later is credited', async () => {
    const m = await memberWithSession(h);
    const d = await newDeposit(m, 20_000_000);
    const cancel = (id: number) => h.app.inject({ method: 'POST', url: `/wps/deposits/${id}/cancel`, headers: m.auth });
    const res = await cancel(d.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().value.status).toBe('cancelled');
    const plain = (await requestVietQr(m, 10_000_000, 'bank')).json().value;
    expect((await cancel(plain.id)).json().code).toBe('deposit_not_cancellable');
    const before = await cash(h, m.id);
    expect((await push([line(200_000, d.referenceCode)])).json().value.outcomes[0].outcome).toBe('credited');
    expect(await depositRow(d.id)).toMatchObject({ status: 'succeeded', credited: 20_000_000 });
    expect(await cash(h, m.id)).toBe(before + 20_000_000);
  });
});

// Last: it moves the clock a day on.
describe('expiry', () => {
  it('an unpaid VietQR deposit expires after the set hours; a transfer arriving later is still credited', async () => {
    const m = await memberWithSession(h);
    const d = await newDeposit(m, 20_000_000);
    const plain = (await requestVietQr(m, 10_000_000, 'bank')).json().value;
    h.clock.advance(23 * 3_600_000);
    expect(await expireStaleVietQr(h)).toBe(0);
    h.clock.advance(2 * 3_600_000);
    expect(await expireStaleVietQr(h)).toBeGreaterThanOrEqual(1);
    expect(await depositRow(d.id)).toMatchObject({ status: 'expired' });
    // A plain bank transfer (no QR, confirmed by hand) is left alone; a second run changes nothing.
    expect(await depositRow(plain.id)).toMatchObject({ status: 'pending' });
    expect(await expireStaleVietQr(h)).toBe(0);
    await reloginOperator(h);
    const before = await cash(h, m.id);
    const late = await push([line(200_000, d.referenceCode)]);
    expect(late.json().value.outcomes[0].outcome).toBe('credited');
    expect(await depositRow(d.id)).toMatchObject({ status: 'succeeded', credited: 20_000_000 });
    expect(await cash(h, m.id)).toBe(before + 20_000_000);
  });
});
