import type { AdjustmentRequest } from '@app/contracts';
import type { Queryable } from '../../platform/db/connect.js';

export interface RequestRow {
  id: string;
  member_id: string;
  account: string;
  direction: 'credit' | 'debit';
  amount: string;
  reason: string;
  status: 'pending' | 'approved' | 'rejected';
  requested_by: string;
  requested_actor: string;
  requested_at: Date;
  decided_actor: string | null;
  decided_at: Date | null;
  decision_reason: string | null;
  transfer_id: string | null;
}

export const toRequest = (r: RequestRow): AdjustmentRequest => ({
  id: Number(r.id),
  memberId: Number(r.member_id),
  account: r.account,
  direction: r.direction,
  amount: Number(r.amount),
  reason: r.reason,
  status: r.status,
  requestedBy: r.requested_actor,
  requestedAt: r.requested_at.toISOString(),
  decidedBy: r.decided_actor,
  decidedAt: r.decided_at?.toISOString() ?? null,
  decisionReason: r.decision_reason,
  transferId: r.transfer_id === null ? null : Number(r.transfer_id),
});

const COLUMNS = (q: Queryable) => q`r.id, r.member_id, m.account, r.direction, r.amount, r.reason, r.status,
  r.requested_by, r.requested_actor, r.requested_at, r.decided_actor, r.decided_at, r.decision_reason, r.transfer_id`;

export async function findRequest(q: Queryable, id: number, forUpdate = false): Promise<RequestRow | undefined> {
  const [row] = forUpdate
    ? await q<RequestRow[]>`SELECT ${COLUMNS(q)} FROM adjustment_requests r JOIN members m ON m.id = r.member_id
        WHERE r.id = ${id} FOR UPDATE OF r`
    : await q<RequestRow[]>`SELECT ${COLUMNS(q)} FROM adjustment_requests r JOIN members m ON m.id = r.member_id
        WHERE r.id = ${id}`;
  return row;
}

/** Inserts a request; a retry with the requester's same key returns the first one. */
export async function insertRequest(
  q: Queryable,
  r: {
    memberId: number;
    direction: 'credit' | 'debit';
    amount: number;
    reason: string;
    operatorId: number;
    actor: string;
    key: string;
    at: Date;
  },
): Promise<{ id: number; created: boolean }> {
  const [row] = await q<{ id: string }[]>`INSERT INTO adjustment_requests
      (member_id, direction, amount, reason, requested_by, requested_actor, request_key, requested_at)
    VALUES (${r.memberId}, ${r.direction}, ${r.amount}, ${r.reason}, ${r.operatorId}, ${r.actor}, ${r.key}, ${r.at})
    ON CONFLICT (requested_by, request_key) DO NOTHING RETURNING id`;
  if (row) return { id: Number(row.id), created: true };
  const [old] = await q<{ id: string }[]>`SELECT id FROM adjustment_requests
    WHERE requested_by = ${r.operatorId} AND request_key = ${r.key}`;
  return { id: Number(old!.id), created: false };
}

export async function listRequests(
  q: Queryable,
  f: { status?: string; memberId?: number; dir: 'asc' | 'desc'; limit: number; offset: number },
): Promise<{ rows: RequestRow[]; total: number }> {
  const parts = [q`true`];
  if (f.status) parts.push(q`r.status = ${f.status}`);
  if (f.memberId) parts.push(q`r.member_id = ${f.memberId}`);
  const where = parts.reduce((acc, p) => q`${acc} AND ${p}`);
  const order = f.dir === 'asc' ? q`r.id ASC` : q`r.id DESC`;
  const rows = await q<
    RequestRow[]
  >`SELECT ${COLUMNS(q)} FROM adjustment_requests r JOIN members m ON m.id = r.member_id
    WHERE ${where} ORDER BY ${order} LIMIT ${f.limit} OFFSET ${f.offset}`;
  const [count] = await q<{ n: number }[]>`SELECT count(*)::int AS n FROM adjustment_requests r WHERE ${where}`;
  return { rows, total: count?.n ?? 0 };
}

export async function readThreshold(q: Queryable): Promise<number | null> {
  const [row] = await q<{ approval_threshold: string | null }[]>`SELECT approval_threshold FROM adjustment_policy`;
  return row?.approval_threshold == null ? null : Number(row.approval_threshold);
}

export async function writeThreshold(q: Queryable, threshold: number | null, at: Date): Promise<void> {
  await q`UPDATE adjustment_policy SET approval_threshold = ${threshold}, updated_at = ${at}`;
}
