import { beforeAll, describe, expect, it } from 'vitest';
import {
  asOperator,
  type DepositsHarness,
  depositsApp,
  memberWithSession,
  reloginOperator,
  requestBank,
} from './test/deposits.fixtures.js';

/* The operator's deposit list as the back office's queue reads it: server-side sort, the old order by default. */

let h: DepositsHarness;
beforeAll(async () => {
  h = await depositsApp();
  await reloginOperator(h);
});

const ids = async (qs: string) => {
  const res = await h.app.inject({ url: `/wps/operator/deposits?${qs}`, headers: asOperator(h) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value.items.map((d: { id: number }) => d.id) as number[];
};

describe('operator deposit list', () => {
  it('sorts by amount either way; without a sort, newest first as before; a bad sort is a 400', async () => {
    const m = await memberWithSession(h);
    const small = (await requestBank(h, m, 10_000_000)).json().value.id as number;
    h.clock.advance(60_000);
    const big = (await requestBank(h, m, 30_000_000)).json().value.id as number;
    h.clock.advance(60_000);
    const mid = (await requestBank(h, m, 20_000_000)).json().value.id as number;

    expect(await ids(`memberId=${m.id}`)).toEqual([mid, big, small]);
    expect(await ids(`memberId=${m.id}&sort=amount&dir=desc`)).toEqual([big, mid, small]);
    expect(await ids(`memberId=${m.id}&sort=amount&dir=asc`)).toEqual([small, mid, big]);
    expect(await ids(`memberId=${m.id}&sort=createdAt&dir=asc`)).toEqual([small, big, mid]);
    const bad = await h.app.inject({ url: '/wps/operator/deposits?sort=reference', headers: asOperator(h) });
    expect(bad.statusCode).toBe(400);
  });
});
