import type { Queryable } from '../../platform/db/connect.js';

export interface SandboxPaymentRow {
  id: string;
  merchant_ref: string;
  amount: number;
  currency: string;
  return_url: string;
  callback_path: string;
  status: 'created' | 'paid' | 'failed';
  created_at: Date;
  finished_at: Date | null;
}

export interface SandboxCallbackRow {
  id: number;
  payment_id: string;
  status: 'pending' | 'success' | 'failed';
  amount: number;
  due_at: Date;
  attempts: number;
}

export async function insertSandboxPayment(q: Queryable, p: Omit<SandboxPaymentRow, 'status' | 'finished_at'>) {
  await q`INSERT INTO sandbox_payments (id, merchant_ref, amount, currency, return_url, callback_path, status, created_at)
    VALUES (${p.id}, ${p.merchant_ref}, ${p.amount}, ${p.currency}, ${p.return_url}, ${p.callback_path}, 'created', ${p.created_at})`;
}

export async function findSandboxPayment(q: Queryable, id: string): Promise<SandboxPaymentRow | null> {
  const rows = await q<SandboxPaymentRow[]>`SELECT * FROM sandbox_payments WHERE id = ${id}`;
  return rows[0] ?? null;
}

/** Moves a created payment to paid/failed; null when it was already finished (a double click). */
export async function finishSandboxPayment(
  q: Queryable,
  id: string,
  status: 'paid' | 'failed',
  at: Date,
): Promise<SandboxPaymentRow | null> {
  const rows = await q<SandboxPaymentRow[]>`UPDATE sandbox_payments SET status = ${status}, finished_at = ${at}
    WHERE id = ${id} AND status = 'created' RETURNING *`;
  return rows[0] ?? null;
}

export async function scheduleSandboxCallback(
  q: Queryable,
  c: { paymentId: string; status: SandboxCallbackRow['status']; amount: number; dueAt: Date },
): Promise<void> {
  await q`INSERT INTO sandbox_callbacks (payment_id, status, amount, due_at)
    VALUES (${c.paymentId}, ${c.status}, ${c.amount}, ${c.dueAt})`;
}

/** Due callbacks, locked so two dispatchers (two server processes) never send the same one together. */
export async function lockDueCallbacks(q: Queryable, now: Date, limit: number) {
  return q<(SandboxCallbackRow & { merchant_ref: string; currency: string; callback_path: string })[]>`
    SELECT c.id, c.payment_id, c.status, c.amount, c.due_at, c.attempts, p.merchant_ref, p.currency, p.callback_path
    FROM sandbox_callbacks c JOIN sandbox_payments p ON p.id = c.payment_id
    WHERE c.delivered_at IS NULL AND c.due_at <= ${now}
    ORDER BY c.due_at, c.id
    LIMIT ${limit}
    FOR UPDATE OF c SKIP LOCKED`;
}

export async function markCallbackDelivered(q: Queryable, id: number, at: Date): Promise<void> {
  await q`UPDATE sandbox_callbacks SET delivered_at = ${at}, attempts = attempts + 1, last_error = NULL WHERE id = ${id}`;
}

export async function markCallbackFailed(q: Queryable, id: number, retryAt: Date | null, error: string): Promise<void> {
  // Past the last attempt the callback is given up: delivered_at stays NULL and due_at moves to infinity.
  await q`UPDATE sandbox_callbacks SET attempts = attempts + 1, last_error = ${error.slice(0, 500)},
    due_at = COALESCE(${retryAt}::timestamptz, 'infinity'::timestamptz) WHERE id = ${id}`;
}
