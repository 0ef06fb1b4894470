import type { IncomingHttpHeaders } from 'node:http';
import type { Clock } from '../../platform/clock.js';
import type { Db, Tx } from '../../platform/db/connect.js';
import { AppError } from '../../platform/http/app-error.js';
import type { LedgerService } from '../ledger/index.js';
import type { LimitsService } from '../limits/index.js';
import { writeAudit } from '../operators/index.js';
import type { PaymentGateways, PaymentNotice } from '../payments/index.js';
import { creditDeposit, type DepositCreditedHook } from './deposit-credit.js';
import { type DepositRow, insertEvent, lockDepositByPayment, updateDeposit } from './deposits.repository.js';

export type CallbackOutcome = 'credited' | 'failed' | 'review' | 'ignored' | 'late';

const FINISHED_WITHOUT_MONEY: readonly string[] = ['failed', 'rejected', 'expired'];

/**
 * Gateway callbacks. The deposit row is locked while a notice is applied, so duplicates sent together
 * queue; the state machine only moves forward:
 *  - pending + success, amount as requested, within limits → credited (ledger key deposit:<id>);
 *  - pending + success with another amount → 'review' flagged amount_mismatch, nothing credited;
 *  - pending + success over a deposit limit → 'review' flagged limit_exceeded, nothing credited
 *    (the operator confirms once the limit allows, or rejects and refunds through the gateway);
 *  - pending + failed → failed; pending + pending → nothing;
 *  - cancelled (by the member) + success → as pending + success: the member paid after all, and is credited;
 *  - a deposit that is finished: nothing changes (duplicate or out-of-order). A success for one that
 *    ended without money (failed, rejected, expired) is a late payment: recorded and flagged, no money.
 * Every notice, applied or not, is kept in deposit_events.
 */
export function createCallbackHandler(deps: {
  db: Db;
  clock: Clock;
  ledger: LedgerService;
  limits: LimitsService;
  gateways: PaymentGateways;
  onCredited: DepositCreditedHook;
}) {
  const { db, clock, gateways } = deps;

  async function apply(tx: Tx, gatewayCode: string, d: DepositRow, n: PaymentNotice): Promise<CallbackOutcome> {
    const now = clock.now();
    const event = (kind: string, extra: Record<string, unknown> = {}) =>
      insertEvent(tx, { depositId: d.id, at: now, source: `gateway:${gatewayCode}`, kind, detail: { ...n, ...extra } });
    // A deposit the member cancelled that the gateway still reports paid: the member paid, the money is
    // theirs, so it is credited like a pending one (within the limits, else review). Nothing is lost.
    const paidAfterCancel = d.status === 'cancelled' && n.status === 'success';
    if (d.status !== 'pending' && !paidAfterCancel) {
      if (n.status === 'success' && FINISHED_WITHOUT_MONEY.includes(d.status)) {
        await updateDeposit(tx, d.id, { flag: 'late_payment', paid_amount: n.amount });
        await event('late_payment', { depositStatus: d.status });
        return 'late';
      }
      await event('ignored', { depositStatus: d.status });
      return 'ignored';
    }
    if (n.status === 'pending') {
      await event('ignored', { depositStatus: d.status });
      return 'ignored';
    }
    if (n.status === 'failed') {
      await updateDeposit(tx, d.id, { status: 'failed', finished_at: now });
      await event('failed');
      return 'failed';
    }
    // A gateway that does not pay one to one (a fee, a phone card's discount) says what it credits.
    const gateway = gateways.get(gatewayCode);
    const credit = gateway?.creditFor ? await gateway.creditFor(d, n) : n.amount === d.amount ? n.amount : null;
    if (credit === null || credit <= 0) {
      await updateDeposit(tx, d.id, { status: 'review', flag: 'amount_mismatch', paid_amount: n.amount });
      await event('amount_mismatch');
      return 'review';
    }
    const [before] = await deps.ledger.balances([{ member: d.member_id, kind: 'cash' }]);
    try {
      await tx.savepoint((sp) => creditDeposit(sp as unknown as Tx, deps, d, credit, `gateway:${gatewayCode}`));
    } catch (err) {
      if (!(err instanceof AppError) || err.code !== 'deposit_limit_exceeded') throw err;
      await updateDeposit(tx, d.id, { status: 'review', flag: 'limit_exceeded', paid_amount: n.amount });
      await event('limit_exceeded', { limit: err.details });
      return 'review';
    }
    await updateDeposit(tx, d.id, { paid_amount: n.amount });
    await event(paidAfterCancel ? 'credited_after_cancel' : 'credited');
    const [after] = await deps.ledger.balances([{ member: d.member_id, kind: 'cash' }]);
    await writeAudit(tx, {
      at: now,
      actor: `gateway:${gatewayCode}`,
      action: 'deposit.credit',
      subject: `deposit:${d.id}`,
      before: { status: d.status, balance: before!.posted },
      after: { status: 'succeeded', balance: after!.posted, amount: n.amount, member: d.member_id },
    });
    return 'credited';
  }

  /** Verifies and applies one callback. Bad signature: 401 and nothing is written. */
  async function handle(gatewayCode: string, headers: IncomingHttpHeaders, rawBody: Buffer | undefined) {
    const gateway = gateways.get(gatewayCode);
    if (!gateway) throw new AppError('payment_gateway_unknown', 404, 'Unknown payment gateway');
    const notice = gateway.verifyCallback(headers, rawBody ?? Buffer.alloc(0));
    const outcome = await db.begin(async (tx) => {
      const d = await lockDepositByPayment(tx, gateway.code, notice.paymentId);
      if (!d || String(d.id) !== notice.merchantRef) {
        // Nothing of ours: keep it for the record and acknowledge, so the gateway stops retrying.
        await insertEvent(tx, {
          depositId: null,
          at: clock.now(),
          source: `gateway:${gateway.code}`,
          kind: 'unknown_payment',
          detail: { ...notice },
        });
        return 'ignored' as const;
      }
      return apply(tx, gateway.code, d, notice);
    });
    return { received: true, outcome };
  }

  return { handle };
}
export type CallbackHandler = ReturnType<typeof createCallbackHandler>;
