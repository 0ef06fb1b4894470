import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type CashoutHarness,
  cash,
  makeMember,
  newKey,
  operator,
  PAY_PW,
  type TestMember,
  withdrawer,
} from '../../withdrawals/test/cashout.fixtures.js';
import { fieldsOf, GIF, image, JPEG, kycApp, PNG, submit } from './kyc.fixtures.js';

/*
 * Identity verification on the real database: uploads accepted and refused by content, size and count with
 * nothing stored on refusal; documents readable only by their owner and operators, never from a static
 * path; approvals and rejections audited; a withdrawal over the level's ceiling refused until the level
 * is reached; under-18 refused. Sessions come from the cash-out fixtures' test resolver.
 */
let h: CashoutHarness;
/** The web build folder of this app: the documents must never be reachable under it. */
let webDist: string;
beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'kyc-web-'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>site</title>');
  h = await kycApp({ WEB_DIST: webDist });
});

const get = (url: string, headers: Record<string, string> = {}) => h.app.inject({ url, headers });
const post = (url: string, headers: Record<string, string>, payload: unknown = {}) =>
  h.app.inject({ method: 'POST', url, headers, payload: payload as object });

/** Requests, documents and KYC audit rows: what "nothing stored" compares. */
const footprint = async () =>
  (
    await h.db<{ r: number; d: number; a: number; v: number }[]>`SELECT
      (SELECT count(*)::int FROM kyc_requests) AS r, (SELECT count(*)::int FROM kyc_documents) AS d,
      (SELECT count(*)::int FROM audit_log WHERE action LIKE 'kyc.%') AS a,
      (SELECT count(*)::int FROM member_verification) AS v`
  )[0]!;

const status = async (m: TestMember) => (await get('/wps/member/kyc', m.headers)).json().value;

async function pending(m: TestMember, level: 'basic' | 'full' = 'basic') {
  const res = await submit(h.app, m.headers, [...fieldsOf(level), image(PNG), image(JPEG, 'back.jpg', 'image/jpeg')]);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as { id: number; status: string; documents: number };
}

describe('verification requests', () => {
  it('accepts png and jpg documents (by content) and shows the pending request', async () => {
    const m = await makeMember(h);
    expect(await status(m)).toMatchObject({
      level: 'none',
      pending: null,
      lastDecided: null,
      lastDetails: null,
      maxImages: 3,
    });
    // Named .bin with no declared type: the content decides.
    const res = await submit(h.app, m.headers, [
      ...fieldsOf('basic'),
      image(PNG, 'front.bin', 'application/octet-stream'),
      image(JPEG, 'back.jpg', 'image/jpeg'),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ level: 'basic', status: 'pending', documents: 2, rejectReason: null });
    const s = await status(m);
    expect(s.level).toBe('none');
    expect(s.pending).toMatchObject({ id: res.json().value.id, status: 'pending' });
    const docs = await h.db<{ mime: string; data: Buffer }[]>`
      SELECT mime, data FROM kyc_documents WHERE member_id = ${m.id} ORDER BY position`;
    expect(docs.map((d) => d.mime)).toEqual(['image/png', 'image/jpeg']);
    expect(Buffer.compare(docs[0]!.data, PNG)).toBe(0);
    const [audit] = await h.db<{ actor: string; after: { documents: number } }[]>`
      SELECT actor, after FROM audit_log WHERE action = 'kyc.request' AND subject = ${`member:${m.id}`}`;
    expect(audit).toMatchObject({ actor: `member:${m.id}`, after: { documents: 2 } });
  });

  it('refuses a wrong type by magic bytes, a file over 5 MB, more than 3 images, none, and bad fields; stores nothing', async () => {
    const m = await makeMember(h);
    const before = await footprint();
    const refusals: [Parameters<typeof submit>[2], number, string][] = [
      // A GIF named .png and declared image/png.
      [[...fieldsOf('basic'), image(GIF, 'id.png', 'image/png')], 415, 'unsupported_media_type'],
      // Text pretending to be a JPEG.
      [
        [...fieldsOf('basic'), image(Buffer.from('just some text'), 'id.jpg', 'image/jpeg')],
        415,
        'unsupported_media_type',
      ],
      // One good image then a bad one: nothing of the request is kept.
      [[...fieldsOf('basic'), image(PNG), image(GIF, 'b.jpg', 'image/jpeg')], 415, 'unsupported_media_type'],
      [
        [...fieldsOf('basic'), image(Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]), 'big.png')],
        413,
        'payload_too_large',
      ],
      [[...fieldsOf('basic'), ...Array.from({ length: 4 }, () => image(PNG))], 400, 'invalid_input'],
      [fieldsOf('basic'), 400, 'kyc_documents_required'],
      [[...fieldsOf('basic', { dateOfBirth: '1990-02-30' }), image(PNG)], 400, 'invalid_input'],
      [[...fieldsOf('basic', { idNumber: 'x' }), image(PNG)], 400, 'invalid_input'],
      [[...fieldsOf('basic', { level: 'none' }), image(PNG)], 400, 'invalid_input'],
    ];
    for (const [parts, code, name] of refusals) {
      const res = await submit(h.app, m.headers, parts);
      expect([res.statusCode, res.json().code], res.body).toEqual([code, name]);
    }
    // Not multipart at all.
    const json = await post('/wps/member/kyc/requests', m.headers, { level: 'basic' });
    expect(json.statusCode).toBe(415);
    expect(await footprint()).toEqual(before);
    expect((await status(m)).pending).toBeNull();
  });

  it('refuses an under-18 date of birth (the registration rule), and stores nothing', async () => {
    const m = await makeMember(h);
    const before = await footprint();
    // The test clock is 2026-11-22: born 2008-11-23 is one day short of 18.
    const young = await submit(h.app, m.headers, [...fieldsOf('basic', { dateOfBirth: '2008-11-23' }), image(PNG)]);
    expect([young.statusCode, young.json().code]).toEqual([422, 'kyc_under_age']);
    expect(await footprint()).toEqual(before);
    const adult = await submit(h.app, m.headers, [...fieldsOf('basic', { dateOfBirth: '2008-11-22' }), image(PNG)]);
    expect(adult.statusCode, adult.body).toBe(200);
  });

  it('one pending request per member, even when two arrive together; trial accounts and visitors are refused', async () => {
    const m = await makeMember(h);
    const both = await Promise.all([
      submit(h.app, m.headers, [...fieldsOf('basic'), image(PNG)]),
      submit(h.app, m.headers, [...fieldsOf('full'), image(JPEG, 'a.jpg', 'image/jpeg')]),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.statusCode === 409)!.json().code).toBe('kyc_request_pending');
    expect(await h.db`SELECT 1 FROM kyc_requests WHERE member_id = ${m.id}`).toHaveLength(1);
    expect(await h.db`SELECT 1 FROM kyc_documents WHERE member_id = ${m.id}`).toHaveLength(1);
    const trial = await makeMember(h, { type: 4 });
    expect((await submit(h.app, trial.headers, [...fieldsOf('basic'), image(PNG)])).statusCode).toBe(403);
    expect((await submit(h.app, {}, [...fieldsOf('basic'), image(PNG)])).statusCode).toBe(401);
  });
});

