import {
  type OperatorRedemption,
  PointsRewardInputSchema,
  type PointsRules,
  PointsRulesSchema,
  type RedeemStatus,
} from '@app/contracts';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/connect.js';
import { AppError } from '../../platform/http/app-error.js';
import type { SessionPrincipal } from '../../platform/http/route.js';
import type { LedgerService } from '../ledger/index.js';
import { operatorActor, requireOperator, writeAudit } from '../operators/index.js';
import { issuance, type PointsAward, pointsOf } from './points.award.js';
import {
  findReward,
  insertReward,
  listRedemptions,
  listRewards,
  lockRedemption,
  type RedemptionRow,
  readRules,
  returnStock,
  toOperatorReward,
  toRedemption,
  toRedemptionRow,
  updateReward,
  writeRules,
} from './points.repository.js';
import { rewardIssues } from './points.rules.js';

type Origin = { ip: string; requestId: string };

const invalid = (issues: string[]) => new AppError('points_invalid', 422, issues.join('; '), { issues });
const toOperatorRedemption = (r: RedemptionRow): OperatorRedemption => ({
  ...toRedemption(r, 'vi'),
  account: r.account ?? '',
  memberId: r.member_id,
});

/** The operator's side: rules, catalogue, decisions on processing redeems. Every change is audited. */
export function createPointsOperator(deps: { db: Db; clock: Clock; ledger: LedgerService; award: PointsAward }) {
  const { db, clock, ledger, award } = deps;

  /** Points given by hand (support, goodwill): a 'manual' award keyed by the operator's request, audited with it. */
  async function grant(
    session: SessionPrincipal | null,
    body: { memberId: number; points: number; note: string; idempotencyKey: string },
    origin: Origin,
  ) {
    const actor = operatorActor(requireOperator(session));
    const [m] = await db`SELECT 1 FROM members WHERE id = ${body.memberId}`;
    if (!m) throw new AppError('not_found', 404, 'No such member');
    await award.prepare(body.memberId);
    const out = await db.begin(async (tx) => {
      const r = await award.awardPoints(tx, {
        memberId: body.memberId,
        amount: body.points,
        reason: 'manual',
        sourceKey: `op:${body.idempotencyKey}`,
        note: body.note,
      });
      if (r.created) {
        await writeAudit(tx, {
          at: clock.now(),
          actor,
          action: 'points.grant',
          subject: `member:${body.memberId}`,
          after: { points: body.points, note: body.note, transferId: r.transferId },
          ...origin,
        });
      }
      return r;
    });
    const [b] = await ledger.balances([pointsOf(body.memberId)]);
    return { ...out, balance: b!.available };
  }

  async function rules(session: SessionPrincipal | null): Promise<PointsRules> {
    requireOperator(session);
    return readRules(db);
  }

  async function updateRules(session: SessionPrincipal | null, raw: unknown, origin: Origin): Promise<PointsRules> {
    const actor = operatorActor(requireOperator(session));
    const parsed = PointsRulesSchema.safeParse(raw);
    if (!parsed.success) throw invalid(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
    return db.begin(async (tx) => {
      const before = await readRules(tx);
      await writeRules(tx, parsed.data, clock.now());
      await writeAudit(tx, {
        at: clock.now(),
        actor,
        action: 'points.rules.update',
        subject: 'points:rules',
        before,
        after: parsed.data,
        ...origin,
      });
      return parsed.data;
    });
  }

  async function parseReward(raw: unknown) {
    const parsed = PointsRewardInputSchema.safeParse(raw);
    if (!parsed.success) throw invalid(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
    const issues = rewardIssues(parsed.data);
    if (parsed.data.kind === 'raffle_ticket' && parsed.data.rafflePromotionId !== null) {
      const [p] = await db<{ kind: string }[]>`SELECT kind FROM promotions WHERE id = ${parsed.data.rafflePromotionId}`;
      if (p?.kind !== 'raffle') issues.push('rafflePromotionId: no such raffle promotion');
    }
    if (issues.length > 0) throw invalid(issues);
    return parsed.data;
  }

  async function rewards(session: SessionPrincipal | null) {
    requireOperator(session);
    return { items: (await listRewards(db, { enabledOnly: false })).map(toOperatorReward) };
  }

  async function createReward(session: SessionPrincipal | null, raw: unknown, origin: Origin) {
    const actor = operatorActor(requireOperator(session));
    const input = await parseReward(raw);
    return db.begin(async (tx) => {
      const row = await insertReward(tx, input, clock.now());
      await writeAudit(tx, {
        at: clock.now(),
        actor,
        action: 'points.reward.create',
        subject: `points-reward:${row.id}`,
        after: input,
        ...origin,
      });
      return toOperatorReward(row);
    });
  }

  async function updateRewardById(session: SessionPrincipal | null, id: number, raw: unknown, origin: Origin) {
    const actor = operatorActor(requireOperator(session));
    const input = await parseReward(raw);
    return db.begin(async (tx) => {
      const [before] = await tx`SELECT * FROM points_rewards WHERE id = ${id} FOR UPDATE`;
      if (!before) throw new AppError('points_reward_not_found', 404, 'No such reward');
      const row = (await updateReward(tx, id, input, clock.now()))!;
      await writeAudit(tx, {
        at: clock.now(),
        actor,
        action: 'points.reward.update',
        subject: `points-reward:${id}`,
        before,
        after: input,
        ...origin,
      });
      return toOperatorReward(row);
    });
  }

  /** Deletes an entry never redeemed; one with redeem records is switched off instead (records keep it). */
  async function deleteReward(session: SessionPrincipal | null, id: number, origin: Origin) {
    const actor = operatorActor(requireOperator(session));
    return db.begin(async (tx) => {
      const [before] = await tx`SELECT * FROM points_rewards WHERE id = ${id} FOR UPDATE`;
      if (!before) throw new AppError('points_reward_not_found', 404, 'No such reward');
      const [used] = await tx`SELECT 1 FROM points_redemptions WHERE reward_id = ${id} LIMIT 1`;
      if (used) await tx`UPDATE points_rewards SET enabled = false, updated_at = ${clock.now()} WHERE id = ${id}`;
      else await tx`DELETE FROM points_rewards WHERE id = ${id}`;
      await writeAudit(tx, {
        at: clock.now(),
        actor,
        action: used ? 'points.reward.disable' : 'points.reward.delete',
        subject: `points-reward:${id}`,
        before,
        ...origin,
      });
      return { id, deleted: !used };
    });
  }

  async function redemptions(
    session: SessionPrincipal | null,
    q: { page: number; pageSize: number; status?: RedeemStatus },
  ) {
    requireOperator(session);
    const { rows, total } = await listRedemptions(db, q);
    return { items: rows.map(toOperatorRedemption), total, page: q.page, pageSize: q.pageSize };
  }

  /**
   * Completes or rejects a processing redeem. The record is locked and must still be processing, so a
   * second decision (twice, or in parallel) is refused and changes nothing; a rejection returns the points
   * by a ledger transfer keyed by the redeem (once for the ledger's whole life) and puts the stock back.
   */
  async function decide(
    session: SessionPrincipal | null,
    id: number,
    body: { decision: 'complete' | 'reject'; reason?: string },
    origin: Origin,
  ): Promise<OperatorRedemption> {
    const actor = operatorActor(requireOperator(session));
    const [head] = await db<{ member_id: string }[]>`SELECT member_id FROM points_redemptions WHERE id = ${id}`;
    if (!head) throw new AppError('points_redemption_not_found', 404, 'No such redeem record');
    await ledger.prepare([{ debit: issuance, credit: pointsOf(Number(head.member_id)) }]);
    const row = await db.begin(async (tx) => {
      const r = (await lockRedemption(tx, id))!;
      if (r.status !== 'processing') {
        throw new AppError('points_redemption_decided', 409, `Already ${r.status}`, { status: r.status });
      }
      const now = clock.now();
      let refund: number | null = null;
      if (body.decision === 'reject') {
        const [t] = await ledger.transferInTx(tx, [
          {
            debit: issuance,
            credit: pointsOf(r.member_id),
            amount: r.points,
            unit: 'POINT',
            kind: 'points_refund',
            reference: `points-redemption:${id}`,
            idempotencyKey: `points:refund:${id}`,
          },
        ]);
        refund = t!.id;
        await returnStock(tx, r.reward_id, r.quantity);
      }
      const [after] = await tx<RedemptionRow[]>`
        UPDATE points_redemptions SET status = ${body.decision === 'reject' ? 'rejected' : 'complete'},
               refund_transfer_id = ${refund}, reason = ${body.reason ?? null}, decided_at = ${now}, decided_by = ${actor}
         WHERE id = ${id} RETURNING *, (SELECT account FROM members WHERE id = member_id) AS account`;
      await writeAudit(tx, {
        at: now,
        actor,
        action: `points.redemption.${body.decision}`,
        subject: `points-redemption:${id}`,
        before: { status: r.status },
        after: { status: after!.status, reason: body.reason ?? null, refundTransferId: refund },
        ...origin,
      });
      return toRedemptionRow(after!);
    });
    return toOperatorRedemption(row);
  }

  return {
    rules,
    updateRules,
    rewards,
    createReward,
    updateReward: updateRewardById,
    deleteReward,
    redemptions,
    decide,
    grant,
    find: (id: number) => findReward(db, id),
  };
}
export type PointsOperator = ReturnType<typeof createPointsOperator>;
