import type { AdjustmentResult } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/connect.js';
import { AppError } from '../../platform/http/app-error.js';
import type { LedgerService } from '../ledger/index.js';
import { auditOrigin, operatorActor, writeAudit } from './audit.js';
import type { OperatorPrincipal } from './operator.principal.js';

export interface AdjustmentInput {
  memberId: number;
  direction: 'credit' | 'debit';
  amount: number;
  reason: string;
  idempotencyKey: string;
}

/**
 * Manual adjustments: an operator credits or debits a member's main wallet with a reason. The other
 * side is the payment-clearing house account (the ledger has no dedicated adjustments account yet).
 * A debit is a protected transfer: the ledger refuses it with 'insufficient_funds' rather than overdraw.
 */
export function createAdjustmentsService(deps: { db: Db; clock: Clock; ledger: LedgerService }) {
  const { db, clock, ledger } = deps;

  async function adjust(op: OperatorPrincipal, input: AdjustmentInput, req: FastifyRequest): Promise<AdjustmentResult> {
    const [member] = await db<
      { id: number; type: number }[]
    >`SELECT id, type FROM members WHERE id = ${input.memberId}`;
    if (!member) throw new AppError('member_not_found', 404, `No member ${input.memberId}`);
    if (member.type === 4) throw new AppError('need_true_account', 422, 'Trial accounts hold play money only');
    const cash = { member: input.memberId, kind: 'cash' as const };
    const house = { house: 'payment_clearing' as const, unit: 'VND' as const };
    const [before] = await ledger.balances([cash]);
    // The key is scoped to the operator, so two operators' keys never collide.
    const key = `adjust:${op.operatorId}:${input.idempotencyKey}`;
    const transfer = await ledger.transfer({
      debit: input.direction === 'credit' ? house : cash,
      credit: input.direction === 'credit' ? cash : house,
      amount: input.amount,
      unit: 'VND',
      kind: 'adjustment',
      reference: `adjust:${input.reason}`.slice(0, 500),
      idempotencyKey: key,
    });
    const [after] = await ledger.balances([cash]);
    const result: AdjustmentResult = {
      transferId: transfer.id,
      memberId: input.memberId,
      direction: input.direction,
      amount: input.amount,
      before: { posted: before!.posted, available: before!.available },
      after: { posted: after!.posted, available: after!.available },
      replayed: transfer.replayed,
    };
    // A replay moved nothing: it is not a new action and gets no second audit record.
    if (!transfer.replayed) {
      await writeAudit(db, {
        at: clock.now(),
        actor: operatorActor(op),
        action: `wallet.adjust_${input.direction}`,
        subject: `member:${input.memberId}`,
        before: { balance: result.before },
        after: { balance: result.after, amount: input.amount, reason: input.reason, transferId: transfer.id },
        ...auditOrigin(req),
      });
    }
    return result;
  }

  return { adjust };
}
export type AdjustmentsService = ReturnType<typeof createAdjustmentsService>;
