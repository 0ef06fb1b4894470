import { beforeAll, describe, expect, it } from 'vitest';
import {
  cash,
  checkLedgerAfterEach,
  type DepositsHarness,
  depositsApp,
  memberWithSession,
  SANDBOX_DELAY_MS,
} from '../../deposits/test/deposits.fixtures.js';
import { createSettingsService } from '../../system/index.js';
import { MOMO_SANDBOX_CREDS } from '../momo/momo.sandbox.js';
import { MOMO_IPN_FIELDS, momoSign } from '../momo/momo-signature.js';
import { seedProviderMethods } from '../providers/provider-seed.js';
import { findSandboxOrder } from '../providers/sandbox-orders.repository.js';
import { ZALOPAY_SANDBOX_CREDS, zaloPayCallbackBody } from '../zalopay/zalopay.sandbox.js';
import {
  decideOnPage,
  deliverCards,
  digits,
  key,
  momoIpnOf,
  postRaw,
  startWallet,
  submitCard,
} from './providers.fixtures.js';

let h: DepositsHarness;
beforeAll(async () => {
  h = await depositsApp();
  await seedProviderMethods(h.db, h.clock);
});
checkLedgerAfterEach(() => h);

const depositOf = async (id: number) =>
  (
    await h.db<
      { status: string; credited: string; flag: string | null }[]
    >`SELECT status, credited, flag FROM deposits WHERE id = ${id}`
  )[0]!;
const counts = async () =>
  (
    await h.db<{ d: string; s: string }[]>`SELECT (SELECT count(*) FROM deposits) AS d,
    (SELECT count(*) FROM phone_card_submissions) AS s`
  )[0]!;

describe('MoMo (local stand-in)', () => {
  it('create → MoMo page → pay: the signed IPN credits once; the redirect carries the signed fields', async () => {
    const m = await memberWithSession(h);
    const res = await startWallet(h, m, 'momo', 150_000_00);
    expect(res.statusCode).toBe(200);
    const { deposit, redirectUrl } = res.json().value;
    expect(redirectUrl).toMatch(/^\/sandbox-providers\/momo\/pay\/D\d+_[0-9a-f]{8}\?lang=vi$/);
    const page = await h.app.inject({ url: redirectUrl });
    expect(page.body).toContain('150,000.00 VND');
    const paid = await decideOnPage(h, redirectUrl, 'pay');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toMatch(
      new RegExp(`^/depositv2\\?depositId=${deposit.id}&.*resultCode=0.*signature=`),
    );
    expect(await depositOf(deposit.id)).toMatchObject({ status: 'succeeded', credited: 15000000 });
    expect(await cash(h, m.id)).toBe(150_000_00);

    // The same IPN again (MoMo retries, or someone replays it): 204, nothing more.
    const orderId = decodeURIComponent(redirectUrl.split('/pay/')[1]!.split('?')[0]!);
    const replay = await postRaw(h, '/wps/payments/momo/callback', await momoIpnOf(h, orderId));
    expect(replay.statusCode).toBe(204);
    expect(await cash(h, m.id)).toBe(150_000_00);
  });

  it('a forged or tampered IPN is refused (401) and credits nothing', async () => {
    const m = await memberWithSession(h);
    const { deposit, redirectUrl } = (await startWallet(h, m, 'momo', 50_000_00)).json().value;
    const orderId = decodeURIComponent(redirectUrl.split('/pay/')[1]!.split('?')[0]!);
    const row = await findSandboxOrder(h.db, 'momo', orderId);
    const fields = {
      partnerCode: MOMO_SANDBOX_CREDS.partnerCode,
      orderId,
      requestId: orderId,
      amount: row!.amount,
      orderInfo: String(row!.request.orderInfo),
      orderType: 'momo_wallet',
      transId: 123456789,
      resultCode: 0,
      message: 'Successful.',
      payType: 'qr',
      responseTime: h.clock.now().getTime(),
      extraData: String(row!.request.extraData),
    };
    const forged = momoSign('not-the-secret-key-0123456789', MOMO_IPN_FIELDS, {
      ...fields,
      accessKey: MOMO_SANDBOX_CREDS.accessKey,
    });
    expect(
      (await postRaw(h, '/wps/payments/momo/callback', JSON.stringify({ ...fields, signature: forged }))).statusCode,
    ).toBe(401);
    const genuine = momoSign(MOMO_SANDBOX_CREDS.secretKey, MOMO_IPN_FIELDS, {
      ...fields,
      accessKey: MOMO_SANDBOX_CREDS.accessKey,
    });
    const tampered = { ...fields, amount: fields.amount * 10, signature: genuine };
    expect((await postRaw(h, '/wps/payments/momo/callback', JSON.stringify(tampered))).statusCode).toBe(401);
    expect([400, 401]).toContain((await postRaw(h, '/wps/payments/momo/callback', 'not json')).statusCode);
    expect(await depositOf(deposit.id)).toMatchObject({ status: 'pending', credited: 0 });
    expect(await cash(h, m.id)).toBe(0);
  });

  it('the member cancels on MoMo: the deposit fails, nothing is credited', async () => {
    const m = await memberWithSession(h);
    const { deposit, redirectUrl } = (await startWallet(h, m, 'momo', 20_000_00)).json().value;
    await decideOnPage(h, redirectUrl, 'fail');
    expect(await depositOf(deposit.id)).toMatchObject({ status: 'failed', credited: 0 });
  });
});

