import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../platform/db/connect.js';
import type { OperatorPrincipal } from './operator.principal.js';

/** One audited action: who (an operator, or 'system'/'member:<id>'), what, on what, before and after. */
export interface AuditRecord {
  at: Date;
  actor: string;
  action: string;
  subject?: string | null;
  before?: unknown;
  after?: unknown;
  ip?: string | null;
  requestId?: string | null;
}

/** The audit actor string of an operator: 'operator:<id>:<username>'. */
export const operatorActor = (op: OperatorPrincipal): string => `operator:${op.operatorId}:${op.username}`;

/**
 * Writes one row of audit_log (migration 0001). Pass the transaction that made the change, so the record
 * and the change commit together.
 */
export async function writeAudit(q: Queryable, r: AuditRecord): Promise<void> {
  const json = (v: unknown) => (v === null || v === undefined ? null : q.json(v as never));
  await q`INSERT INTO audit_log (at, actor, action, subject, before, after, ip, request_id)
    VALUES (${r.at}, ${r.actor}, ${r.action}, ${r.subject ?? null}, ${json(r.before)}, ${json(r.after)},
      ${r.ip ?? null}, ${r.requestId ?? null})`;
}

/** The request fields an audit record keeps. */
export const auditOrigin = (req: FastifyRequest) => ({ ip: req.ip, requestId: String(req.id) });

/**
 * The before/after of the audit record written with a ledger transfer (TransferInput.audit), so a
 * replayed request can answer exactly what its first call answered.
 */
export async function findTransferAudit(
  q: Queryable,
  transferId: number,
): Promise<{ before: Record<string, unknown>; after: Record<string, unknown> } | undefined> {
  const [row] = await q<{ before: Record<string, unknown>; after: Record<string, unknown> }[]>`
    SELECT before, after FROM audit_log WHERE transfer_id = ${transferId}`;
  return row;
}
