import { beforeAll, describe, expect, it } from 'vitest';
import {
  payoutsOf,
  periodPromotion,
  type RebateHarness,
  rebateApp,
  rebatePlayer,
  rewardsOf,
  wager,
} from '../../promotions/rebate.fixtures.js';

/** The rebate job's set-based eligibility (rebate.repository.ts) admits by VIP level as the engine does. */
let h: RebateHarness;
beforeAll(async () => {
  h = await rebateApp();
});
/** Local day `d` of November 2026 (Asia/Ho_Chi_Minh, UTC+7). */
const day = (d: number) => new Date(Date.UTC(2026, 10, d, -7));
const midday = (d: number) => new Date(Date.UTC(2026, 10, d, 5));

describe('rebate job by VIP level', () => {
  it('a rebate limited to levels [3, 4] pays the level-3 member and not the level-1 one', async () => {
    const promo = await periodPromotion(h, {
      kind: 'rebate',
      config: { rates: { RNG: 100 } },
      eligibility: { vipLevels: [3, 4] },
      from: day(12),
      until: day(13),
    });
    const three = await rebatePlayer(h);
    const one = await rebatePlayer(h);
    const now = h.clock.now();
    await h.db`INSERT INTO vip_members (member_id, rank, reached_at, evaluated_at)
               VALUES (${three.id}, 3, ${now}, ${now}), (${one.id}, 1, ${now}, ${now})`;
    for (const m of [three, one]) await wager(h, m.id, { category: 'RNG', stake: 1_000_000, at: midday(12) });
    await payoutsOf(h).runDue();
    expect((await rewardsOf(h, promo)).map((r) => r.member_id)).toEqual([three.id]);
  });
});
