import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchProviderHttp } from '../provider-http.js';
import { createMomoGateway } from './momo.gateway.js';
import { MOMO_CREATE_FIELDS, MOMO_IPN_FIELDS, momoSign, momoVerify } from './momo-signature.js';

const creds = { partnerCode: 'MOMOREAL', accessKey: 'real-access', secretKey: 'real-secret-key-0123456789' };
let base = '';
let received: Record<string, unknown> | null = null;
const server = createServer((req, res) => {
  let body = '';
  req.on('data', (c) => {
    body += c;
  });
  req.on('end', () => {
    received = JSON.parse(body) as Record<string, unknown>;
    const ok = momoVerify(creds.secretKey, MOMO_CREATE_FIELDS, received as Record<string, string>, received.signature);
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(ok ? { resultCode: 0, payUrl: 'https://pay.example/abc' } : { resultCode: 11 }));
  });
});

beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('the real MoMo adapter (over HTTP, against a local server playing MoMo)', () => {
  const gateway = createMomoGateway({
    creds: { ...creds, baseUrl: base },
    http: fetchProviderHttp,
    publicBaseUrl: 'https://site.example',
    feeBp: async () => 150,
  });

  it('posts a signed captureWallet create to <base>/v2/gateway/api/create with absolute URLs', async () => {
    const g = createMomoGateway({
      creds: { ...creds, baseUrl: base },
      http: fetchProviderHttp,
      publicBaseUrl: 'https://site.example',
      feeBp: async () => 0,
    });
    const created = await g.createPayment({
      merchantRef: '42',
      amount: 150_000_00,
      currency: 'VND',
      returnUrl: '/depositv2?depositId=42',
      callbackPath: '/wps/payments/momo/callback',
      language: 'vi',
    });
    expect(created.redirectUrl).toBe('https://pay.example/abc');
    expect(created.paymentId).toMatch(/^D42_[0-9a-f]{8}$/);
    expect(received).toMatchObject({
      partnerCode: 'MOMOREAL',
      amount: 150000,
      requestType: 'captureWallet',
      redirectUrl: 'https://site.example/depositv2?depositId=42',
      ipnUrl: 'https://site.example/wps/payments/momo/callback',
    });
  });

  it('reads a genuine IPN, refuses another partner, and applies the operator fee', async () => {
    const fields = {
      partnerCode: 'MOMOREAL',
      orderId: 'D42_0a1b2c3d',
      requestId: 'D42_0a1b2c3d',
      amount: 150000,
      orderInfo: 'Deposit 42',
      orderType: 'momo_wallet',
      transId: 4088878653,
      resultCode: 0,
      message: 'Successful.',
      payType: 'qr',
      responseTime: 1721720663942,
      extraData: '',
    };
    const signature = momoSign(creds.secretKey, MOMO_IPN_FIELDS, { ...fields, accessKey: creds.accessKey });
    const n = gateway.verifyCallback({}, Buffer.from(JSON.stringify({ ...fields, signature })));
    expect(n).toEqual({
      paymentId: 'D42_0a1b2c3d',
      merchantRef: '42',
      status: 'success',
      amount: 150_000_00,
      providerTxnId: '4088878653',
    });
    expect(await gateway.creditFor!({ id: 42, amount: 150_000_00 }, n)).toBe(147_750_00);
    expect(await gateway.creditFor!({ id: 42, amount: 100_000_00 }, n)).toBeNull();
    const other = { ...fields, partnerCode: 'OTHER' };
    const otherSig = momoSign(creds.secretKey, MOMO_IPN_FIELDS, { ...other, accessKey: creds.accessKey });
    expect(() => gateway.verifyCallback({}, Buffer.from(JSON.stringify({ ...other, signature: otherSig })))).toThrow();
  });
});
