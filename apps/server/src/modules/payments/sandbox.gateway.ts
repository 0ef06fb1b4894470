import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/connect.js';
import { AppError } from '../../platform/http/app-error.js';
import { SIGNATURE_HEADER, signBody, verifySignature } from './hmac-signature.js';
import type { CreatePaymentInput, PaymentGateway, PaymentNotice, PaymentStatus } from './payment-gateway.js';
import {
  findSandboxPayment,
  finishSandboxPayment,
  insertSandboxPayment,
  lockDueCallbacks,
  markCallbackDelivered,
  markCallbackFailed,
  type SandboxPaymentRow,
  scheduleSandboxCallback,
} from './sandbox.repository.js';

export const SANDBOX_CODE = 'sandbox';
/** Retries of a callback our endpoint did not accept, after 10 s, 30 s, 2 min, 10 min. */
const RETRY_MS = [10_000, 30_000, 120_000, 600_000];

/** Test switches of the sandbox payment page: how the callbacks misbehave, as real gateways sometimes do. */
export interface SandboxSwitches {
  /** Send the final callback twice. */
  duplicate?: boolean;
  /** After the final callback, send a stale 'pending' one. */
  outOfOrder?: boolean;
  /** Report 1.00 more than was asked. */
  wrongAmount?: boolean;
}

/** Sends one callback to our own endpoint; answers the HTTP status (the app injects it in process). */
export type CallbackDeliverer = (path: string, headers: Record<string, string>, body: string) => Promise<number>;

export const sandboxStatusOf = (row: SandboxPaymentRow): PaymentStatus =>
  row.status === 'paid' ? 'success' : row.status === 'failed' ? 'failed' : 'pending';

/**
 * The built-in payment gateway. It behaves like an outside one but lives on this server: a payment page
 * (/sandbox-pay/<id>), a decision by the payer, then signed callbacks sent after a delay by a
 * dispatcher that reads due callbacks from the database by the injected clock, so tests run it
 * deterministically with deliverDue().
 */
export function createSandboxGateway(deps: { db: Db; clock: Clock; secret: string; delayMs: number }) {
  const { db, clock, secret, delayMs } = deps;

  async function createPayment(input: CreatePaymentInput) {
    const id = `sbx_${randomBytes(12).toString('hex')}`;
    // In the deposit's own transaction when given: the caller holds a connection already, and a second
    // one per parallel deposit could empty the pool while each waits for it.
    await insertSandboxPayment(input.tx ?? db, {
      id,
      merchant_ref: input.merchantRef,
      amount: input.amount,
      currency: input.currency,
      return_url: input.returnUrl,
      callback_path: input.callbackPath,
      created_at: clock.now(),
    });
    return { paymentId: id, redirectUrl: `/sandbox-pay/${id}?lang=${input.language}` };
  }

  function verifyCallback(headers: IncomingHttpHeaders, rawBody: Buffer): PaymentNotice {
    const bad = () => new AppError('payment_signature_invalid', 401, 'Bad payment signature');
    if (!verifySignature(secret, headers[SIGNATURE_HEADER], rawBody, clock.now())) throw bad();
    let body: unknown;
    try {
      body = JSON.parse(rawBody.toString('utf8'));
    } catch {
      throw bad();
    }
    const b = body as Record<string, unknown>;
    const statuses: readonly unknown[] = ['pending', 'success', 'failed'];
    if (
      typeof b.paymentId !== 'string' ||
      typeof b.merchantRef !== 'string' ||
      !statuses.includes(b.status) ||
      !Number.isSafeInteger(b.amount)
    ) {
      throw bad();
    }
    return {
      paymentId: b.paymentId,
      merchantRef: b.merchantRef,
      status: b.status as PaymentStatus,
      amount: b.amount as number,
    };
  }

  async function queryStatus(paymentId: string): Promise<PaymentNotice | null> {
    const row = await findSandboxPayment(db, paymentId);
    if (!row) return null;
    return { paymentId, merchantRef: row.merchant_ref, status: sandboxStatusOf(row), amount: Number(row.amount) };
  }

  /** The payer's decision on the payment page: schedules the callbacks. Null when already decided. */
  async function decide(paymentId: string, outcome: 'pay' | 'fail', switches: SandboxSwitches = {}) {
    return db.begin(async (tx) => {
      const now = clock.now();
      const row = await finishSandboxPayment(tx, paymentId, outcome === 'pay' ? 'paid' : 'failed', now);
      if (!row) return null;
      const status = outcome === 'pay' ? 'success' : 'failed';
      const amount = Number(row.amount) + (switches.wrongAmount ? 100 : 0);
      const at = (ms: number) => new Date(now.getTime() + delayMs + ms);
      await scheduleSandboxCallback(tx, { paymentId, status, amount, dueAt: at(0) });
      if (switches.duplicate) await scheduleSandboxCallback(tx, { paymentId, status, amount, dueAt: at(1) });
      if (switches.outOfOrder) {
        await scheduleSandboxCallback(tx, { paymentId, status: 'pending', amount, dueAt: at(2) });
      }
      return row;
    });
  }

  /** Sends every callback that is due by the clock, in order; failed sends are retried later. */
  async function deliverDue(deliver: CallbackDeliverer, limit = 50): Promise<number> {
    let sent = 0;
    // Each callback in its own transaction: the row lock keeps a second dispatcher off it while it is sent.
    for (;;) {
      const done = await db.begin(async (tx) => {
        const [due] = await lockDueCallbacks(tx, clock.now(), 1);
        if (!due) return false;
        const body = JSON.stringify({
          paymentId: due.payment_id,
          merchantRef: due.merchant_ref,
          status: due.status,
          amount: Number(due.amount),
          currency: due.currency,
        });
        const headers = { 'content-type': 'application/json', [SIGNATURE_HEADER]: signBody(secret, clock.now(), body) };
        let status = 0;
        let error = '';
        try {
          status = await deliver(due.callback_path, headers, body);
        } catch (err) {
          error = (err as Error).message;
        }
        if (status >= 200 && status < 300) {
          await markCallbackDelivered(tx, due.id, clock.now());
          sent++;
        } else {
          const wait = RETRY_MS[due.attempts];
          await markCallbackFailed(
            tx,
            due.id,
            wait === undefined ? null : new Date(clock.now().getTime() + wait),
            error || `HTTP ${status}`,
          );
        }
        return true;
      });
      if (!done || sent >= limit) return sent;
    }
  }

  const gateway: PaymentGateway = { code: SANDBOX_CODE, createPayment, verifyCallback, queryStatus };
  return { gateway, decide, deliverDue, find: (id: string) => findSandboxPayment(db, id) };
}
export type SandboxGateway = ReturnType<typeof createSandboxGateway>;
