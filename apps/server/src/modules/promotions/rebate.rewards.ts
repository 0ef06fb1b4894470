import type { WageringSpec } from '@app/contracts';
import type { Clock } from '../../platform/clock.js';
import type { Tx } from '../../platform/db/connect.js';
import type { LedgerService } from '../ledger/index.js';
import { findPromotion } from './promotions.repository.js';
import type { PeriodRewardInput, PeriodRewards } from './rebate.service.js';
import { rewardKey } from './rewards.service.js';
import { wageringRequirement } from './wagering.rules.js';

const DEFAULT_CLAIM_HOURS = 72;

/**
 * The reward centre's offerReward / payReward (rewards.service.ts) for a whole batch of one promotion's
 * period lines at once: the same promotion_rewards rows (UNIQUE (source, source_key): a line already
 * rewarded is answered, not paid again), the same ledger transfer per payout (kind = source, house
 * bonus_expense → member cash, key promo:<source>:<source key>, reference promo-reward:<id>) and the same
 * bonus_wagering row, in a handful of statements instead of six per member: 100,000 players a period.
 * rebate.rewards.test.ts holds it to the single-reward path row for row.
 */
export function createBatchRewards(deps: { clock: Clock; ledger: Pick<LedgerService, 'transferInTx'> }): PeriodRewards {
  const { clock, ledger } = deps;

  /** One promotion and one source per batch, positive integer amounts. */
  function checkBatch(inputs: PeriodRewardInput[]) {
    const { source, promotionId } = inputs[0]!;
    if (inputs.some((i) => i.promotionId !== promotionId || i.source !== source)) {
      throw new Error('a reward batch is one promotion and one source');
    }
    for (const i of inputs) {
      if (!Number.isSafeInteger(i.amount) || i.amount <= 0)
        throw new Error('A reward amount must be a positive integer');
    }
    return { source, promotionId };
  }

  /** Offers every input to the reward centre (status claim). Idempotent per (source, source key). */
  async function offerRewards(tx: Tx, inputs: PeriodRewardInput[]): Promise<Map<string, number>> {
    if (inputs.length === 0) return new Map();
    const { source, promotionId } = checkBatch(inputs);
    const now = clock.now();
    const promotion = await findPromotion(tx, promotionId);
    const wagering: WageringSpec | null = promotion?.wagering ?? null;
    const expiresAt = new Date(now.getTime() + (promotion?.limits.claimHours ?? DEFAULT_CLAIM_HOURS) * 3_600_000);
    await tx`
      INSERT INTO promotion_rewards (member_id, source, source_key, promotion_id, period_key, title, amount, wagering,
                                     deposit_amount, status, offered_at, expires_at, details)
      SELECT m, ${source}, k, ${promotionId}, p, '{}'::jsonb, a, ${wagering ? tx.json(wagering as never) : null}, 0,
             'claim', ${now}, ${expiresAt}, d::jsonb
        FROM unnest(${inputs.map((i) => i.memberId)}::bigint[], ${inputs.map((i) => i.sourceKey)}::text[],
                    ${inputs.map((i) => i.periodKey)}::text[], ${inputs.map((i) => i.amount)}::bigint[],
                    ${inputs.map((i) => JSON.stringify(i.details))}::text[]) AS x(m, k, p, a, d)
      ON CONFLICT (source, source_key) DO NOTHING`;
    const rows = await tx<{ id: number; source_key: string }[]>`
      SELECT id, source_key FROM promotion_rewards
       WHERE source = ${source} AND source_key = ANY(${inputs.map((i) => i.sourceKey)}::text[])`;
    return new Map(rows.map((r) => [r.source_key, r.id]));
  }

  /**
   * Pays every input at once (reward claimed, ledger transfer, wagering). Idempotent per (source, source key):
   * an input already rewarded is answered with its reward. The new rewards are written once, already paid
   * (ids drawn first so each transfer names its reward), rather than offered and then updated: half the
   * writes on a table with five indexes.
   */
  async function payRewards(tx: Tx, inputs: PeriodRewardInput[]): Promise<Map<string, number>> {
    if (inputs.length === 0) return new Map();
    const { source, promotionId } = checkBatch(inputs);
    const existing = await tx<{ id: number; source_key: string }[]>`
      SELECT id, source_key FROM promotion_rewards
       WHERE source = ${source} AND source_key = ANY(${inputs.map((i) => i.sourceKey)}::text[])`;
    const out = new Map(existing.map((r) => [r.source_key, r.id]));
    const fresh = inputs.filter((i) => !out.has(i.sourceKey));
    if (fresh.length === 0) return out;
    const ids = (
      await tx<{ id: number }[]>`
        SELECT nextval(pg_get_serial_sequence('promotion_rewards', 'id')) AS id FROM generate_series(1, ${fresh.length})`
    ).map((r) => r.id);
    const transfers = await ledger.transferInTx(
      tx,
      fresh.map((i, n) => ({
        debit: { house: 'bonus_expense', unit: 'VND' } as const,
        credit: { member: i.memberId, kind: 'cash' } as const,
        amount: i.amount,
        unit: 'VND' as const,
        kind: source,
        reference: `promo-reward:${ids[n]}`,
        idempotencyKey: rewardKey(source, i.sourceKey),
      })),
    );
    const transferOf = new Map(transfers.map((t) => [t.idempotencyKey, t.id]));
    const now = clock.now();
    const promotion = await findPromotion(tx, promotionId);
    const spec: WageringSpec | null = promotion?.wagering ?? null;
    const inserted = await tx<{ id: number }[]>`
      INSERT INTO promotion_rewards (id, member_id, source, source_key, promotion_id, period_key, title, amount, wagering,
                                     deposit_amount, status, offered_at, expires_at, claimed_at, transfer_id, details)
      SELECT id, m, ${source}, k, ${promotionId}, p, '{}'::jsonb, a, ${spec ? tx.json(spec as never) : null}, 0,
             'claimed', ${now}, NULL, ${now}, t, d::jsonb
        FROM unnest(${ids}::bigint[], ${fresh.map((i) => i.memberId)}::bigint[], ${fresh.map((i) => i.sourceKey)}::text[],
                    ${fresh.map((i) => i.periodKey)}::text[], ${fresh.map((i) => i.amount)}::bigint[],
                    ${fresh.map((i) => transferOf.get(rewardKey(source, i.sourceKey))!)}::bigint[],
                    ${fresh.map((i) => JSON.stringify(i.details))}::text[]) AS x(id, m, k, p, a, t, d)
      ON CONFLICT (source, source_key) DO NOTHING
      RETURNING id`;
    // Another writer rewarded one of these keys since the read above: its transfer is the stored one, so this
    // batch must not stand (the caller's transaction rolls back and the next run answers the stored reward).
    if (inserted.length !== fresh.length) throw new Error('a reward of this batch was written concurrently');
    for (const [n, i] of fresh.entries()) out.set(i.sourceKey, ids[n]!);
    const needing = spec
      ? fresh
          .map((i, n) => ({ i, id: ids[n]!, required: wageringRequirement(spec, i.amount, 0) }))
          .filter((w) => w.required > 0)
      : [];
    if (spec && needing.length > 0) {
      await tx`INSERT INTO bonus_wagering (member_id, reward_id, bonus, required, weights, default_weight, status, created_at)
        SELECT m, r, b, q, ${tx.json(spec.weights as never)}, ${spec.defaultWeight}, 'active', ${now}
          FROM unnest(${needing.map((w) => w.i.memberId)}::bigint[], ${needing.map((w) => w.id)}::bigint[],
                      ${needing.map((w) => w.i.amount)}::bigint[], ${needing.map((w) => w.required)}::bigint[]) AS x(m, r, b, q)
        ON CONFLICT (reward_id) DO NOTHING`;
    }
    return out;
  }

  return { offerRewards, payRewards };
}

/** The same contract over the reward centre's one-at-a-time functions (what the batch is held to in tests). */
export function oneByOneRewards(centre: {
  offerReward(tx: Tx, input: PeriodRewardInput): Promise<{ rewardId: number }>;
  payReward(tx: Tx, input: PeriodRewardInput): Promise<{ rewardId: number }>;
}): PeriodRewards {
  const each = (f: typeof centre.payReward) => async (tx: Tx, inputs: PeriodRewardInput[]) => {
    const out = new Map<string, number>();
    for (const i of inputs) out.set(i.sourceKey, (await f(tx, i)).rewardId);
    return out;
  };
  return { offerRewards: each(centre.offerReward), payRewards: each(centre.payReward) };
}
