import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/harness.js';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00]),
  Buffer.alloc(64, 0x11),
  Buffer.from([0xff, 0xd9]),
]);
const GIF = Buffer.from(
  'GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00!\xf9\x04\x00\x00\x00\x00\x00,',
  'latin1',
);

type File = { name: string; type: string; data: Buffer };

/** A multipart/form-data body built by hand, as a browser would send it. */
function multipart(fields: Record<string, string>, files: File[] = []) {
  const boundary = '----vn88FormBoundary7MA4YWxkTrZu0gW';
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  for (const f of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const ok = { questionType: 'deposit', content: 'Nạp tiền qua MoMo chưa được cộng sau 10 phút.' };

async function setup() {
  const t = await createTestApp();
  let n = 0;
  const send = (body: ReturnType<typeof multipart>, ip = `203.0.113.${++n}`) =>
    t.app.inject({ method: 'PUT', url: '/wps/feedback', remoteAddress: ip, ...body });
  const counts = async () => {
    const [r] = await t.db<{ f: number; i: number }[]>`
      SELECT (SELECT count(*)::int FROM feedback) AS f, (SELECT count(*)::int FROM feedback_images) AS i`;
    return r;
  };
  return { ...t, send, counts };
}

describe('PUT /wps/feedback', () => {
  it('stores the feedback with its png and jpg images', async () => {
    const { send, db } = await setup();
    const res = await send(
      multipart(ok, [
        { name: 'bien-lai.png', type: 'image/png', data: PNG },
        { name: 'anh.jpg', type: 'image/jpeg', data: JPEG },
      ]),
    );
    expect(res.statusCode).toBe(200);
    const id = res.json().value.id;
    const [row] = await db`SELECT question_type, content FROM feedback WHERE id = ${id}`;
    expect(row).toEqual({ question_type: 'deposit', content: ok.content });
    const images =
      await db`SELECT mime, size_bytes, data FROM feedback_images WHERE feedback_id = ${id} ORDER BY position`;
    expect(images.map((i) => i.mime)).toEqual(['image/png', 'image/jpeg']);
    expect(Buffer.compare(images[0]!.data, PNG)).toBe(0);
  });

  it('accepts feedback without images', async () => {
    const { send } = await setup();
    expect((await send(multipart({ questionType: 'suggestion', content: 'Thêm nhiều trò chơi hơn' }))).statusCode).toBe(
      200,
    );
  });

  it('checks images by content: a GIF named .png is refused with 415 and nothing is stored', async () => {
    const { send, counts } = await setup();
    const res = await send(
      multipart(ok, [
        { name: 'good.png', type: 'image/png', data: PNG },
        { name: 'fake.png', type: 'image/png', data: GIF },
      ]),
    );
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ success: false, code: 'unsupported_media_type', details: { field: 'images' } });
    const text = await send(multipart(ok, [{ name: 'x.jpg', type: 'image/jpeg', data: Buffer.from('hello world') }]));
    expect(text.statusCode).toBe(415);
    expect(await counts()).toEqual({ f: 0, i: 0 });
  });

  it('refuses a fourth image', async () => {
    const { send, counts } = await setup();
    const four = Array.from({ length: 4 }, (_, i) => ({ name: `${i}.png`, type: 'image/png', data: PNG }));
    const res = await send(multipart(ok, four));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'invalid_input', details: { field: 'images', max: 3 } });
    expect(await counts()).toEqual({ f: 0, i: 0 });
  });

  it('refuses an image over 5 MB with 413', async () => {
    const { send, counts } = await setup();
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024, 0)]);
    const res = await send(multipart(ok, [{ name: 'big.png', type: 'image/png', data: big }]));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, code: 'payload_too_large' });
    expect(await counts()).toEqual({ f: 0, i: 0 });
  });

  it('validates the fields: 140 characters at most, a known question type', async () => {
    const { send, counts } = await setup();
    const long = await send(multipart({ ...ok, content: 'a'.repeat(141) }));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ code: 'invalid_input', details: [{ path: 'content' }] });
    expect((await send(multipart({ ...ok, content: 'ắ'.repeat(140) }))).statusCode).toBe(200);
    expect((await send(multipart({ ...ok, questionType: 'bogus' }))).statusCode).toBe(400);
    expect((await send(multipart({ questionType: 'other', content: '   ' }))).statusCode).toBe(400);
    expect(await counts()).toEqual({ f: 1, i: 0 });
  });

  it('refuses a body that is not multipart with 415', async () => {
    const { app } = await setup();
    const res = await app.inject({ method: 'PUT', url: '/wps/feedback', payload: ok });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ success: false, code: 'unsupported_media_type' });
  });

  it('limits each IP to 5 messages per 10 minutes', async () => {
    const { send, clock } = await setup();
    for (let i = 0; i < 5; i++) expect((await send(multipart(ok), '198.51.100.9')).statusCode).toBe(200);
    const sixth = await send(multipart(ok), '198.51.100.9');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ success: false, code: 'too_many_requests' });
    expect((await send(multipart(ok), '198.51.100.10')).statusCode).toBe(200);
    clock.advance(10 * 60_000);
    expect((await send(multipart(ok), '198.51.100.9')).statusCode).toBe(200);
  });
});
