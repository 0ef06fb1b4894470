import { beforeAll, describe, expect, it } from 'vitest';
import { createPeerApp, createTestApp, type TestApp } from '../../../test/harness.js';
import { operatorWithRole, type TestOperator } from '../backoffice/test/backoffice.fixtures.js';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A multipart body with one file part named "image". */
function form(data: Buffer, name = 'banner.png', type = 'image/png') {
  const boundary = '----contentImageBoundary42';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

let t: TestApp;
let marketing: TestOperator;
let support: TestOperator;

beforeAll(async () => {
  t = await createTestApp();
  marketing = await operatorWithRole(t, 'marketing');
  support = await operatorWithRole(t, 'support');
});

const upload = (who: TestOperator, body: ReturnType<typeof form>) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/operator/content/images',
    payload: body.payload,
    headers: { ...body.headers, ...who.auth },
  });
const stored = async () => Number((await t.db<{ n: string }[]>`SELECT count(*) AS n FROM content_images`)[0]!.n);

describe('content image uploads', () => {
  it('stores a png, audited, served by every node with a long cache', async () => {
    const res = await upload(marketing, form(PNG));
    expect(res.statusCode, res.body).toBe(200);
    const { url } = res.json().value as { url: string };
    expect(url).toMatch(/^\/media\/uploads\/\d+\.png$/);
    const peer = await createPeerApp(t);
    const got = await peer.app.inject(url);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['cache-control']).toContain('immutable');
    expect(Buffer.compare(got.rawPayload, PNG)).toBe(0);
    const [audit] = await t.db<{ actor: string }[]>`SELECT actor FROM audit_log WHERE action = 'content.image_upload'`;
    expect(audit!.actor).toBe(`operator:${marketing.id}:${marketing.username}`);
    expect((await t.app.inject(url.replace('.png', '.jpg'))).statusCode).toBe(404);
    expect((await t.app.inject('/media/uploads/999999.png')).statusCode).toBe(404);
  });

  it('refuses what is not an image by its content, and support; nothing stored', async () => {
    const before = await stored();
    const fake = await upload(marketing, form(Buffer.from('<svg onload="alert(1)"/>'), 'x.png', 'image/png'));
    expect(fake.statusCode).toBeGreaterThanOrEqual(400);
    expect(fake.statusCode).toBeLessThan(500);
    const denied = await upload(support, form(PNG));
    expect([denied.statusCode, denied.json().code]).toEqual([403, 'operator_permission_denied']);
    expect(await stored()).toBe(before);
  });
});
