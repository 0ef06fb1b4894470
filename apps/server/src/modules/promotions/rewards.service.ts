import type { LanguageCode, Reward, RewardSource, RewardStatus, WageringSpec } from '@app/contracts';
import type { Clock } from '../../platform/clock.js';
import type { Db, Tx } from '../../platform/db/connect.js';
import { AppError } from '../../platform/http/app-error.js';
import { sendSystemMessage } from '../inbox/index.js';
import type { LedgerService } from '../ledger/index.js';
import { findPromotion } from './promotions.repository.js';
import { wageringRequirement } from './wagering.rules.js';

/** What any source (bonus, rebate, cashback, raffle prize) gives a member. See /work/notes/promotions-api.md. */
export interface RewardInput {
  memberId: number;
  source: RewardSource;
  /** Unique within the source: the same (source, sourceKey) offers or pays once. */
  sourceKey: string;
  amount: number;
  promotionId?: number | null;
  periodKey?: string | null;
  title?: { vi: string; en: string };
  /** Default: the promotion's wagering (none without a promotion). Pass null for none. */
  wagering?: WageringSpec | null;
  depositAmount?: number;
  expiresAt?: Date | null;
  details?: Record<string, unknown>;
}

export interface RewardOutcome {
  rewardId: number;
  created: boolean;
  status: RewardStatus;
  transferId: number | null;
}

export interface RewardRow {
  id: number;
  member_id: number;
  source: RewardSource;
  source_key: string;
  promotion_id: number | null;
  period_key: string | null;
  title: { vi?: string; en?: string };
  amount: number;
  wagering: WageringSpec | null;
  deposit_amount: number;
  status: RewardStatus;
  offered_at: Date;
  expires_at: Date | null;
  claimed_at: Date | null;
  reversed_at: Date | null;
  transfer_id: number | null;
  details: Record<string, unknown>;
  promo_title?: { vi?: { title?: string }; en?: { title?: string } } | null;
}

const DEFAULT_CLAIM_HOURS = 72;

/** The ledger key of a reward's payout: a reward pays once for the ledger's whole life. */
export const rewardKey = (source: RewardSource, sourceKey: string) => `promo:${source}:${sourceKey}`;

export function toReward(r: RewardRow, lang: LanguageCode): Reward {
  const title = r.promo_title?.[lang]?.title ?? r.title[lang] ?? r.title.vi ?? r.source;
  return {
    id: r.id,
    source: r.source,
    promotionId: r.promotion_id,
    title,
    amount: r.amount,
    status: r.status,
    wagering: r.wagering,
    offeredAt: r.offered_at.toISOString(),
    expiresAt: r.expires_at?.toISOString() ?? null,
    claimedAt: r.claimed_at?.toISOString() ?? null,
    periodKey: r.period_key,
  };
}

/**
 * The reward centre: offers (status claim), payouts through the ledger (each its own kind: bonus, rebate,
 * cashback, raffle_prize), the wagering a paid bonus starts, claims, expiry.
 */
