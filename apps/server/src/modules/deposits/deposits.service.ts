import type { DepositLimits, DepositStatus } from '@app/contracts';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/connect.js';
import { AppError } from '../../platform/http/app-error.js';
import type { LedgerService } from '../ledger/index.js';
import type { LimitsService, LimitValues } from '../limits/index.js';
import type { PaymentGateways } from '../payments/index.js';
import { checkLimits, lockMemberLimits } from './deposit-credit.js';
import { toDeposit, toDepositMethod } from './deposits.mappers.js';
import {
  depositUsage,
  findMemberDeposit,
  findMethod,
  insertDeposit,
  insertEvent,
  listMemberDeposits,
  listMethods,
  type MethodRow,
  setGatewayPayment,
  updateDeposit,
} from './deposits.repository.js';
import { newReferenceCode } from './reference-code.js';

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
 * Deposit limits: a request is refused when it would take a period over a limit counting what was
 * credited and what is still in flight; crediting checks again (credited only), see deposit-credit.ts.
 */
export function createDepositsService(deps: DepositsDeps) {
  const { db, clock, limits, gateways } = deps;

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

  /** Opens a pending deposit after the limit check, under the member's limit lock. */
  async function open(memberId: number, m: MethodRow, amount: number) {
    return db.begin(async (tx) => {
      await lockMemberLimits(tx, memberId);
      await checkLimits(tx, limits, memberId, amount, true);
      for (let attempt = 0; attempt < 5; attempt++) {
        const row = await insertDeposit(tx, {
          member_id: memberId,
          method_code: m.code,
          kind: m.kind,
          amount,
          reference_code: m.kind === 'bank_transfer' ? newReferenceCode() : null,
          bank: m.kind === 'bank_transfer' ? m.bank : null,
          gateway: m.kind === 'gateway' ? m.gateway : null,
          created_at: clock.now(),
        });
        if (row) {
          await insertEvent(tx, { depositId: row.id, at: clock.now(), source: 'member', kind: 'requested' });
          return row;
        }
      }
      throw new AppError('deposit_reference_exhausted', 503, 'Could not draw a free reference code, try again');
    });
  }

  async function requestBankTransfer(memberId: number, input: { methodCode: string; amount: number }) {
    const m = await usableMethod(input.methodCode, 'bank_transfer', input.amount);
    return toDeposit(await open(memberId, m, input.amount));
  }

  async function startGatewayDeposit(
    memberId: number,
    input: { methodCode: string; amount: number; language: 'vi' | 'en' },
  ) {
    const m = await usableMethod(input.methodCode, 'gateway', input.amount);
    const gateway = gateways.get(m.gateway!)!;
    const row = await open(memberId, m, input.amount);
    let created: { paymentId: string; redirectUrl: string };
    try {
      created = await gateway.createPayment({
        merchantRef: String(row.id),
        amount: row.amount,
        currency: 'VND',
        returnUrl: returnPath(row.id),
        callbackPath: callbackPath(gateway.code),
        language: input.language,
      });
    } catch (err) {
      // No payment exists at the gateway: the request ends here, nothing to wait for.
      await updateDeposit(db, row.id, { status: 'failed', finished_at: clock.now() });
      throw new AppError('payment_gateway_error', 502, 'The payment gateway did not answer', {
        cause: (err as Error).message,
      });
    }
    const saved = await setGatewayPayment(db, row.id, created.paymentId);
    return { deposit: toDeposit(saved), redirectUrl: created.redirectUrl };
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
    const used = await depositUsage(db, memberId, await limits.periods(db), true);
    return {
      ...current.limits,
      pending: current.pending.map((p) => ({ ...p, effectiveAt: p.effectiveAt.toISOString() })),
      used,
    };
  }

  async function setLimits(memberId: number, wanted: LimitValues, origin: { ip?: string; requestId?: string }) {
    await limits.set(memberId, wanted, origin);
    return limitsView(memberId);
  }

  return { methods, requestBankTransfer, startGatewayDeposit, history, one, limitsView, setLimits };
}
export type DepositsService = ReturnType<typeof createDepositsService>;
