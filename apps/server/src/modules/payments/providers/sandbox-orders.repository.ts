import type { Queryable } from '../../../platform/db/connect.js';

export type SandboxProvider = 'momo' | 'zalopay' | 'phone_card';

export interface SandboxOrderRow {
  provider: SandboxProvider;
  order_id: string;
  trans_id: string;
  amount: number;
  request: Record<string, unknown>;
  status: 'created' | 'paid' | 'failed';
  created_at: Date;
  finished_at: Date | null;
  notify_due_at: Date | null;
  notified_at: Date | null;
  notify_attempts: number;
}

/** Records an order; false when the provider already has one with this id (the provider refuses it). */
export async function insertSandboxOrder(
  q: Queryable,
  o: Pick<SandboxOrderRow, 'provider' | 'order_id' | 'trans_id' | 'amount' | 'request' | 'created_at'> & {
    notify_due_at?: Date | null;
  },
): Promise<boolean> {
  const rows = await q`INSERT INTO payment_sandbox_orders
      (provider, order_id, trans_id, amount, request, status, created_at, notify_due_at)
    VALUES (${o.provider}, ${o.order_id}, ${o.trans_id}, ${o.amount}, ${q.json(o.request as never)}, 'created',
      ${o.created_at}, ${o.notify_due_at ?? null})
    ON CONFLICT DO NOTHING`;
  return rows.count === 1;
}

export async function findSandboxOrder(
  q: Queryable,
  provider: SandboxProvider,
  orderId: string,
): Promise<SandboxOrderRow | null> {
  const rows = await q<SandboxOrderRow[]>`SELECT * FROM payment_sandbox_orders
    WHERE provider = ${provider} AND order_id = ${orderId}`;
  return rows[0] ? { ...rows[0], amount: Number(rows[0].amount) } : null;
}

/** created → paid/failed once; null when it was already decided (a second click). */
export async function finishSandboxOrder(
  q: Queryable,
  provider: SandboxProvider,
  orderId: string,
  status: 'paid' | 'failed',
  at: Date,
): Promise<SandboxOrderRow | null> {
  const rows = await q<SandboxOrderRow[]>`UPDATE payment_sandbox_orders SET status = ${status}, finished_at = ${at}
    WHERE provider = ${provider} AND order_id = ${orderId} AND status = 'created' RETURNING *`;
  return rows[0] ? { ...rows[0], amount: Number(rows[0].amount) } : null;
}

/** Orders whose asynchronous result is due, locked against a second dispatcher. */
export async function lockDueNotifies(q: Queryable, provider: SandboxProvider, now: Date, limit: number) {
  const rows = await q<SandboxOrderRow[]>`SELECT * FROM payment_sandbox_orders
    WHERE provider = ${provider} AND notified_at IS NULL AND notify_due_at <= ${now}
    ORDER BY notify_due_at LIMIT ${limit} FOR UPDATE SKIP LOCKED`;
  return rows.map((r) => ({ ...r, amount: Number(r.amount) }));
}

/** Delivered, or (failed) tried again later: after 5 attempts the result is given up. */
export async function markNotify(
  q: Queryable,
  provider: SandboxProvider,
  orderId: string,
  r: { delivered: boolean; at: Date; retryAt: Date },
): Promise<void> {
  if (r.delivered) {
    await q`UPDATE payment_sandbox_orders SET notified_at = ${r.at}, notify_attempts = notify_attempts + 1
      WHERE provider = ${provider} AND order_id = ${orderId}`;
    return;
  }
  await q`UPDATE payment_sandbox_orders SET notify_attempts = notify_attempts + 1,
      notify_due_at = CASE WHEN notify_attempts >= 4 THEN 'infinity'::timestamptz ELSE ${r.retryAt} END
    WHERE provider = ${provider} AND order_id = ${orderId}`;
}
