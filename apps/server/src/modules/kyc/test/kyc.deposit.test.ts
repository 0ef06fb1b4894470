import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  asOperator,
  type DepositsHarness,
  depositsApp,
  memberWithSession,
  reloginOperator,
  requestBank,
} from '../../deposits/test/deposits.fixtures.js';
import { fieldsOf, image, PNG, submit } from './kyc.fixtures.js';

/*
 * The deposit side of the level settings, through the real session resolver (member and operator tokens):
 * a deposit above what no verification allows is refused (and opens nothing) until the basic level.
 */
let h: DepositsHarness;
beforeAll(async () => {
  h = await depositsApp();
});
beforeEach(() => reloginOperator(h));

describe('deposits and verification levels', () => {
  it('a deposit above the unverified ceiling needs the basic level', async () => {
    const put = await h.app.inject({
      method: 'PUT',
      url: '/wps/operator/kyc/settings',
      headers: asOperator(h),
      payload: {
        none: { maxDeposit: 10_000_000, maxWithdrawal: null },
        basic: { maxDeposit: null, maxWithdrawal: null },
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    const m = await memberWithSession(h);
    const refused = await requestBank(h, m, 20_000_000);
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'kyc_basic_required']);
    expect(refused.json().details).toMatchObject({ action: 'deposit', required: 'basic', max: 10_000_000 });
    expect(await h.db`SELECT 1 FROM deposits WHERE member_id = ${m.id}`).toHaveLength(0);
    expect((await requestBank(h, m, 10_000_000)).statusCode).toBe(200);

    const req = await submit(h.app, m.auth, [...fieldsOf('basic'), image(PNG)]);
    expect(req.statusCode, req.body).toBe(200);
    const approve = await h.app.inject({
      method: 'POST',
      url: `/wps/operator/kyc/requests/${req.json().value.id}/approve`,
      headers: asOperator(h),
    });
    expect(approve.statusCode, approve.body).toBe(200);
    expect(approve.json().value.decidedBy).toMatch(/^operator:\d+:/);
    const ok = await requestBank(h, m, 20_000_000);
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('documents need a live session: a made-up or missing token gets nothing', async () => {
    const m = await memberWithSession(h);
    const req = await submit(h.app, m.auth, [...fieldsOf('basic'), image(PNG)]);
    const review = await h.app.inject({
      url: `/wps/operator/kyc/requests/${req.json().value.id}`,
      headers: asOperator(h),
    });
    const doc = review.json().value.documents[0].id as number;
    expect((await h.app.inject({ url: `/wps/member/kyc/documents/${doc}`, headers: m.auth })).statusCode).toBe(200);
    for (const headers of [{}, { authorization: 'Bearer not-a-token' }]) {
      for (const url of [`/wps/member/kyc/documents/${doc}`, `/wps/operator/kyc/documents/${doc}`]) {
        const res = await h.app.inject({ url, headers });
        expect(res.statusCode, url).toBe(401);
      }
    }
  });
});
