import type { AdjustmentPolicy, AdjustmentRequest, AdjustmentResult } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/connect.js';
import { AppError } from '../../platform/http/app-error.js';
import {
  type AdjustmentsService,
  auditOrigin,
  type OperatorPrincipal,
  operatorActor,
  writeAudit,
} from '../operators/index.js';
import {
  findRequest,
  insertRequest,
  listRequests,
  readThreshold,
  toRequest,
  writeThreshold,
} from './adjustment-requests.repository.js';

export interface AdjustBody {
  direction: 'credit' | 'debit';
  amount: number;
  reason: string;
  idempotencyKey: string;
}

const notFound = () => new AppError('adjustment_request_not_found', 404, 'No such adjustment request');

/**
 * Four-eyes manual adjustments. At or below the threshold an adjustment posts at once through the adjustments
 * service; above it a pending request is stored, and a DIFFERENT operator with balance.adjust approves it. The
 * approval locks the request row, posts through the same adjustments service with the request's own ledger key
 * (adjust-request:<id>), then marks the request approved in that transaction: racing approvals wait on the lock
 * and find it decided, and a crash between the ledger's commit and ours leaves a pending request whose next
 * approval replays the same transfer. Money moves once.
 */
export function createAdjustmentRequestsService(deps: { db: Db; clock: Clock; adjustments: AdjustmentsService }) {
  const { db, clock, adjustments } = deps;

  async function byId(id: number): Promise<AdjustmentRequest> {
    const row = await findRequest(db, id);
    if (!row) throw notFound();
    return toRequest(row);
  }

  async function adjust(op: OperatorPrincipal, memberId: number, body: AdjustBody, req: FastifyRequest) {
    const threshold = await readThreshold(db);
    if (threshold === null || body.amount <= threshold) {
      const result = await adjustments.adjust(op, { ...body, memberId }, req);
      return { outcome: 'posted' as const, result, request: null };
    }
    const [member] = await db`SELECT 1 FROM members WHERE id = ${memberId}`;
    if (!member) throw new AppError('player_not_found', 404, `No player ${memberId}`);
    const id = await db.begin(async (tx) => {
      const now = clock.now();
      const saved = await insertRequest(tx, {
        memberId,
        direction: body.direction,
        amount: body.amount,
        reason: body.reason,
        operatorId: op.operatorId,
        actor: operatorActor(op),
        key: body.idempotencyKey,
        at: now,
      });
      if (saved.created) {
        await writeAudit(tx, {
          at: now,
          actor: operatorActor(op),
          action: 'adjustment_request.create',
          subject: `member:${memberId}`,
          after: {
            requestId: saved.id,
            direction: body.direction,
            amount: body.amount,
            reason: body.reason,
            threshold,
          },
          ...auditOrigin(req),
        });
      }
      return saved.id;
    });
    return { outcome: 'pending' as const, result: null, request: await byId(id) };
  }

  async function approve(
    op: OperatorPrincipal,
    id: number,
    req: FastifyRequest,
  ): Promise<{ request: AdjustmentRequest; result: AdjustmentResult }> {
    const result = await db.begin(async (tx) => {
      const r = await findRequest(tx, id, true);
      if (!r) throw notFound();
      if (r.status !== 'pending') throw decided(r.status);
      if (Number(r.requested_by) === op.operatorId) {
        throw new AppError('adjustment_same_operator', 403, 'A second operator must approve this adjustment');
      }
      const input = {
        memberId: Number(r.member_id),
        direction: r.direction,
        amount: Number(r.amount),
        reason: r.reason,
        idempotencyKey: `request-${id}`,
      };
      const posted = await adjustments.adjust(op, input, req, id);
      const now = clock.now();
      await tx`UPDATE adjustment_requests SET status = 'approved', decided_by = ${op.operatorId},
          decided_actor = ${operatorActor(op)}, decided_at = ${now}, transfer_id = ${posted.transferId}
        WHERE id = ${id}`;
      await writeAudit(tx, {
        at: now,
        actor: operatorActor(op),
        action: 'adjustment_request.approve',
        subject: `member:${input.memberId}`,
        before: { requestId: id, status: 'pending', requestedBy: r.requested_actor },
        after: { requestId: id, status: 'approved', transferId: posted.transferId, balance: posted.after },
        ...auditOrigin(req),
      });
      return posted;
    });
    return { request: await byId(id), result };
  }

  async function reject(op: OperatorPrincipal, id: number, reason: string, req: FastifyRequest) {
    await db.begin(async (tx) => {
      const r = await findRequest(tx, id, true);
      if (!r) throw notFound();
      if (r.status !== 'pending') throw decided(r.status);
      const now = clock.now();
      await tx`UPDATE adjustment_requests SET status = 'rejected', decided_by = ${op.operatorId},
          decided_actor = ${operatorActor(op)}, decided_at = ${now}, decision_reason = ${reason}
        WHERE id = ${id}`;
      await writeAudit(tx, {
        at: now,
        actor: operatorActor(op),
        action: 'adjustment_request.reject',
        subject: `member:${r.member_id}`,
        before: { requestId: id, status: 'pending' },
        after: { requestId: id, status: 'rejected', reason },
        ...auditOrigin(req),
      });
    });
    return byId(id);
  }

  async function list(q: {
    status?: 'pending' | 'approved' | 'rejected';
    memberId?: number;
    dir: 'asc' | 'desc';
    page: number;
    pageSize: number;
  }) {
    const { rows, total } = await listRequests(db, {
      ...q,
      limit: q.pageSize,
      offset: (q.page - 1) * q.pageSize,
    });
    return { items: rows.map(toRequest), total, page: q.page, pageSize: q.pageSize };
  }

  async function policy(): Promise<AdjustmentPolicy> {
    return { approvalThreshold: await readThreshold(db) };
  }

  async function putPolicy(op: OperatorPrincipal, p: AdjustmentPolicy, req: FastifyRequest): Promise<AdjustmentPolicy> {
    await db.begin(async (tx) => {
      const before = await readThreshold(tx);
      const now = clock.now();
      await writeThreshold(tx, p.approvalThreshold, now);
      await writeAudit(tx, {
        at: now,
        actor: operatorActor(op),
        action: 'adjustment_policy.update',
        subject: 'adjustment_policy',
        before: { approvalThreshold: before },
        after: p,
        ...auditOrigin(req),
      });
    });
    return policy();
  }

  return { adjust, approve, reject, list, policy, putPolicy, threshold: () => readThreshold(db) };
}
export type AdjustmentRequestsService = ReturnType<typeof createAdjustmentRequestsService>;

const decided = (status: string) =>
  new AppError('adjustment_request_decided', 409, `This request is already ${status}`, { status });