export function createRewardCentre(deps: { db: Db; clock: Clock; ledger: LedgerService }) {
  const { db, clock, ledger } = deps;

  async function insertOffer(tx: Tx, input: RewardInput): Promise<{ row: RewardRow; created: boolean }> {
    if (!Number.isSafeInteger(input.amount) || input.amount <= 0) {
      throw new AppError('invalid_input', 400, 'A reward amount must be a positive integer');
    }
    const now = clock.now();
    const promotion = input.promotionId ? await findPromotion(tx, input.promotionId) : undefined;
    const wagering = input.wagering === undefined ? (promotion?.wagering ?? null) : input.wagering;
    const claimHours = promotion?.limits.claimHours ?? DEFAULT_CLAIM_HOURS;
    const expiresAt =
      input.expiresAt === undefined ? new Date(now.getTime() + claimHours * 3_600_000) : input.expiresAt;
    const [inserted] = await tx<RewardRow[]>`INSERT INTO promotion_rewards (member_id, source, source_key,
        promotion_id, period_key, title, amount, wagering, deposit_amount, status, offered_at, expires_at, details)
      VALUES (${input.memberId}, ${input.source}, ${input.sourceKey}, ${input.promotionId ?? null},
        ${input.periodKey ?? null}, ${tx.json((input.title ?? {}) as never)}, ${input.amount},
        ${wagering ? tx.json(wagering as never) : null}, ${input.depositAmount ?? 0}, 'claim', ${now}, ${expiresAt},
        ${tx.json((input.details ?? {}) as never)})
      ON CONFLICT (source, source_key) DO NOTHING RETURNING *`;
    if (inserted) return { row: inserted, created: true };
    const [existing] = await tx<RewardRow[]>`SELECT * FROM promotion_rewards
      WHERE source = ${input.source} AND source_key = ${input.sourceKey}`;
    return { row: existing!, created: false };
  }

  /** Pays a reward row (status claim → claimed) inside tx: ledger transfer, then its wagering requirement. */
  async function settle(tx: Tx, row: RewardRow): Promise<number> {
    const now = clock.now();
    const [transfer] = await ledger.transferInTx(tx, [
      {
        debit: { house: 'bonus_expense', unit: 'VND' },
        credit: { member: row.member_id, kind: 'cash' },
        amount: row.amount,
        unit: 'VND',
        kind: row.source,
        reference: `promo-reward:${row.id}`,
        idempotencyKey: rewardKey(row.source, row.source_key),
      },
    ]);
    await tx`UPDATE promotion_rewards SET status = 'claimed', claimed_at = ${now}, expires_at = NULL,
      transfer_id = ${transfer!.id} WHERE id = ${row.id}`;
    // "Bonus paid" in the member's inbox, in its language, once per reward (modules/inbox).
    const { vi, en } = row.title;
    const name = vi || en ? { vi: vi || en || '', en: en || vi || '' } : null;
    await sendSystemMessage(tx, row.member_id, { template: 'bonus_paid', amount: Number(row.amount), name }, now, {
      key: `reward:${row.id}`,
    });
    const required = wageringRequirement(row.wagering, row.amount, row.deposit_amount);
    if (required > 0 && row.wagering) {
      await tx`INSERT INTO bonus_wagering (member_id, reward_id, bonus, required, weights, default_weight, status,
          created_at)
        VALUES (${row.member_id}, ${row.id}, ${row.amount}, ${required}, ${tx.json(row.wagering.weights as never)},
          ${row.wagering.defaultWeight}, 'active', ${now})
        ON CONFLICT (reward_id) DO NOTHING`;
    }
    return transfer!.id;
  }

  /**
   * Creates (on first use) the member's cash and the house bonus account BEFORE a paying transaction:
   * creating one inside it would need a second pool connection while it holds locks, and parallel claims
   * waiting on its entry would starve the pool. Call it before db.begin around payReward / a claim.
   */
  async function prepare(memberId: number): Promise<void> {
    await ledger.prepare([
      { debit: { house: 'bonus_expense', unit: 'VND' }, credit: { member: memberId, kind: 'cash' } },
    ]);
  }

  /** Offers a reward to the member's reward centre. Idempotent by (source, sourceKey). */
  async function offerReward(tx: Tx, input: RewardInput): Promise<RewardOutcome> {
    const { row, created } = await insertOffer(tx, input);
    return { rewardId: row.id, created, status: row.status, transferId: row.transfer_id };
  }

  /** Pays a reward at once inside tx (reward row, ledger transfer, wagering). Idempotent by (source, sourceKey). */
  async function payReward(tx: Tx, input: RewardInput): Promise<RewardOutcome> {
    const { row, created } = await insertOffer(tx, { ...input, expiresAt: null });
    if (!created) return { rewardId: row.id, created, status: row.status, transferId: row.transfer_id };
    const transferId = await settle(tx, row);
    return { rewardId: row.id, created, status: 'claimed', transferId };
  }

  /**
   * The member claims one reward: only theirs, only while claimable and not expired. The conditional
   * update is the guard: of parallel claims one wins, the others find nothing to claim.
   */
  async function claimInTx(tx: Tx, memberId: number, rewardId: number): Promise<RewardRow> {
    const now = clock.now();
    const [row] = await tx<
      RewardRow[]
    >`SELECT * FROM promotion_rewards WHERE id = ${rewardId} AND member_id = ${memberId}
      FOR UPDATE`;
    if (!row) throw new AppError('reward_not_found', 404, 'No such reward');
    if (row.status === 'expired' || (row.status === 'claim' && row.expires_at && row.expires_at <= now)) {
      throw new AppError('reward_expired', 422, 'The claim window is over');
    }
    if (row.status !== 'claim') throw new AppError('reward_already_claimed', 409, 'Already claimed');
    await settle(tx, row);
    await tx`UPDATE promotion_entries SET status = 'claimed' WHERE reward_id = ${row.id} AND status = 'issued'`;
    const [after] = await tx<RewardRow[]>`SELECT r.*, p.content AS promo_title FROM promotion_rewards r
      LEFT JOIN promotions p ON p.id = r.promotion_id WHERE r.id = ${row.id}`;
    return after!;
  }

  async function claim(memberId: number, rewardId: number, lang: LanguageCode): Promise<Reward> {
    await prepare(memberId);
    const row = await db.begin((tx) => claimInTx(tx, memberId, rewardId));
    return toReward(row, lang);
  }

  async function claimAll(memberId: number, lang: LanguageCode) {
    const now = clock.now();
    const ids = await db<{ id: number }[]>`SELECT id FROM promotion_rewards WHERE member_id = ${memberId}
      AND status = 'claim' AND (expires_at IS NULL OR expires_at > ${now}) ORDER BY id`;
    const items: Reward[] = [];
    for (const { id } of ids) {
      try {
        items.push(await claim(memberId, id, lang));
      } catch (err) {
        // Claimed meanwhile (another tab) or expired this instant: the others still go through.
        if (!(err instanceof AppError)) throw err;
      }
    }
    return { claimed: items.length, amount: items.reduce((s, r) => s + r.amount, 0), items };
  }

  async function list(
    memberId: number,
    q: { status: 'claim' | 'done'; page: number; pageSize: number },
    lang: LanguageCode,
  ) {
    const now = clock.now();
    await expire(memberId);
    const where =
      q.status === 'claim'
        ? db`r.member_id = ${memberId} AND r.status = 'claim' AND (r.expires_at IS NULL OR r.expires_at > ${now})`
        : db`r.member_id = ${memberId} AND r.status <> 'claim'`;
    const rows = (await db`SELECT r.*, p.content AS promo_title FROM promotion_rewards r
        LEFT JOIN promotions p ON p.id = r.promotion_id WHERE ${where}
        ORDER BY r.offered_at DESC, r.id DESC LIMIT ${q.pageSize} OFFSET ${(q.page - 1) * q.pageSize}`) as unknown as RewardRow[];
    const [{ n }] = (await db`SELECT count(*)::int AS n FROM promotion_rewards r WHERE ${where}`) as unknown as [
      { n: number },
    ];
    return { items: rows.map((r) => toReward(r, lang)), total: n, page: q.page, pageSize: q.pageSize };
  }

  /** Claimable rewards: the member-centre badge. */
  async function count(memberId: number): Promise<number> {
    const [row] = await db<{ n: number }[]>`SELECT count(*)::int AS n FROM promotion_rewards
      WHERE member_id = ${memberId} AND status = 'claim' AND (expires_at IS NULL OR expires_at > ${clock.now()})`;
    return row?.n ?? 0;
  }

  /** Marks offers past their window expired (one member, or all: the housekeeping job). */
  async function expire(memberId?: number): Promise<number> {
    const now = clock.now();
    const rows = memberId
      ? await db`UPDATE promotion_rewards SET status = 'expired' WHERE member_id = ${memberId} AND status = 'claim'
          AND expires_at <= ${now} RETURNING id`
      : await db`UPDATE promotion_rewards SET status = 'expired' WHERE status = 'claim' AND expires_at <= ${now}
          RETURNING id`;
    return rows.length;
  }

  return { prepare, offerReward, payReward, claim, claimInTx, claimAll, list, count, expire };
}
export type RewardCentre = ReturnType<typeof createRewardCentre>;
