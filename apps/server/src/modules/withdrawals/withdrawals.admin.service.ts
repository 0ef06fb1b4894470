import type { OperatorWithdrawal } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/connect.js';
import { AppError } from '../../platform/http/app-error.js';
import { offsetBatches } from '../../platform/http/csv-export.js';
import { publishToMember } from '../../platform/realtime/index.js';
import { sendSystemMessage } from '../inbox/index.js';
import type { LedgerService } from '../ledger/index.js';
import { auditOrigin, type OperatorPrincipal, operatorActor, writeAudit } from '../operators/index.js';
import type { SettingsService } from '../system/index.js';
import { toOperatorWithdrawal } from './withdrawals.mappers.js';
import {
  autoConfirm,
  findForOperator,
  listForOperator,
  type OperatorWithdrawalFilter,
  transition,
  type WithdrawalRow,
} from './withdrawals.repository.js';
import { withdrawalKey } from './withdrawals.service.js';

const notPending = (status: string) =>
  new AppError('withdrawal_not_pending', 409, `The withdrawal is ${status}, not pending`, { status });

/**
 * Withdrawals, operator side: approve (post the hold), reject with a reason (void it), and close a
 * "not received" report (paid, or refund through a new ledger transfer). The ledger decides races: a
 * pending transfer resolves once, so an approve and a reject of the same withdrawal cannot both win;
 * the row follows the ledger's answer, and repeating an action after a crash replays its keyed step.
 */
