import type { DepositLimits, DepositStatus } from '@app/contracts';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/connect.js';
import { AppError } from '../../platform/http/app-error.js';
import type { LedgerService } from '../ledger/index.js';
import type { LimitsService, LimitValues } from '../limits/index.js';
import type { PaymentGateways, PhoneCardInput } from '../payments/index.js';
import { isCancellable } from './deposit-cancel-rule.js';
import { alreadyCredited } from './deposit-credit.js';
import { type DepositAttempt, idempotencyConflict, openDeposit, repeatedAttempt } from './deposit-open.js';
import { toDeposit, toDepositMethod } from './deposits.mappers.js';
import {
  depositUsage,
  findMemberDeposit,
  findMethod,
  insertEvent,
  listMemberDeposits,
  listMethods,
  lockDeposit,
  type MethodRow,
  updateDeposit,
} from './deposits.repository.js';
import { createMemberQueue } from './member-queue.js';

export interface DepositsDeps {
  db: Db;
  clock: Clock;
  ledger: LedgerService;
  limits: LimitsService;
  gateways: PaymentGateways;
}

/** Where a gateway's payment page sends the member back to (the web's deposit page reads depositId). */
export const returnPath = (depositId: number) => `/depositv2?depositId=${depositId}`;
export const callbackPath = (gateway: string) => `/wps/payments/${gateway}/callback`;

const unavailable = () => new AppError('deposit_method_unavailable', 422, 'This deposit method is not available');

/**
 * The member's side of deposits. Every path is for real accounts only (the routes refuse trial ones).
 * Every request is opened by openDeposit (deposit-open.ts): idempotent per attempt key.
 * Deposit limits: a request is refused when it would take a period over a limit counting what was
 * credited and what is still in flight (pending or under review); crediting checks again (credited
 * only), see deposit-credit.ts. The limits view's `used` is credited money only, `inFlight` apart.
 */
