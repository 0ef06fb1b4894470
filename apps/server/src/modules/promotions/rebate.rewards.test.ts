import { beforeAll, describe, expect, it } from 'vitest';
import { periodPromotion, type RebateHarness, rebateApp, rebatePlayer } from './rebate.fixtures.js';
import { createBatchRewards, oneByOneRewards } from './rebate.rewards.js';
import type { PeriodRewardInput } from './rebate.service.js';

/*
 * The period job pays 100,000 members a period through the batch form of the reward centre: it must leave
 * exactly what the centre's own payReward / offerReward leave, reward row, ledger transfer and wagering.
 */
let h: RebateHarness;
beforeAll(async () => {
  h = await rebateApp();
});

const WAGERING = { multiplierTenths: 30, base: 'bonus', weights: { RNG: 100, LIVE: 10 }, defaultWeight: 50 };

async function snapshot(sourceKey: string) {
  const [r] = await h.db<Record<string, unknown>[]>`
    SELECT r.member_id, r.source, r.promotion_id, r.period_key, r.title, r.amount, r.wagering, r.deposit_amount,
           r.status, r.offered_at, r.expires_at, r.claimed_at, r.details,
           t.kind AS t_kind, t.amount AS t_amount, t.reference = 'promo-reward:' || r.id AS t_names_reward,
           t.idempotency_key AS t_key, t.status AS t_status, da.code AS t_debit, ca.code AS t_credit,
           w.bonus AS w_bonus, w.required AS w_required, w.weights AS w_weights, w.default_weight AS w_default,
           w.status AS w_status
      FROM promotion_rewards r
      LEFT JOIN ledger_transfers t ON t.id = r.transfer_id
      LEFT JOIN ledger_accounts da ON da.id = t.debit_account_id
      LEFT JOIN ledger_accounts ca ON ca.id = t.credit_account_id
      LEFT JOIN bonus_wagering w ON w.reward_id = r.id
     WHERE r.source_key = ${sourceKey}`;
  return r;
}

describe('batch rewards', () => {
  it('pay and offer leave the same rows as the reward centre one at a time; a second pay answers the same ids', async () => {
    const promo = await periodPromotion(h, { kind: 'rebate', config: { rates: { RNG: 100 } } });
    await h.db`UPDATE promotions SET wagering = ${h.db.json(WAGERING as never)} WHERE id = ${promo}`;
    const batch = createBatchRewards({ clock: h.clock, ledger: h.ledger });
    const single = oneByOneRewards(h.rewards);
    const [a, b] = [await rebatePlayer(h), await rebatePlayer(h)];
    const input = (memberId: number, key: string, amount: number): PeriodRewardInput => ({
      memberId,
      source: 'rebate',
      sourceKey: key,
      amount,
      promotionId: promo,
      periodKey: '2026-11-21',
      details: { turnover: amount * 100 },
    });
    for (const [kind, f] of [
      ['pay', 'payRewards'],
      ['offer', 'offerRewards'],
    ] as const) {
      const one = await h.db.begin((tx) => single[f](tx, [input(a.id, `${kind}-a`, 12_345)]));
      const many = await h.db.begin((tx) =>
        batch[f](tx, [input(a.id, `${kind}-b`, 12_345), input(b.id, `${kind}-c`, 777)]),
      );
      expect(one.size).toBe(1);
      expect(many.size).toBe(2);
      const [x, y] = [await snapshot(`${kind}-a`), await snapshot(`${kind}-b`)];
      expect(x).toBeDefined();
      expect({ ...y, t_key: null }).toEqual({ ...x, t_key: null });
      expect(y!.t_key).toBe(kind === 'pay' ? 'promo:rebate:pay-b' : null);
      // Again, with one new key: the known ones are answered with their ids, nothing moves twice.
      const again = await h.db.begin((tx) =>
        batch[f](tx, [input(a.id, `${kind}-b`, 12_345), input(b.id, `${kind}-c`, 777), input(b.id, `${kind}-d`, 5)]),
      );
      expect(again.get(`${kind}-b`)).toBe(many.get(`${kind}-b`));
      expect(again.get(`${kind}-c`)).toBe(many.get(`${kind}-c`));
      expect(again.size).toBe(3);
    }
    const [paid] = await h.db<{ n: number; sum: number }[]>`
      SELECT count(*)::int AS n, sum(amount)::bigint AS sum FROM ledger_transfers WHERE idempotency_key LIKE 'promo:rebate:pay-%'`;
    expect(paid).toEqual({ n: 4, sum: 12_345 + 12_345 + 777 + 5 });
    const [w] = await h.db<{ required: number }[]>`
      SELECT w.required FROM bonus_wagering w JOIN promotion_rewards r ON r.id = w.reward_id WHERE r.source_key = 'pay-b'`;
    expect(w!.required).toBe(3 * 12_345);
  });

  it('refuses a batch mixing promotions, or a bad amount, and writes nothing', async () => {
    const batch = createBatchRewards({ clock: h.clock, ledger: h.ledger });
    const m = await rebatePlayer(h);
    const base = { memberId: m.id, source: 'rebate' as const, periodKey: 'p', details: {} };
    await expect(
      h.db.begin((tx) =>
        batch.payRewards(tx, [
          { ...base, sourceKey: 'mix-1', amount: 1, promotionId: 1 },
          { ...base, sourceKey: 'mix-2', amount: 1, promotionId: 2 },
        ]),
      ),
    ).rejects.toThrow(/one promotion/);
    await expect(
      h.db.begin((tx) => batch.payRewards(tx, [{ ...base, sourceKey: 'bad-1', amount: 0, promotionId: 1 }])),
    ).rejects.toThrow(/positive integer/);
    const [n] = await h.db<{ n: number }[]>`
      SELECT count(*)::int AS n FROM promotion_rewards WHERE source_key IN ('mix-1', 'mix-2', 'bad-1')`;
    expect(n!.n).toBe(0);
  });
});
