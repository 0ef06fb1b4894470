import type { AdjustmentResult } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db/connect.js';
import { AppError } from '../../platform/http/app-error.js';
import type { BalanceSnapshot, LedgerService } from '../ledger/index.js';
import { auditOrigin, findTransferAudit, operatorActor } from './audit.js';
import type { OperatorPrincipal } from './operator.principal.js';

export interface AdjustmentInput {
  memberId: number;
  direction: 'credit' | 'debit';
  amount: number;
  reason: string;
  idempotencyKey: string;
}

const balanceOf = (s: BalanceSnapshot) => ({ posted: s.posted, available: s.available });

/**
 * Manual adjustments: an operator credits or debits a member's main wallet with a reason. The other
 * side is the payment-clearing house account (the ledger has no dedicated adjustments account yet).
 * A debit is a protected transfer: the ledger refuses it with 'insufficient_funds' rather than overdraw.
 *
 * The transfer and its audit record are one statement (TransferInput.audit): both commit or neither,
 * and the balances before and after are the ones the transfer itself saw. A retry with the same key
 * moves nothing and answers the first call's figures, read back from that audit record.
 */
export function createAdjustmentsService(deps: {
  db: Db;
  ledger: LedgerService;
  /** The four-eyes threshold (minor units; null: none): above it, only an approved request may post. */
  approvalThreshold?: () => Promise<number | null>;
}) {
  const { db, ledger } = deps;
  // Members are never deleted and never change type, so "this id is a real-money member" holds for the
  // process' life, like the ledger's own account cache. Bounded: cleared when it grows past the limit.
  const realMembers = new Set<number>();
  const REAL_MEMBERS_CACHED = 100_000;

  async function checkRealMember(memberId: number): Promise<void> {
    if (realMembers.has(memberId)) return;
    const [member] = await db<{ id: number; type: number }[]>`SELECT id, type FROM members WHERE id = ${memberId}`;
    if (!member) throw new AppError('member_not_found', 404, `No member ${memberId}`);
    if (member.type === 4) throw new AppError('need_true_account', 422, 'Trial accounts hold play money only');
    if (realMembers.size >= REAL_MEMBERS_CACHED) realMembers.clear();
    realMembers.add(memberId);
  }

  /**
   * `approvedRequest`: the id of an adjustment request a second operator approved (backoffice-players): it may
   * exceed the threshold, and its ledger key is the request's, so it posts once whoever approves and however often.
   */
  async function adjust(
    op: OperatorPrincipal,
    input: AdjustmentInput,
    req: FastifyRequest,
    approvedRequest?: number,
  ): Promise<AdjustmentResult> {
    await checkRealMember(input.memberId);
    const threshold = approvedRequest === undefined ? await deps.approvalThreshold?.() : null;
    if (threshold != null && input.amount > threshold) {
      throw new AppError('adjustment_needs_approval', 422, 'Above the four-eyes threshold: request it instead', {
        threshold,
      });
    }
    const cash = { member: input.memberId, kind: 'cash' as const };
    const house = { house: 'payment_clearing' as const, unit: 'VND' as const };
    const credit = input.direction === 'credit';
    const transfer = await ledger.transfer({
      debit: credit ? house : cash,
      credit: credit ? cash : house,
      amount: input.amount,
      unit: 'VND',
      kind: 'adjustment',
      reference: `adjust:${input.reason}`.slice(0, 500),
      // The key is scoped to the operator, so two operators' keys never collide; an approved request's to the request.
      idempotencyKey:
        approvedRequest === undefined
          ? `adjust:${op.operatorId}:${input.idempotencyKey}`
          : `adjust-request:${approvedRequest}`,
      audit: {
        actor: operatorActor(op),
        action: `wallet.adjust_${input.direction}`,
        subject: `member:${input.memberId}`,
        after: approvedRequest === undefined ? { reason: input.reason } : { reason: input.reason, approvedRequest },
        ...auditOrigin(req),
      },
    });
    const side = credit ? 'credit' : 'debit';
    let before: BalanceSnapshot;
    let after: BalanceSnapshot;
    if (transfer.balances) {
      ({ before, after } = transfer.balances[side]);
    } else {
      const stored = await findTransferAudit(db, transfer.id);
      if (!stored) throw new AppError('internal_error', 500, `Adjustment ${transfer.id} has no audit record`);
      before = stored.before[side] as BalanceSnapshot;
      after = stored.after[side] as BalanceSnapshot;
    }
    return {
      transferId: transfer.id,
      memberId: input.memberId,
      direction: input.direction,
      amount: input.amount,
      before: balanceOf(before),
      after: balanceOf(after),
      replayed: transfer.replayed,
    };
  }

  return { adjust };
}
export type AdjustmentsService = ReturnType<typeof createAdjustmentsService>;