describe('documents are private', () => {
  it('the owner and operators read them; another player, a visitor and every static path do not', async () => {
    const owner = await makeMember(h);
    const other = await makeMember(h);
    const req = await pending(owner);
    const review = (await get(`/wps/operator/kyc/requests/${req.id}`, operator)).json().value;
    const [png, jpg] = review.documents as { id: number; mime: string; size: number }[];
    expect(png).toMatchObject({ mime: 'image/png', size: PNG.length });

    const asOperator = await get(`/wps/operator/kyc/documents/${png!.id}`, operator);
    expect(asOperator.statusCode).toBe(200);
    expect(asOperator.headers['content-type']).toBe('image/png');
    expect(asOperator.headers['cache-control']).toContain('no-store');
    expect(asOperator.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(asOperator.rawPayload, PNG)).toBe(0);
    const asOwner = await get(`/wps/member/kyc/documents/${jpg!.id}`, owner.headers);
    expect(asOwner.statusCode).toBe(200);
    expect(Buffer.compare(asOwner.rawPayload, JPEG)).toBe(0);

    // Another player: the same 404 as a document that does not exist.
    const stranger = await get(`/wps/member/kyc/documents/${png!.id}`, other.headers);
    expect([stranger.statusCode, stranger.json().code]).toEqual([404, 'kyc_document_not_found']);
    expect((await get('/wps/member/kyc/documents/999999', other.headers)).json().code).toBe('kyc_document_not_found');
    // An operator whose role does not review identities (back office roles), a player on the operator
    // endpoints, a visitor anywhere.
    const marketing = await get(`/wps/operator/kyc/documents/${png!.id}`, { ...operator, 'x-test-role': 'marketing' });
    expect([marketing.statusCode, marketing.json().code]).toEqual([403, 'operator_permission_denied']);
    const approveAsMarketing = await post(`/wps/operator/kyc/requests/${req.id}/approve`, {
      ...operator,
      'x-test-role': 'marketing',
    });
    expect(approveAsMarketing.statusCode).toBe(403);
    expect((await get(`/wps/operator/kyc/documents/${png!.id}`, other.headers)).statusCode).toBe(403);
    expect((await get(`/wps/operator/kyc/requests/${req.id}`, owner.headers)).statusCode).toBe(403);
    expect((await get(`/wps/operator/kyc/documents/${png!.id}`)).statusCode).toBe(401);
    expect((await get(`/wps/member/kyc/documents/${png!.id}`)).statusCode).toBe(401);

    // Nothing was written under the web build, and no path outside the API answers the bytes.
    expect(readdirSync(webDist)).toEqual(['index.html']);
    for (const url of [
      `/kyc/documents/${png!.id}`,
      `/uploads/${png!.id}.png`,
      `/media/kyc/${png!.id}`,
      `/documents/document-${png!.id}.png`,
      `/kyc_documents/${png!.id}`,
      `/data/kyc/${png!.id}`,
      `/assets/document-${png!.id}.png`,
    ]) {
      const res = await get(url, owner.headers);
      expect(res.headers['content-type'] ?? '', url).not.toMatch(/^image\//);
      expect(res.rawPayload.includes(PNG), url).toBe(false);
    }
  });
});

describe('operator review', () => {
  it('lists the queue oldest first; reject with a reason the member sees; approve raises the level; both audited', async () => {
    const m = await makeMember(h);
    const first = await pending(m);
    const queue = (await get('/wps/operator/kyc/requests', operator)).json().value;
    const ids = queue.items.map((r: { id: number }) => r.id);
    expect(ids).toContain(first.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => a - b));
    expect(queue.items.every((r: { status: string }) => r.status === 'pending')).toBe(true);

    const rejected = await post(`/wps/operator/kyc/requests/${first.id}/reject`, operator, {
      reason: 'Ảnh mờ, vui lòng chụp lại',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().value).toMatchObject({ status: 'rejected', decidedBy: 'operator:7:op7' });
    const seen = await status(m);
    expect(seen).toMatchObject({ level: 'none', pending: null });
    expect(seen.lastDecided).toMatchObject({
      id: first.id,
      status: 'rejected',
      rejectReason: 'Ảnh mờ, vui lòng chụp lại',
    });
    // A new request starts from the rejected one's details.
    expect(seen.lastDetails).toEqual({
      fullName: 'Nguyễn Văn An',
      dateOfBirth: '1990-04-12',
      idNumber: '079090001234',
    });
    // Decided once: a second decision changes nothing.
    const again = await post(`/wps/operator/kyc/requests/${first.id}/approve`, operator);
    expect([again.statusCode, again.json().code]).toEqual([409, 'kyc_request_decided']);
    expect((await status(m)).level).toBe('none');

    // A new request, approved: the level and the account's date of birth change, audited with before/after.
    const second = await pending(m, 'full');
    const approved = await post(`/wps/operator/kyc/requests/${second.id}/approve`, operator);
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await status(m)).level).toBe('full');
    const [birthday] = await h.db<{ d: string }[]>`
      SELECT to_char(birthday, 'YYYY-MM-DD') AS d FROM members WHERE id = ${m.id}`;
    expect(birthday!.d).toBe('1990-04-12');
    const audits = await h.db<{ action: string; actor: string; before: object; after: object }[]>`
      SELECT action, actor, before, after FROM audit_log
      WHERE subject = ${`member:${m.id}`} AND action IN ('kyc.approve', 'kyc.reject') ORDER BY id`;
    expect(audits).toEqual([
      {
        action: 'kyc.reject',
        actor: 'operator:7:op7',
        before: { requestId: first.id, status: 'pending', level: 'none', dateOfBirth: null },
        after: {
          requestId: first.id,
          status: 'rejected',
          level: 'none',
          dateOfBirth: null,
          reason: 'Ảnh mờ, vui lòng chụp lại',
        },
      },
      {
        action: 'kyc.approve',
        actor: 'operator:7:op7',
        before: { requestId: second.id, status: 'pending', level: 'none', dateOfBirth: null },
        after: { requestId: second.id, status: 'approved', level: 'full', dateOfBirth: '1990-04-12', reason: null },
      },
    ]);

    // Records: the member's own history and the operator's view of the member, newest first.
    const mine = (await get('/wps/member/kyc/requests', m.headers)).json().value;
    expect(mine.items.map((r: { status: string }) => r.status)).toEqual(['approved', 'rejected']);
    expect(mine.items[1].rejectReason).toBe('Ảnh mờ, vui lòng chụp lại');
    const record = (await get(`/wps/operator/kyc/members/${m.id}`, operator)).json().value;
    expect(record).toMatchObject({ memberId: m.id, level: 'full' });
    expect(record.items.map((r: { status: string; levelBefore: string }) => [r.status, r.levelBefore])).toEqual([
      ['approved', 'none'],
      ['rejected', 'none'],
    ]);
    // The full level is the top: nothing more to ask for.
    const more = await submit(h.app, m.headers, [...fieldsOf('basic'), image(PNG)]);
    expect([more.statusCode, more.json().code]).toEqual([409, 'kyc_level_held']);
  });

  it('a rejection needs a reason; unknown requests are 404', async () => {
    const m = await makeMember(h);
    const req = await pending(m);
    expect((await post(`/wps/operator/kyc/requests/${req.id}/reject`, operator, { reason: '' })).statusCode).toBe(400);
    expect((await post(`/wps/operator/kyc/requests/${req.id}/reject`, operator, {})).statusCode).toBe(400);
    expect((await post('/wps/operator/kyc/requests/999999/approve', operator)).json().code).toBe(
      'kyc_request_not_found',
    );
    expect((await status(m)).pending).toMatchObject({ id: req.id });
  });
});

