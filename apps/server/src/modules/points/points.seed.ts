import type { PointsRewardInput } from '@app/contracts';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/connect.js';
import { insertReward } from './points.repository.js';

const VND = 100; // minor units per đồng
const blank = { vi: '', en: '' };

/** The demo mall: one reward of each kind (the demo member opens with 100,000 points). */
function demoRewards(raffleId: number | null): PointsRewardInput[] {
  const base = { imageUrl: null, stock: null, maxPerRedeem: 10, perMemberLimit: null, wagering: null } as const;
  const list: PointsRewardInput[] = [
    {
      ...base,
      kind: 'cash',
      name: { vi: 'Tiền mặt 20.000 ₫', en: 'Cash 20,000 ₫' },
      description: { vi: 'Cộng ngay vào ví chính.', en: 'Credited to your main wallet at once.' },
      points: 18_000,
      amount: 20_000 * VND,
      rafflePromotionId: null,
      enabled: true,
      sort: 10,
    },
    {
      ...base,
      kind: 'bonus',
      name: { vi: 'Tiền thưởng 50.000 ₫', en: 'Bonus 50,000 ₫' },
      description: {
        vi: 'Tiền thưởng cần cược 1 lần trước khi rút.',
        en: 'The bonus must be wagered once before withdrawal.',
      },
      points: 40_000,
      amount: 50_000 * VND,
      wagering: { multiplierTenths: 10, base: 'bonus', weights: {}, defaultWeight: 100 },
      rafflePromotionId: null,
      enabled: true,
      sort: 20,
    },
    {
      ...base,
      kind: 'physical',
      name: { vi: 'Áo thun thương hiệu', en: 'Branded T-shirt' },
      description: { vi: 'Giao tận nơi trong 7 ngày làm việc.', en: 'Delivered to your door within 7 working days.' },
      points: 30_000,
      amount: 0,
      stock: 20,
      maxPerRedeem: 2,
      perMemberLimit: 2,
      rafflePromotionId: null,
      enabled: true,
      sort: 30,
    },
  ];
  if (raffleId !== null) {
    list.push({
      ...base,
      kind: 'raffle_ticket',
      name: { vi: 'Vé vòng quay may mắn', en: 'Lucky wheel ticket' },
      description: blank,
      points: 5_000,
      amount: 0,
      maxPerRedeem: 5,
      rafflePromotionId: raffleId,
      enabled: true,
      sort: 40,
    });
  }
  return list;
}

/** Loads the demo catalogue once (an operator's catalogue, even emptied on purpose, is never refilled). */
export async function seedPoints(db: Db, clock: Clock): Promise<void> {
  await db.begin(async (tx) => {
    await tx`LOCK TABLE points_rewards IN SHARE ROW EXCLUSIVE MODE`;
    const [any] = await tx`SELECT 1 FROM points_rewards LIMIT 1`;
    if (any) return;
    const [raffle] = await tx<{ id: string }[]>`SELECT id FROM promotions WHERE code = 'lucky-wheel'`;
    for (const r of demoRewards(raffle ? Number(raffle.id) : null)) await insertReward(tx, r, clock.now());
  });
}
