import { beforeAll, describe, expect, it } from 'vitest';
import { type CashoutHarness, cashoutApp, newKey, operator, PAY_PW, withdrawer } from './test/cashout.fixtures.js';
import { insertProofs } from './withdrawals.repository.js';

/* The proof images of a "not received" report, as the back office reads them to close the dispute. */

let h: CashoutHarness;
beforeAll(async () => {
  h = await cashoutApp();
  await h.db`UPDATE vip_levels SET withdraw_daily_count = 0, withdraw_daily_amount = 0`;
});

const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(32)]);

describe('withdrawal proofs for the operator', () => {
  it('lists a withdrawal’s proofs and sends each image uncached; unknown ids are 404; members are refused', async () => {
    const m = await withdrawer(h);
    const res = await h.app.inject({
      method: 'POST',
      url: '/wps/withdrawals',
      headers: m.headers,
      payload: {
        bankAccountId: m.bankAccountId,
        amount: 20_000_000,
        paymentPassword: PAY_PW,
        idempotencyKey: newKey(),
      },
    });
    const id = res.json().value.id as number;
    await insertProofs(h.db, id, [{ mime: 'image/png', data: PNG }], h.clock.now());

    const list = await h.app.inject({ url: `/wps/operator/withdrawals/${id}/proofs`, headers: operator });
    expect(list.statusCode, list.body).toBe(200);
    const [proof] = list.json().value.items;
    expect(proof).toMatchObject({ mime: 'image/png' });
    const image = await h.app.inject({ url: `/wps/operator/withdrawal-proofs/${proof.id}`, headers: operator });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toContain('no-store');
    expect(image.rawPayload.equals(PNG)).toBe(true);

    const none = await h.app.inject({ url: '/wps/operator/withdrawals/999999999/proofs', headers: operator });
    expect(none.json().code).toBe('withdrawal_not_found');
    expect(
      (await h.app.inject({ url: '/wps/operator/withdrawal-proofs/999999999', headers: operator })).statusCode,
    ).toBe(404);
    const member = await h.app.inject({ url: `/wps/operator/withdrawal-proofs/${proof.id}`, headers: m.headers });
    expect(member.statusCode).toBe(403);
  });
});