export function createWithdrawalsAdminService(deps: {
  db: Db;
  clock: Clock;
  ledger: LedgerService;
  settings: SettingsService;
}) {
  const { db, clock, ledger, settings } = deps;
  const minutes = async () => (await settings.get('withdrawal')).autoReceiptMinutes;

  async function load(id: number) {
    const row = await findForOperator(db, id);
    if (!row) throw new AppError('withdrawal_not_found', 404, 'No such withdrawal');
    return row;
  }

  async function view(id: number): Promise<OperatorWithdrawal> {
    return toOperatorWithdrawal(await load(id), await minutes());
  }

  type ListQuery = Omit<OperatorWithdrawalFilter, 'from' | 'to' | 'page' | 'pageSize'> & { from?: string; to?: string };
  const filterOf = (q: ListQuery) => ({
    ...q,
    account: q.account || undefined,
    from: q.from ? new Date(q.from) : undefined,
    to: q.to ? new Date(q.to) : undefined,
  });
  /** Withdrawals past their receipt deadline count as received before any list is read. */
  async function settleReceipts() {
    const m = await minutes();
    await autoConfirm(db, new Date(clock.now().getTime() - m * 60_000), m);
    return m;
  }

  async function list(q: ListQuery & { page: number; pageSize: number }) {
    const m = await settleReceipts();
    const { rows, total } = await listForOperator(db, { ...filterOf(q), page: q.page, pageSize: q.pageSize });
    return { items: rows.map((r) => toOperatorWithdrawal(r, m)), total, page: q.page, pageSize: q.pageSize };
  }

  /** Every withdrawal the filters match, in the list's order, batch by batch (the CSV). */
  async function* csvBatches(q: ListQuery) {
    const m = await settleReceipts();
    yield* offsetBatches(async (limit, offset) => {
      const page = { ...filterOf(q), page: offset / limit + 1, pageSize: limit };
      const { rows } = await listForOperator(db, page, { count: false });
      return rows.map((r) => toOperatorWithdrawal(r, m));
    });
  }

  /** Maps the ledger's "already resolved" to the withdrawal's own refusal. */
  async function resolveHold(row: WithdrawalRow, op: 'post' | 'void') {
    if (!row.hold_transfer_id) throw notPending(row.status);
    try {
      const key = withdrawalKey(row.id, op);
      return op === 'post'
        ? await ledger.post(row.hold_transfer_id, { idempotencyKey: key })
        : await ledger.void(row.hold_transfer_id, { idempotencyKey: key });
    } catch (err) {
      if ((err as AppError).code === 'pending_already_resolved') throw notPending(row.status);
      throw err;
    }
  }

  async function decide(
    op: OperatorPrincipal,
    id: number,
    decision: { approve: true } | { approve: false; reason: string },
    req: FastifyRequest,
  ): Promise<OperatorWithdrawal> {
    const row = await load(id);
    if (row.status !== 'pending') throw notPending(row.status);
    const transfer = await resolveHold(row, decision.approve ? 'post' : 'void');
    const now = clock.now();
    const fields = {
      decided_by: operatorActor(op),
      decided_at: now,
      ...(decision.approve ? {} : { reject_reason: decision.reason }),
    };
    const moved = await db.begin(async (tx) => {
      const done = await transition(tx, id, ['pending'], decision.approve ? 'approved' : 'rejected', now, fields);
      if (done) {
        await writeAudit(tx, {
          at: now,
          actor: operatorActor(op),
          action: decision.approve ? 'withdrawal.approve' : 'withdrawal.reject',
          subject: `withdrawal:${id}`,
          before: { status: row.status, amount: row.amount, memberId: row.member_id },
          after: {
            status: done.status,
            transferId: transfer.id,
            ...(decision.approve ? {} : { reason: decision.reason }),
          },
          ...auditOrigin(req),
        });
        // The member's open pages learn it at once (delivered when this transaction commits).
        await publishToMember(tx, row.member_id, {
          type: 'notice',
          kind: decision.approve ? 'withdrawal_approved' : 'withdrawal_rejected',
          amount: row.amount,
          reference: String(id),
          at: now.toISOString(),
        });
        // And a message in the inbox, in the member's language (the notice above already tells the pages).
        await sendSystemMessage(
          tx,
          row.member_id,
          decision.approve
            ? { template: 'withdrawal_approved', amount: Number(row.amount), reference: String(id) }
            : {
                template: 'withdrawal_rejected',
                amount: Number(row.amount),
                reference: String(id),
                reason: decision.reason,
              },
          now,
          { notify: false },
        );
      }
      return done;
    });
    if (!moved) throw notPending((await load(id)).status);
    return view(id);
  }

  /** Closes a "not received" report: 'paid' (it arrived after all) or 'refund' (back to the main wallet). */
  async function resolveDispute(
    op: OperatorPrincipal,
    id: number,
    input: { outcome: 'paid' | 'refund'; note: string },
    req: FastifyRequest,
  ): Promise<OperatorWithdrawal> {
    const row = await load(id);
    if (row.status !== 'not_received') {
      throw new AppError('withdrawal_not_disputed', 409, 'The withdrawal has no open "not received" report');
    }
    let transferId: number | null = null;
    if (input.outcome === 'refund') {
      const t = await ledger.transfer({
        debit: { house: 'payment_clearing', unit: 'VND' },
        credit: { member: row.member_id, kind: 'cash' },
        amount: row.amount,
        unit: 'VND',
        kind: 'withdrawal_refund',
        reference: `withdrawal:${id}`,
        idempotencyKey: withdrawalKey(id, 'refund'),
      });
      transferId = t.id;
    }
    const now = clock.now();
    await db.begin(async (tx) => {
      const done =
        input.outcome === 'refund'
          ? await transition(tx, id, ['not_received'], 'refunded', now, {})
          : await transition(tx, id, ['not_received'], 'received', now, {
              confirmed_by: 'operator',
              confirmed_at: now,
            });
      if (!done) return;
      await writeAudit(tx, {
        at: now,
        actor: operatorActor(op),
        action: `withdrawal.dispute_${input.outcome}`,
        subject: `withdrawal:${id}`,
        before: { status: row.status, note: row.dispute_note },
        after: { status: done.status, note: input.note, transferId },
        ...auditOrigin(req),
      });
    });
    return view(id);
  }

  return {
    list,
    csvBatches,
    approve: (op: OperatorPrincipal, id: number, req: FastifyRequest) => decide(op, id, { approve: true }, req),
    reject: (op: OperatorPrincipal, id: number, reason: string, req: FastifyRequest) =>
      decide(op, id, { approve: false, reason }, req),
    resolveDispute,
  };
}
export type WithdrawalsAdminService = ReturnType<typeof createWithdrawalsAdminService>;
