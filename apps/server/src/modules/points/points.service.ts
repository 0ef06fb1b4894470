import { randomUUID } from 'node:crypto';
import {
  DeliveryAddressSchema,
  type LanguageCode,
  type PointsConfig,
  type PointsReward,
  type PointsRewardKind,
  type RedeemStatus,
} from '@app/contracts';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/connect.js';
import { AppError } from '../../platform/http/app-error.js';
import type { LedgerService } from '../ledger/index.js';
import { periodOf } from '../promotions/periods.js';
import { findPromotion } from '../promotions/promotions.repository.js';
import type { RewardCentre } from '../promotions/rewards.service.js';
import { localDay } from '../vip/vip.repository.js';
import { issuance, type PointsAward, pointsOf } from './points.award.js';
import {
  findReward,
  insertRedemption,
  listRedemptions,
  listRewards,
  nextRedemptionId,
  pointChanges,
  pointTotals,
  type RewardRow,
  readRules,
  takeStock,
  toRedemption,
  unitsRedeemedBy,
} from './points.repository.js';
import { completesAtOnce, convertAmount, parsePoints, parseQuantity, txnNo } from './points.rules.js';

export interface PointsDeps {
  db: Db;
  clock: Clock;
  timeZone: string;
  ledger: LedgerService;
  rewards: Pick<RewardCentre, 'prepare' | 'payReward'>;
  /** The member's withdrawal (payment) password check; throws payment_password_* when wrong or not set. */
  verifyPassword: (memberId: number, password: string | undefined) => Promise<void>;
  award: PointsAward;
}

const cash = (memberId: number) => ({ member: memberId, kind: 'cash' }) as const;
const bonusExpense = { house: 'bonus_expense', unit: 'VND' } as const;

const notFound = () => new AppError('points_reward_not_found', 404, 'No such reward in the points mall');

/** The ledger refused the points side: the member's points do not cover it (said in the mall's words). */
async function asPointsError(err: unknown, required: number, balance: () => Promise<number>): Promise<unknown> {
  if (err instanceof AppError && err.code === 'insufficient_funds') {
    return new AppError('points_insufficient', 422, 'Not enough points', { required, balance: await balance() });
  }
  return err;
}

function toMemberReward(r: RewardRow, lang: LanguageCode): PointsReward {
  return {
    id: r.id,
    kind: r.kind,
    name: r.name[lang] ?? r.name.vi,
    description: r.description[lang] ?? r.description.vi,
    imageUrl: r.image_url,
    points: r.points,
    amount: r.amount,
    stock: r.stock,
    maxPerRedeem: r.max_per_redeem,
    perMemberLimit: r.per_member_limit,
  };
}