export function createDepositsService(deps: DepositsDeps) {
  const { db, clock, limits, gateways } = deps;
  const oneAtATime = createMemberQueue();

  async function usableMethod(code: string, kind: MethodRow['kind'], amount: number): Promise<MethodRow> {
    const m = await findMethod(db, code);
    if (!m?.enabled || m.kind !== kind) throw unavailable();
    if (kind === 'gateway' && !gateways.has(m.gateway ?? '')) throw unavailable();
    if (amount < m.min_amount || amount > m.max_amount) {
      throw new AppError('deposit_amount_out_of_range', 422, 'Amount outside the method limits', {
        min: m.min_amount,
        max: m.max_amount,
      });
    }
    // A VietQR code (and a bank transfer) carries whole đồng: a fraction could never match what arrives.
    if (m.bank?.bin && amount % 100 !== 0) {
      throw new AppError('deposit_amount_not_whole', 422, 'A bank transfer is a whole number of đồng');
    }
    return m;
  }

  async function requestBankTransfer(
    memberId: number,
    input: { methodCode: string; amount: number; idempotencyKey: string },
  ) {
    const attempt = { memberId, requestKey: input.idempotencyKey, methodCode: input.methodCode, amount: input.amount };
    return oneAtATime(memberId, async () => {
      const known = await repeatedAttempt(db, attempt);
      if (known) return toDeposit(known);
      const m = await usableMethod(input.methodCode, 'bank_transfer', input.amount);
      return toDeposit(await openDeposit(deps, { ...attempt, method: m }));
    });
  }

  async function startGatewayDeposit(
    memberId: number,
    input: { methodCode: string; amount: number; language: 'vi' | 'en'; idempotencyKey: string; card?: PhoneCardInput },
  ) {
    const attempt = {
      memberId,
      requestKey: input.idempotencyKey,
      methodCode: input.methodCode,
      amount: input.amount,
      // A phone card is part of what the attempt is (its PIN is not kept, so not in the fingerprint).
      fields: input.card ? { carrier: input.card.carrier, serial: input.card.serial } : undefined,
    };
    return oneAtATime(memberId, () => startGatewayAttempt(attempt, input));
  }

  async function startGatewayAttempt(
    attempt: Omit<DepositAttempt, 'method'> & { methodCode: string },
    input: { methodCode: string; amount: number; language: 'vi' | 'en'; card?: PhoneCardInput },
  ) {
    const known = await repeatedAttempt(db, attempt);
    if (known) {
      if (known.kind !== 'gateway' || !known.payment_url) throw idempotencyConflict();
      return { deposit: toDeposit(known), redirectUrl: known.payment_url };
    }
    const m = await usableMethod(input.methodCode, 'gateway', input.amount);
    const gateway = gateways.get(m.gateway!)!;
    const row = await openDeposit(deps, { ...attempt, method: m }, async (tx, d) => {
      const created = await gateway.createPayment({
        card: input.card,
        tx,
        merchantRef: String(d.id),
        amount: d.amount,
        currency: 'VND',
        returnUrl: returnPath(d.id),
        callbackPath: callbackPath(gateway.code),
        language: input.language,
      });
      return { gatewayPaymentId: created.paymentId, paymentUrl: created.redirectUrl };
    });
    return { deposit: toDeposit(row), redirectUrl: row.payment_url! };
  }

  /**
   * The member cancels a pending deposit of a cancellable kind: it ends 'cancelled' and no longer counts
   * against the limits. Under the row lock, so a paid callback and the cancel are applied one after the
   * other: a deposit already paid (or whose credit a crash left unrecorded) is refused; a payment the
   * gateway reports after the cancel is still credited (deposit-callbacks.ts).
   */
  async function cancel(memberId: number, id: number) {
    const row = await db.begin(async (tx) => {
      const d = await lockDeposit(tx, id);
      if (d?.member_id !== memberId) throw new AppError('deposit_not_found', 404, 'No such deposit');
      if (!isCancellable(d) || (await alreadyCredited(deps.ledger, id))) {
        throw new AppError('deposit_not_cancellable', 409, `The deposit cannot be cancelled`, { status: d.status });
      }
      const now = clock.now();
      const done = await updateDeposit(tx, id, { status: 'cancelled', finished_at: now });
      await insertEvent(tx, { depositId: id, at: now, source: `member:${memberId}`, kind: 'cancelled' });
      return done;
    });
    return toDeposit(row);
  }

  async function methods(language: 'vi' | 'en') {
    const rows = await listMethods(db, true);
    // A gateway method whose adapter is not configured on this server is not offered.
    return rows
      .filter((m) => m.kind === 'bank_transfer' || gateways.has(m.gateway ?? ''))
      .map((m) => toDepositMethod(m, language));
  }

  async function history(memberId: number, q: { status?: DepositStatus; page: number; pageSize: number }) {
    const { rows, total } = await listMemberDeposits(db, memberId, {
      status: q.status,
      limit: q.pageSize,
      offset: (q.page - 1) * q.pageSize,
    });
    return { items: rows.map(toDeposit), total, page: q.page, pageSize: q.pageSize };
  }

  async function one(memberId: number, id: number) {
    const row = Number.isSafeInteger(id) && id > 0 ? await findMemberDeposit(db, memberId, id) : null;
    if (!row) throw new AppError('deposit_not_found', 404, 'No such deposit');
    return toDeposit(row);
  }

  async function limitsView(memberId: number): Promise<DepositLimits> {
    const current = await limits.read(db, memberId);
    const { credited, inFlight } = await depositUsage(db, memberId, await limits.periods(db));
    return {
      ...current.limits,
      pending: current.pending.map((p) => ({ ...p, effectiveAt: p.effectiveAt.toISOString() })),
      used: credited,
      inFlight,
    };
  }

  async function setLimits(memberId: number, wanted: LimitValues, origin: { ip?: string; requestId?: string }) {
    await limits.set(memberId, wanted, origin);
    return limitsView(memberId);
  }

  return { methods, requestBankTransfer, startGatewayDeposit, cancel, history, one, limitsView, setLimits };
}
export type DepositsService = ReturnType<typeof createDepositsService>;
