import { createHash } from 'node:crypto';
import type { AppErrorCode } from '@app/contracts';
import type { Clock } from '../../platform/clock.js';
import type { Db, Tx } from '../../platform/db/connect.js';
import { AppError } from '../../platform/http/app-error.js';
import { requireVerification } from '../kyc/index.js';
import type { LimitsService } from '../limits/index.js';
import { checkLimits, lockMemberLimits } from './deposit-credit.js';
import {
  type DepositRow,
  findByRequestKey,
  insertDeposit,
  insertEvent,
  type MethodRow,
  setGatewayPayment,
  updateDeposit,
} from './deposits.repository.js';
import { newReferenceCode } from './reference-code.js';

/** One deposit attempt as the member's client sent it. */
export interface DepositAttempt {
  memberId: number;
  /** The client's key of this attempt (a repeat of the attempt sends the same key). */
  requestKey: string;
  method: MethodRow;
  amount: number;
  /**
   * The request's other fields that make it this request (e.g. a phone card's serial): with the method
   * and the amount they are its fingerprint, and the same key with another fingerprint is refused.
   * Not what only changes the presentation (the payment page's language).
   */
  fields?: Record<string, string | number | boolean | null>;
}

/**
 * What a method does once its deposit row exists (e.g. create the payment at the gateway): runs in the
 * creating transaction, under the member's lock, so a repeat of the attempt waits for it and then
 * answers its result. Answers what to keep on the row. Throwing ends the deposit 'failed' with the
 * error's code kept (`start_error`): the attempt and its repeats answer that error.
 */
export type DepositStarter = (
  tx: Tx,
  row: DepositRow,
) => Promise<{ gatewayPaymentId: string; paymentUrl: string | null } | undefined>;

type AttemptFields = Pick<DepositAttempt, 'memberId' | 'requestKey' | 'amount' | 'fields'> & { methodCode: string };

const fingerprint = (a: AttemptFields) =>
  createHash('sha256')
    .update(
      JSON.stringify([a.methodCode, a.amount, Object.entries(a.fields ?? {}).sort(([x], [y]) => (x < y ? -1 : 1))]),
    )
    .digest('hex');

/**
 * A repeat of an attempt already made: its first answer (the deposit, or the same error), before the
 * method is checked again (it may have been switched off since). Null for a new attempt. openDeposit
 * looks again under the lock: this early look is only so a repeat answers what the first one did.
 */
export async function repeatedAttempt(db: Db, a: AttemptFields): Promise<DepositRow | null> {
  const known = await findByRequestKey(db, a.memberId, a.requestKey);
  return known ? replay(known, fingerprint(a)) : null;
}

export const idempotencyConflict = () =>
  new AppError('idempotency_conflict', 409, 'This idempotency key was used for another deposit');

/** The first answer again: the deposit, or the error its method could not start with. */
function replay(row: DepositRow, print: string): DepositRow {
  if (row.request_fingerprint !== print) throw idempotencyConflict();
  if (row.start_error) throw startError(row.start_error);
  return row;
}

/** The provider's failure (502) or the provider's refusal with a code of its own (422). */
const startError = (code: string, details?: unknown) =>
  new AppError(
    code as AppErrorCode,
    code === 'payment_gateway_error' ? 502 : 422,
    'The payment method could not start the deposit',
    details,
  );

/**
 * The one way a deposit request is opened, idempotent per attempt. Under the member's deposit-limit
 * lock (one transaction): the key is looked up (a repeat answers the first deposit, or 409
 * idempotency_conflict when its fields differ), the limits are checked counting requests in flight,
 * the row is inserted (unique per member and key: deposits_request_key), and the method's starter runs.
 * Parallel repeats queue on the lock and find the first row when it is committed.
 */
export async function openDeposit(
  deps: { db: Db; clock: Clock; limits: LimitsService },
  a: DepositAttempt,
  start?: DepositStarter,
): Promise<DepositRow> {
  const { db, clock, limits } = deps;
  const print = fingerprint({ ...a, methodCode: a.method.code });
  const m = a.method;
  const row = await db.begin(async (tx) => {
    await lockMemberLimits(tx, a.memberId);
    const known = await findByRequestKey(tx, a.memberId, a.requestKey);
    if (known) return { row: known, fresh: false };
    await checkLimits(tx, limits, a.memberId, a.amount, true);
    // Safer gambling: no deposit while a time-out or self-exclusion runs (modules/limits/rg.guard.ts).
    await limits.assertMayDeposit(tx, a.memberId, { amount: a.amount });
    // Identity verification: the operator's settings say which level this amount needs (modules/kyc).
    await requireVerification(tx, a.memberId, 'deposit', a.amount);
    for (let attempt = 0; attempt < 5; attempt++) {
      const inserted = await insertDeposit(tx, {
        member_id: a.memberId,
        method_code: m.code,
        kind: m.kind,
        amount: a.amount,
        reference_code: m.kind === 'bank_transfer' ? newReferenceCode() : null,
        bank: m.kind === 'bank_transfer' ? m.bank : null,
        gateway: m.kind === 'gateway' ? m.gateway : null,
        created_at: clock.now(),
        request_key: a.requestKey,
        request_fingerprint: print,
      });
      if (!inserted) continue;
      await insertEvent(tx, { depositId: inserted.id, at: clock.now(), source: 'member', kind: 'requested' });
      return { row: start ? await runStarter(tx, clock, inserted, start) : inserted, fresh: true };
    }
    throw new AppError('deposit_reference_exhausted', 503, 'Could not draw a free reference code, try again');
  });
  if (!row.fresh) return replay(row.row, print);
  if (row.row.start_error) throw startError(row.row.start_error, { depositId: row.row.id });
  return row.row;
}

async function runStarter(tx: Tx, clock: Clock, row: DepositRow, start: DepositStarter): Promise<DepositRow> {
  let started: Awaited<ReturnType<DepositStarter>>;
  try {
    // A savepoint: what the starter wrote is undone when it fails, the failed row is kept.
    started = await tx.savepoint((sp) => start(sp as unknown as Tx, row));
  } catch (err) {
    const code = err instanceof AppError ? err.code : 'payment_gateway_error';
    // No payment exists at the provider: the request ends here, nothing to wait for.
    const failed = await updateDeposit(tx, row.id, { status: 'failed', finished_at: clock.now(), start_error: code });
    await insertEvent(tx, {
      depositId: row.id,
      at: failed.finished_at!,
      source: 'system',
      kind: 'start_failed',
      detail: { code, cause: (err as Error).message },
    });
    return failed;
  }
  if (!started) return row;
  return setGatewayPayment(tx, row.id, started.gatewayPaymentId, started.paymentUrl);
}