/** The member's side of points: balance, mall, redeem, records, point changes, conversion. */
export function createPointsService(deps: PointsDeps) {
  const { db, clock, ledger, rewards, timeZone } = deps;

  const balanceOf = async (memberId: number) => (await ledger.balances([pointsOf(memberId)]))[0]!.available;

  async function balance(memberId: number) {
    const [available, totals] = await Promise.all([balanceOf(memberId), pointTotals(db, memberId)]);
    return { balance: available, ...totals };
  }

  async function config(): Promise<PointsConfig> {
    const r = await readRules(db);
    return {
      convertEnabled: r.convertRate > 0,
      convertRate: r.convertRate,
      convertMinPoints: r.convertMinPoints,
      turnoverRates: Object.fromEntries(Object.entries(r.turnoverRates).filter(([, v]) => (v ?? 0) > 0)) as Record<
        string,
        number
      >,
      depositRate: r.depositRate,
      signinPoints: r.signinPoints,
    };
  }

  async function catalogue(lang: LanguageCode, kind?: PointsRewardKind) {
    return { items: (await listRewards(db, { enabledOnly: true, kind })).map((r) => toMemberReward(r, lang)) };
  }

  /**
   * Redeems `quantity` units of a reward. Input is checked first, then the payment password, then — in one
   * transaction — the stock (conditional UPDATE, so the last unit goes once), the member's limit (counted
   * under that row lock), the points (a ledger transfer: the account cannot go below 0, so points never
   * double-spend), and for cash and bonus the payout. Any refusal rolls all of it back.
   */
  async function redeem(
    memberId: number,
    body: { rewardId: number; quantity: unknown; password: string; address?: Record<string, unknown> | null },
    lang: LanguageCode,
  ) {
    const reward = await findReward(db, body.rewardId);
    if (!reward?.enabled) throw notFound();
    const quantity = parseQuantity(body.quantity, reward.max_per_redeem);
    if (quantity === null) {
      throw new AppError('points_quantity_invalid', 422, 'Quantity must be a whole number within the limit', {
        max: reward.max_per_redeem,
      });
    }
    let address = null;
    if (reward.kind === 'physical') {
      const parsed = DeliveryAddressSchema.safeParse(body.address ?? {});
      if (!parsed.success) {
        throw new AppError('points_address_required', 422, 'A delivery address is needed', {
          field: String(parsed.error.issues[0]?.path[0] ?? 'address'),
        });
      }
      address = parsed.data;
    }
    const required = reward.points * quantity;
    const rafflePeriod = reward.kind === 'raffle_ticket' ? await raffleOpenNow(reward.raffle_promotion_id) : null;
    // A quick refusal before the password (the transaction below is the real guard).
    const before = await balanceOf(memberId);
    if (before < required)
      throw new AppError('points_insufficient', 422, 'Not enough points', { required, balance: before });
    await deps.verifyPassword(memberId, body.password);
    // Accounts before the transaction: creating one inside it would take a second pool connection.
    await ledger.prepare([
      { debit: pointsOf(memberId), credit: issuance },
      { debit: bonusExpense, credit: cash(memberId) },
    ]);
    if (reward.kind === 'bonus') await rewards.prepare(memberId);
    try {
      const row = await db.begin(async (tx) => {
        const taken = await takeStock(tx, reward.id, quantity);
        if (!taken) {
          const now = await findReward(tx, reward.id);
          if (!now?.enabled) throw notFound();
          throw new AppError('points_out_of_stock', 422, 'Not enough stock', { stock: now.stock ?? 0 });
        }
        if (taken.per_member_limit !== null) {
          const used = await unitsRedeemedBy(tx, reward.id, memberId);
          if (used + quantity > taken.per_member_limit) {
            throw new AppError('points_member_limit', 422, 'Limit per member reached', {
              limit: taken.per_member_limit,
              used,
            });
          }
        }
        // Priced from the locked row: an operator's price change meanwhile is what the member pays, never half of it.
        const need = taken.points * quantity;
        const pay = taken.amount * quantity;
        const id = await nextRedemptionId(tx);
        const now = clock.now();
        const reference = `points-redemption:${id}`;
        const [t] = await ledger.transferInTx(tx, [
          {
            debit: pointsOf(memberId),
            credit: issuance,
            amount: need,
            unit: 'POINT',
            kind: 'points_redeem',
            reference,
            idempotencyKey: `points:redeem:${id}`,
          },
        ]);
        let promotionRewardId: number | null = null;
        if (taken.kind === 'cash') {
          await ledger.transferInTx(tx, [
            {
              debit: bonusExpense,
              credit: cash(memberId),
              amount: pay,
              unit: 'VND',
              kind: 'points_cash',
              reference,
              idempotencyKey: `points:cash:${id}`,
            },
          ]);
        } else if (taken.kind === 'bonus') {
          const paid = await rewards.payReward(tx, {
            memberId,
            source: 'bonus',
            sourceKey: `points-redeem:${id}`,
            amount: pay,
            title: taken.name,
            wagering: taken.wagering,
            details: { redemption: id, points: need, quantity },
          });
          promotionRewardId = paid.rewardId;
        }
        const row = await insertRedemption(tx, {
          id,
          txn_no: txnNo(localDay(now, timeZone), id),
          member_id: memberId,
          reward_id: taken.id,
          kind: taken.kind,
          product_name: taken.name,
          quantity,
          points: need,
          amount: pay,
          status: completesAtOnce(taken.kind) ? 'complete' : 'processing',
          address,
          transfer_id: t!.id,
          promotion_reward_id: promotionRewardId,
          created_at: now,
        });
        if (rafflePeriod) {
          await tx`INSERT INTO points_raffle_tickets (redemption_id, member_id, promotion_id, period_key, tickets, created_at)
            VALUES (${id}, ${memberId}, ${rafflePeriod.promotionId}, ${rafflePeriod.key}, ${quantity}, ${now})`;
        }
        return row;
      });
      return { redemption: toRedemption(row, lang), balance: await balanceOf(memberId) };
    } catch (err) {
      throw await asPointsError(err, required, () => balanceOf(memberId));
    }
  }

  /**
   * The raffle a ticket is for, open now, and its current period: a ticket counts for the period it was
   * bought in (raffle.tickets.ts). A raffle that is off or outside its window sells no tickets.
   */
  async function raffleOpenNow(promotionId: number | null) {
    const p = promotionId === null ? undefined : await findPromotion(db, promotionId);
    const now = clock.now();
    if (p?.kind !== 'raffle' || !p.enabled || p.activeFrom > now || (p.activeUntil && p.activeUntil <= now)) {
      throw new AppError('points_reward_not_found', 404, 'The raffle of this ticket is not open');
    }
    return { promotionId: p.id, key: periodOf(p.period, now, timeZone).key };
  }

  async function redemptions(
    memberId: number,
    q: { language: LanguageCode; page: number; pageSize: number; status?: RedeemStatus },
  ) {
    const { rows, total } = await listRedemptions(db, { memberId, ...q });
    return { items: rows.map((r) => toRedemption(r, q.language)), total, page: q.page, pageSize: q.pageSize };
  }

  async function changes(memberId: number, q: { page: number; pageSize: number }) {
    return { ...(await pointChanges(db, memberId, q.page, q.pageSize)), page: q.page, pageSize: q.pageSize };
  }

  /** Points to cash at the configured rate: both legs in one transaction, the points side guarded by the ledger. */
  async function convert(memberId: number, body: { points: unknown; password: string }) {
    const points = parsePoints(body.points);
    if (points === null) {
      throw new AppError('points_quantity_invalid', 422, 'Points must be a whole number above 0', { field: 'points' });
    }
    const rules = await readRules(db);
    const out = convertAmount(rules, points);
    if ('refused' in out) {
      throw new AppError('points_convert_unavailable', 422, 'Conversion is off or below the minimum', {
        min: rules.convertMinPoints,
        enabled: rules.convertRate > 0,
      });
    }
    const before = await balanceOf(memberId);
    if (before < points)
      throw new AppError('points_insufficient', 422, 'Not enough points', { required: points, balance: before });
    await deps.verifyPassword(memberId, body.password);
    await ledger.prepare([
      { debit: pointsOf(memberId), credit: issuance },
      { debit: bonusExpense, credit: cash(memberId) },
    ]);
    const key = randomUUID();
    const reference = `points-convert:${key}`;
    try {
      await db.begin((tx) =>
        ledger.transferInTx(tx, [
          {
            debit: pointsOf(memberId),
            credit: issuance,
            amount: points,
            unit: 'POINT',
            kind: 'points_convert',
            reference,
            idempotencyKey: `points:convert:${key}`,
          },
          {
            debit: bonusExpense,
            credit: cash(memberId),
            amount: out.amount,
            unit: 'VND',
            kind: 'points_convert',
            reference,
            idempotencyKey: `points:convert-cash:${key}`,
          },
        ]),
      );
    } catch (err) {
      throw await asPointsError(err, points, () => balanceOf(memberId));
    }
    return { points, amount: out.amount, balance: await balanceOf(memberId) };
  }

  return { balance, config, catalogue, redeem, redemptions, changes, convert };
}
export type PointsMember = ReturnType<typeof createPointsService>;