describe('ZaloPay (local stand-in)', () => {
  it('create → page → pay: the callback (MAC with key2) credits once; a replay or forgery changes nothing', async () => {
    const m = await memberWithSession(h);
    const res = await startWallet(h, m, 'zalopay', 200_000_00);
    expect(res.statusCode).toBe(200);
    const { deposit, redirectUrl } = res.json().value;
    const appTransId = decodeURIComponent(redirectUrl.split('/pay/')[1]!);
    expect(appTransId).toMatch(new RegExp(`^261122_${deposit.id}_[0-9a-f]{6}$`));
    const paid = await decideOnPage(h, redirectUrl, 'pay');
    expect(paid.headers.location).toMatch(/status=1&checksum=[0-9a-f]{64}$/);
    expect(await depositOf(deposit.id)).toMatchObject({ status: 'succeeded', credited: 20000000 });

    const row = await findSandboxOrder(h.db, 'zalopay', appTransId);
    const body = zaloPayCallbackBody(ZALOPAY_SANDBOX_CREDS, row!);
    const again = await postRaw(h, '/wps/payments/zalopay/callback', body);
    expect(again.json()).toEqual({ return_code: 1, return_message: 'success' });
    const forged = zaloPayCallbackBody({ ...ZALOPAY_SANDBOX_CREDS, key2: 'forger-key2-0123456789abcdef' }, row!);
    expect((await postRaw(h, '/wps/payments/zalopay/callback', forged)).statusCode).toBe(401);
    const parsed = JSON.parse(body) as { data: string; mac: string };
    const tampered = JSON.stringify({ ...parsed, data: parsed.data.replace('"amount":200000', '"amount":2000000') });
    expect((await postRaw(h, '/wps/payments/zalopay/callback', tampered)).statusCode).toBe(401);
    expect(await cash(h, m.id)).toBe(200_000_00);
  });
});