describe('what each level allows', () => {
  const settings = (none: number | null, basic: number | null) => ({
    none: { maxDeposit: null, maxWithdrawal: none },
    basic: { maxDeposit: null, maxWithdrawal: basic },
  });
  const withdraw = (m: TestMember, amount: number) =>
    post('/wps/withdrawals', m.headers, {
      bankAccountId: (m as TestMember & { bankAccountId: number }).bankAccountId,
      amount,
      paymentPassword: PAY_PW,
      idempotencyKey: newKey(),
    });

  it('inconsistent settings are refused and change nothing; a change is audited', async () => {
    const bad = await h.app.inject({
      method: 'PUT',
      url: '/wps/operator/kyc/settings',
      headers: operator,
      payload: settings(5_000_000, 1_000_000),
    });
    expect([bad.statusCode, bad.json().code]).toEqual([422, 'kyc_settings_invalid']);
    const negative = await h.app.inject({
      method: 'PUT',
      url: '/wps/operator/kyc/settings',
      headers: operator,
      payload: settings(-1, null),
    });
    expect(negative.statusCode).toBe(400);
    expect((await get('/wps/operator/kyc/settings', operator)).json().value).toEqual(settings(null, null));
    const member = await makeMember(h);
    const byMember = await h.app.inject({
      method: 'PUT',
      url: '/wps/operator/kyc/settings',
      headers: member.headers,
      payload: settings(1, 2),
    });
    expect(byMember.statusCode).toBe(403);
    expect(await h.db`SELECT 1 FROM audit_log WHERE action = 'kyc.settings'`).toHaveLength(0);
  });

  it('a withdrawal above the full-level amount is refused until the member is fully verified, then allowed', async () => {
    const put = await h.app.inject({
      method: 'PUT',
      url: '/wps/operator/kyc/settings',
      headers: operator,
      payload: settings(20_000_000, 50_000_000),
    });
    expect(put.statusCode, put.body).toBe(200);
    const [audit] = await h.db<{ before: object; after: object }[]>`
      SELECT before, after FROM audit_log WHERE action = 'kyc.settings'`;
    expect(audit).toEqual({ before: settings(null, null), after: settings(20_000_000, 50_000_000) });

    const m = await withdrawer(h, 300_000_000);
    const before = await cash(h, m.id);
    const refused = await withdraw(m, 100_000_000);
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'kyc_full_required']);
    expect(refused.json().details).toMatchObject({
      action: 'withdrawal',
      required: 'full',
      current: 'none',
      max: 20_000_000,
    });
    const mid = await withdraw(m, 30_000_000);
    expect([mid.statusCode, mid.json().code]).toEqual([403, 'kyc_basic_required']);
    expect(await cash(h, m.id)).toEqual(before);
    expect(await h.db`SELECT 1 FROM withdrawals WHERE member_id = ${m.id}`).toHaveLength(0);
    // Within what no verification allows.
    expect((await withdraw(m, 15_000_000)).statusCode).toBe(200);

    // Basic: the middle amount passes, the large one still needs full.
    const basic = await pending(m, 'basic');
    expect((await post(`/wps/operator/kyc/requests/${basic.id}/approve`, operator)).statusCode).toBe(200);
    expect((await withdraw(m, 30_000_000)).statusCode).toBe(200);
    expect((await withdraw(m, 100_000_000)).json().code).toBe('kyc_full_required');
    // Full: allowed.
    const full = await pending(m, 'full');
    expect((await post(`/wps/operator/kyc/requests/${full.id}/approve`, operator)).statusCode).toBe(200);
    const ok = await withdraw(m, 100_000_000);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().value.status).toBe('pending');
    // The member's view of what each level allows.
    expect((await status(m)).allowances).toEqual(settings(20_000_000, 50_000_000));
  });
});
