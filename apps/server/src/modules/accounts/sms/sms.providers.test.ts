import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { onFileEnd } from '../../../../test/file-cleanup.js';
import { createTestApp } from '../../../../test/harness.js';
import { freshIp, type Harness, makeMember, setPolicy } from '../test/accounts.fixtures.js';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** A stand-in for the provider's API on loopback: records each request and answers what the test says. */
async function fakeProvider(answer: (seen: Seen) => { status?: number; json: unknown }) {
  const seen: Seen[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      const s = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      seen.push(s);
      const a = answer(s);
      res.writeHead(a.status ?? 200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(a.json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  onFileEnd(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { seen, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const TOKEN = 'status-token-0123456789';

async function appWith(env: Record<string, string>): Promise<Harness> {
  const h = await createTestApp({
    env: { SMS_STATUS_CALLBACK_BASE_URL: 'https://club.example', SMS_STATUS_CALLBACK_TOKEN: TOKEN, ...env },
  });
  await setPolicy(h, {});
  return h;
}

const sendLoginCode = (h: Harness, mobileNum: string) =>
  h.app.inject({
    method: 'POST',
    url: '/wps/verification/sms/noLogin',
    payload: { mobileNum, countryDialingCode: '84', purpose: 'login' },
    remoteAddress: freshIp(),
  });

const messages = (h: Harness) =>
  h.db<
    {
      request_id: string;
      provider: string;
      status: string;
      provider_message_id: string | null;
      error: string | null;
      purpose: string;
    }[]
  >`
    SELECT request_id, provider, status, provider_message_id, error, purpose FROM sms_messages ORDER BY id`;

const report = (h: Harness, provider: string, query: string) =>
  h.app.inject({ method: 'GET', url: `/wps/verification/sms/status/${provider}?${query}` });

describe('SMS providers (against a fake provider on loopback)', () => {
  it('eSMS: sends the documented JSON request, records acceptance, then the delivery report', async () => {
    const fake = await fakeProvider(() => ({ json: { CodeResult: '100', CountRegenerate: 0, SMSID: 'esms-42' } }));
    const h = await appWith({
      SMS_PROVIDER: 'esms',
      SMS_ESMS_URL: `${fake.base}/MainService.svc/json/SendMultipleMessage_V4_post_json/`,
      SMS_ESMS_API_KEY: 'api-key',
      SMS_ESMS_SECRET_KEY: 'secret-key',
      SMS_ESMS_BRANDNAME: 'VN88CLUB',
    });
    await makeMember(h, { account: 'esmsuser', mobile: '84977700001' });
    const res = await sendLoginCode(h, '0977700001');
    expect(res.json()).toEqual({ success: true, value: { expiredMinutes: 5 } });

    expect(fake.seen).toHaveLength(1);
    const req = fake.seen[0]!;
    expect(req.method).toBe('POST');
    expect(req.url).toBe('/MainService.svc/json/SendMultipleMessage_V4_post_json/');
    expect(req.headers['content-type']).toBe('application/json');
    const [msg] = await messages(h);
    const body = JSON.parse(req.body);
    expect(body).toEqual({
      ApiKey: 'api-key',
      SecretKey: 'secret-key',
      Phone: '0977700001',
      Content: expect.stringMatching(/ \d{6}\. /),
      Brandname: 'VN88CLUB',
      SmsType: '2',
      IsUnicode: '0',
      Sandbox: '0',
      RequestId: msg!.request_id,
      CallbackUrl: `https://club.example/wps/verification/sms/status/esms?token=${TOKEN}`,
    });
    expect(msg).toMatchObject({
      provider: 'esms',
      status: 'accepted',
      provider_message_id: 'esms-42',
      purpose: 'login',
    });
    const [outbox] = await h.db`SELECT count(*)::int AS n FROM sms_outbox`;
    expect(outbox!.n).toBe(0); // nothing lands in the development outbox

    // Delivery report, as eSMS sends it (GET): a wrong token is refused, the right one records it once.
    const q = `SMSID=esms-42&SendFailed=0&SendStatus=5&SendSuccess=1&TotalPrice=0&TotalReceiver=1&TotalSent=1&RequestId=${msg!.request_id}&TypeId=2&telcoid=1&phonenumber=0977700001`;
    expect((await report(h, 'esms', `token=wrong-token-0123456789&${q}`)).statusCode).toBe(401);
    expect((await report(h, 'http', `token=${TOKEN}&requestId=x&status=delivered`)).statusCode).toBe(404);
    const ok = await report(h, 'esms', `token=${TOKEN}&${q}`);
    expect(ok.json()).toEqual({ success: true, value: { received: true } });
    expect((await messages(h))[0]!.status).toBe('delivered');
    // A late 'rejected' report does not undo a final status.
    await report(h, 'esms', `token=${TOKEN}&SMSID=esms-42&SendStatus=4&SendSuccess=0&SendFailed=1`);
    expect((await messages(h))[0]!.status).toBe('delivered');
    expect((await report(h, 'esms', `token=${TOKEN}&SMSID=nope&SendStatus=5&SendSuccess=1`)).json().value).toEqual({
      received: false,
    });
  });

  it("eSMS: maps its error codes to the phone-auth errors and records the failure with eSMS's code", async () => {
    let code = '103';
    const fake = await fakeProvider(() => ({ json: { CodeResult: code, ErrorMessage: 'Not enough balance' } }));
    const h = await appWith({
      SMS_PROVIDER: 'esms',
      SMS_ESMS_URL: `${fake.base}/send`,
      SMS_ESMS_API_KEY: 'k',
      SMS_ESMS_SECRET_KEY: 's',
      SMS_ESMS_BRANDNAME: 'B',
    });
    await makeMember(h, { account: 'esmsfail', mobile: '84977700002' });
    const res = await sendLoginCode(h, '0977700002');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'sms_quota' });
    expect((await messages(h))[0]).toMatchObject({
      status: 'failed',
      error: 'quota: CodeResult 103 Not enough balance',
    });

    code = '108';
    h.clock.advance(61_000);
    expect((await sendLoginCode(h, '0977700002')).json().code).toBe('mobile_invalid');
  });

  it('generic HTTP provider: fills the operator template, reads the message id, takes its status report', async () => {
    const fake = await fakeProvider(() => ({ json: { status: 'success', data: { tranId: 777 } } }));
    const h = await appWith({
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: `${fake.base}/index.php/sms/send`,
      SMS_HTTP_HEADERS: JSON.stringify({ 'Content-Type': 'application/json', Authorization: 'Basic dG9rZW46eA==' }),
      SMS_HTTP_BODY:
        '{"to":["{{phoneLocal}}"],"content":"{{text}}","sms_type":2,"ref":"{{requestId}}","cb":"{{callbackUrl}}"}',
      SMS_HTTP_ID_FIELD: 'data.tranId',
      SMS_HTTP_SUCCESS_FIELD: 'status',
      SMS_HTTP_SUCCESS_VALUE: 'success',
    });
    await makeMember(h, { account: 'httpuser', mobile: '84977700003' });
    expect((await sendLoginCode(h, '0977700003')).statusCode).toBe(200);
    const req = fake.seen[0]!;
    expect(req.headers.authorization).toBe('Basic dG9rZW46eA==');
    const [msg] = await messages(h);
    expect(JSON.parse(req.body)).toEqual({
      to: ['0977700003'],
      content: expect.stringMatching(/\d{6}/),
      sms_type: 2,
      ref: msg!.request_id,
      cb: `https://club.example/wps/verification/sms/status/http?token=${TOKEN}`,
    });
    expect(msg).toMatchObject({ provider: 'http', status: 'accepted', provider_message_id: '777' });
    const failed = await report(h, 'http', `token=${TOKEN}&id=777&status=failed`);
    expect(failed.json().value).toEqual({ received: true });
    expect((await messages(h))[0]!.status).toBe('failed');
    expect((await report(h, 'http', `token=${TOKEN}&id=777&status=bogus`)).statusCode).toBe(400);
  });

  it('generic HTTP provider: an unexpected answer is an unknown failure, recorded', async () => {
    const fake = await fakeProvider(() => ({ status: 500, json: { error: 'boom' } }));
    const h = await appWith({
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: `${fake.base}/send?to={{phone}}&msg={{text}}`,
      SMS_HTTP_METHOD: 'GET',
    });
    await makeMember(h, { account: 'httpfail', mobile: '84977700004' });
    const res = await sendLoginCode(h, '0977700004');
    expect(res.json()).toMatchObject({ code: 'sms_unknown' });
    expect(fake.seen[0]!.url).toMatch(/^\/send\?to=84977700004&msg=Ma%20xac%20thuc/);
    expect((await messages(h))[0]).toMatchObject({ status: 'failed', error: 'unknown: HTTP 500' });
  });

  it('the development outbox still works and records its messages as delivered', async () => {
    const h = await appWith({});
    await makeMember(h, { account: 'outboxer', mobile: '84977700005' });
    expect((await sendLoginCode(h, '0977700005')).statusCode).toBe(200);
    expect((await messages(h))[0]).toMatchObject({ provider: 'outbox', status: 'delivered' });
    const [n] = await h.db`SELECT count(*)::int AS n FROM sms_outbox WHERE phone = '84977700005'`;
    expect(n!.n).toBe(1);
    // No callback for the outbox provider.
    expect((await report(h, 'esms', `token=${TOKEN}&SMSID=1&SendStatus=5`)).statusCode).toBe(404);
  });
});
