import { describe, expect, it } from 'vitest';
import { MOMO_CREATE_FIELDS, MOMO_IPN_FIELDS, momoRawSignature, momoSign, momoVerify } from './momo-signature.js';

// MoMo's published test credentials (developers.momo.vn); reference HMACs computed independently with
// `openssl dgst -sha256 -hmac <secretKey>` over the documented raw-signature strings.
const SECRET = 'K951B6PE1waDMi640xX08PD3vg6EkVlz';
const ACCESS = 'F8BBA842ECF85';

describe('MoMo signatures (AIO v2)', () => {
  it('create: accessKey&amount&extraData&ipnUrl&orderId&orderInfo&partnerCode&redirectUrl&requestId&requestType', () => {
    const f = {
      partnerCode: 'MOMO',
      accessKey: ACCESS,
      requestId: 'MOMO1540456472575',
      amount: 50000,
      orderId: 'MOMO1540456472575',
      orderInfo: 'pay with MoMo',
      redirectUrl: 'https://momo.vn/return',
      ipnUrl: 'https://callback.url/notify',
      extraData: '',
      requestType: 'captureWallet',
    };
    expect(momoRawSignature(MOMO_CREATE_FIELDS, f)).toBe(
      'accessKey=F8BBA842ECF85&amount=50000&extraData=&ipnUrl=https://callback.url/notify&orderId=MOMO1540456472575' +
        '&orderInfo=pay with MoMo&partnerCode=MOMO&redirectUrl=https://momo.vn/return&requestId=MOMO1540456472575' +
        '&requestType=captureWallet',
    );
    expect(momoSign(SECRET, MOMO_CREATE_FIELDS, f)).toBe(
      '66ce74174353c8e6f7a2e998c36e4f505627f2f00f21ca3b5d0eb05e4e21d8fe',
    );
  });

  it("IPN: the documented example's fields in the documented order; other keys, bytes or forms are refused", () => {
    // The IPN request example of developers.momo.vn (result-handling/notification), accessKey added as MoMo signs it.
    const ipn = {
      orderType: 'momo_wallet',
      amount: 1000,
      partnerCode: 'MOMOT5BZ20231213_TEST',
      orderId: 'Partner_Transaction_ID_1721720620078',
      extraData: 'eyJza3VzIjoiIn0=',
      transId: 4088878653,
      responseTime: 1721720663942,
      resultCode: 0,
      message: 'Successful.',
      payType: 'qr',
      requestId: 'Request_ID_1721720620078',
      orderInfo: 'Thank you for your purchase at MoMo_test',
      accessKey: ACCESS,
    };
    expect(momoRawSignature(MOMO_IPN_FIELDS, ipn)).toMatch(
      /^accessKey=F8BBA842ECF85&amount=1000&extraData=eyJza3VzIjoiIn0=&message=Successful\.&orderId=.*&orderInfo=.*&orderType=momo_wallet&partnerCode=.*&payType=qr&requestId=.*&responseTime=1721720663942&resultCode=0&transId=4088878653$/,
    );
    const sig = 'a64d27ebbf51ba9e5d1483f0a99199f16b6b9d4eb1a2a6c9348e2174d5155d05';
    expect(momoSign(SECRET, MOMO_IPN_FIELDS, ipn)).toBe(sig);
    expect(momoVerify(SECRET, MOMO_IPN_FIELDS, ipn, sig)).toBe(true);
    expect(momoVerify('another-secret-key-0123456789', MOMO_IPN_FIELDS, ipn, sig)).toBe(false);
    expect(momoVerify(SECRET, MOMO_IPN_FIELDS, { ...ipn, amount: 100000 }, sig)).toBe(false);
    expect(momoVerify(SECRET, MOMO_IPN_FIELDS, ipn, sig.toUpperCase())).toBe(false);
    expect(momoVerify(SECRET, MOMO_IPN_FIELDS, ipn, undefined)).toBe(false);
  });
});
