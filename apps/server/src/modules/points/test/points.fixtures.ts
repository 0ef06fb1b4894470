import type { PointsRewardInput } from '@app/contracts';
import { hashPassword } from '../../accounts/passwords/password.hasher.js';
import type { DepositsHarness, TestMember } from '../../deposits/test/deposits.fixtures.js';
import { memberWithSession } from '../../deposits/test/deposits.fixtures.js';
import { createRewardCentre } from '../../promotions/rewards.service.js';
import { createSettingsService } from '../../system/index.js';
import { createPaymentPasswordService } from '../../withdrawals/index.js';
import { buildPoints } from '../points.wiring.js';

export const PAY_PASSWORD = '246810';
let hash: string | undefined;

/** A second points service on the test database: what another node (or the job runner) is. */
export function pointsOn(h: DepositsHarness) {
  const settings = createSettingsService({ db: h.db, clock: h.clock });
  const pw = createPaymentPasswordService({ db: h.db, clock: h.clock, settings });
  return buildPoints({
    db: h.db,
    clock: h.clock,
    timeZone: 'Asia/Ho_Chi_Minh',
    ledger: h.ledger,
    rewards: createRewardCentre({ db: h.db, clock: h.clock, ledger: h.ledger }),
    verifyPassword: pw.verify,
  });
}
export type TestPoints = ReturnType<typeof pointsOn>;

let seq = 0;
/** A member with a session, a payment password and `points` points (awarded as 'manual'). */
export async function memberWithPoints(h: DepositsHarness, p: TestPoints, points: number): Promise<TestMember> {
  const m = await memberWithSession(h);
  hash ??= await hashPassword(PAY_PASSWORD);
  await h.db`INSERT INTO member_payment_passwords (member_id, password_hash, updated_at)
             VALUES (${m.id}, ${hash}, ${h.clock.now()})`;
  seq += 1;
  if (points > 0) await p.award({ memberId: m.id, amount: points, reason: 'manual', sourceKey: `test:${m.id}:${seq}` });
  return m;
}

export function rewardInput(over: Partial<PointsRewardInput> = {}): PointsRewardInput {
  return {
    kind: 'physical',
    name: { vi: 'Áo thun', en: 'T-shirt' },
    description: { vi: '', en: '' },
    imageUrl: null,
    points: 1_000,
    amount: 0,
    stock: null,
    maxPerRedeem: 10,
    perMemberLimit: null,
    wagering: null,
    rafflePromotionId: null,
    enabled: true,
    sort: 0,
    ...over,
  };
}