describe('phone cards (local stand-in provider)', () => {
  it('a Viettel card: pending, then the signed asynchronous result credits face value less the discount, once', async () => {
    const m = await memberWithSession(h);
    const serial = digits(14);
    const res = await submitCard(h, m, { carrier: 'viettel', faceValue: 100_000_00, serial, pin: digits(15, '5') });
    expect(res.statusCode).toBe(200);
    const { deposit, expectedCredit } = res.json().value;
    expect(expectedCredit).toBe(82_000_00); // 18 % discount
    expect(deposit.status).toBe('pending');
    expect(await deliverCards(h)).toBe(0); // not due yet
    h.clock.advance(SANDBOX_DELAY_MS + 10);
    expect(await deliverCards(h)).toBe(1);
    expect(await depositOf(deposit.id)).toMatchObject({ status: 'succeeded', credited: 8200000 });
    expect(await cash(h, m.id)).toBe(82_000_00);
    // The card is used: the same serial is refused, even by another member.
    const other = await memberWithSession(h);
    const again = await submitCard(h, other, {
      carrier: 'viettel',
      faceValue: 100_000_00,
      serial,
      pin: digits(15, '5'),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('phone_card_already_used');
  });

  it('a card worth less than declared is credited at its real value, less discount, less the penalty', async () => {
    const m = await memberWithSession(h);
    const res = await submitCard(h, m, {
      carrier: 'mobifone',
      faceValue: 200_000_00,
      serial: digits(15),
      pin: digits(12, '9'),
    });
    const { deposit } = res.json().value;
    h.clock.advance(SANDBOX_DELAY_MS + 10);
    await deliverCards(h);
    // Real value 100,000 (next lower face value): × 0.8 (20 % discount) × 0.5 (penalty) = 40,000.
    expect(await depositOf(deposit.id)).toMatchObject({ status: 'succeeded', credited: 4000000 });
  });

  it('a refused card fails the deposit, credits nothing, and may be tried again', async () => {
    const m = await memberWithSession(h);
    const serial = digits(14);
    const { deposit } = (
      await submitCard(h, m, { carrier: 'vinaphone', faceValue: 50_000_00, serial, pin: digits(12, '0') })
    ).json().value;
    h.clock.advance(SANDBOX_DELAY_MS + 10);
    await deliverCards(h);
    expect(await depositOf(deposit.id)).toMatchObject({ status: 'failed', credited: 0 });
    expect(await cash(h, m.id)).toBe(0);
    const retry = await submitCard(h, m, { carrier: 'vinaphone', faceValue: 50_000_00, serial, pin: digits(12, '3') });
    expect(retry.statusCode).toBe(200);
  });

  it('the same card twice while pending: the second is refused and opens nothing', async () => {
    const m = await memberWithSession(h);
    const serial = digits(11);
    expect(
      (await submitCard(h, m, { carrier: 'viettel', faceValue: 10_000_00, serial, pin: digits(13, '1') })).statusCode,
    ).toBe(200);
    const before = await counts();
    const second = await submitCard(h, m, { carrier: 'viettel', faceValue: 10_000_00, serial, pin: digits(13, '1') });
    expect(second.statusCode).toBe(409);
    expect(await counts()).toEqual(before);
  });

  it('a repeat of the same attempt (double click) answers the first deposit', async () => {
    const m = await memberWithSession(h);
    const card = { carrier: 'viettel', faceValue: 20_000_00, serial: digits(14), pin: digits(13, '2') };
    const k = key();
    const [a, b] = await Promise.all([submitCard(h, m, card, k), submitCard(h, m, card, k)]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(a.json().value.deposit.id).toBe(b.json().value.deposit.id);
  });

  it('a forged or tampered card result is refused and credits nothing', async () => {
    const m = await memberWithSession(h);
    const { deposit } = (
      await submitCard(h, m, { carrier: 'viettel', faceValue: 50_000_00, serial: digits(14), pin: digits(13, '4') })
    ).json().value;
    const [row] = await h.db<{ order_id: string }[]>`SELECT order_id FROM payment_sandbox_orders
      WHERE provider = 'phone_card' AND order_id LIKE ${`PC${deposit.id}_%`}`;
    const forged = {
      request_id: row!.order_id,
      trans_id: '1',
      status: 1,
      telco: 'VIETTEL',
      serial: 'x',
      declared_value: 50_000,
      value: 500_000,
      sign: 'a'.repeat(64),
    };
    const res = await postRaw(h, '/wps/payments/phone_card/callback', JSON.stringify(forged));
    expect(res.statusCode).toBe(401);
    expect(await depositOf(deposit.id)).toMatchObject({ status: 'pending', credited: 0 });
  });

  it('bad input gets a translated code and changes nothing', async () => {
    const m = await memberWithSession(h);
    const before = await counts();
    const cases: [Record<string, unknown>, number, string][] = [
      [
        { carrier: 'viettel', faceValue: 10_000_00, serial: digits(12), pin: digits(13) },
        422,
        'phone_card_invalid_serial',
      ],
      [
        { carrier: 'viettel', faceValue: 10_000_00, serial: digits(14), pin: '12345abc90123' },
        422,
        'phone_card_invalid_pin',
      ],
      [
        { carrier: 'mobifone', faceValue: 10_000_00, serial: digits(15), pin: digits(13) },
        422,
        'phone_card_invalid_pin',
      ],
      [
        { carrier: 'viettel', faceValue: 15_000_00, serial: digits(14), pin: digits(13) },
        422,
        'phone_card_invalid_denomination',
      ],
      [
        { carrier: 'sfone', faceValue: 10_000_00, serial: digits(14), pin: digits(13) },
        422,
        'phone_card_carrier_unavailable',
      ],
      [
        { carrier: 'viettel', faceValue: 10_000_00, serial: digits(14), pin: digits(13), methodCode: 'momo' },
        422,
        'deposit_method_unavailable',
      ],
      [
        { carrier: 'viettel', faceValue: 10_000_00, serial: digits(14), pin: digits(13), methodCode: 'nope' },
        422,
        'deposit_method_unavailable',
      ],
    ];
    for (const [card, status, code] of cases) {
      const res = await submitCard(h, m, card as never);
      expect([res.statusCode, res.json().code]).toEqual([status, code]);
    }
    // E-wallets: outside the method's range, or an unknown method.
    const low = await startWallet(h, m, 'momo', 5_000_00);
    expect([low.statusCode, low.json().code]).toEqual([422, 'deposit_amount_out_of_range']);
    const high = await startWallet(h, m, 'zalopay', 60_000_000_00);
    expect([high.statusCode, high.json().code]).toEqual([422, 'deposit_amount_out_of_range']);
    const unknown = await startWallet(h, m, 'no-such-wallet', 50_000_00);
    expect([unknown.statusCode, unknown.json().code]).toEqual([422, 'deposit_method_unavailable']);
    expect(await counts()).toEqual(before);
  });

  it('lists the carriers with formats, face values and discounts', async () => {
    const m = await memberWithSession(h);
    const res = await h.app.inject({ url: '/wps/deposits/phone-card/options', headers: m.auth });
    expect(res.statusCode).toBe(200);
    const viettel = res.json().value.carriers.find((c: { code: string }) => c.code === 'viettel');
    expect(viettel).toMatchObject({ discountBp: 1800, serialLengths: [11, 14], pinLengths: [13, 15] });
    expect(viettel.denominations).toContain(1_000_000_00);
  });

  it("the operator's setting (validated, audited) changes discounts and switches a carrier off", async () => {
    const settings = createSettingsService({ db: h.db, clock: h.clock });
    await expect(
      settings.set('paymentProviders', { phoneCards: { carriers: {} } }, { actor: 'test' }),
    ).rejects.toThrow();
    await settings.set(
      'paymentProviders',
      {
        phoneCards: {
          carriers: {
            viettel: { enabled: true, discountPercent: 25 },
            vinaphone: { enabled: false, discountPercent: 20 },
            mobifone: { enabled: true, discountPercent: 20 },
          },
          denominations: [10_000_00, 50_000_00],
          wrongValuePenaltyPercent: 50,
        },
      },
      { actor: 'test' },
    );
    try {
      const m = await memberWithSession(h);
      const opts = (await h.app.inject({ url: '/wps/deposits/phone-card/options', headers: m.auth })).json().value;
      expect(opts.carriers.map((c: { code: string }) => c.code)).toEqual(['viettel', 'mobifone']);
      expect(opts.carriers[0]).toMatchObject({ discountBp: 2500, denominations: [10_000_00, 50_000_00] });
      const off = await submitCard(h, m, {
        carrier: 'vinaphone',
        faceValue: 10_000_00,
        serial: digits(14),
        pin: digits(12),
      });
      expect(off.json().code).toBe('phone_card_carrier_unavailable');
      const on = await submitCard(h, m, {
        carrier: 'viettel',
        faceValue: 50_000_00,
        serial: digits(14),
        pin: digits(13, '2'),
      });
      expect(on.json().value.expectedCredit).toBe(37_500_00);
    } finally {
      await h.db`DELETE FROM settings WHERE key = 'paymentProviders'`;
    }
  });
});
