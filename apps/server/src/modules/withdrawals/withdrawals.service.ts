import type { Withdrawal, WithdrawalInfo } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { Clock } from '../../platform/clock.js';
import type { Db, Tx } from '../../platform/db/connect.js';
import { AppError } from '../../platform/http/app-error.js';
import type { SessionPrincipal } from '../../platform/http/route.js';
import { requireTrueAccount } from '../accounts/index.js';
import { type BankAccountsService, toBankAccount } from '../bank-accounts/index.js';
import { requireVerification } from '../kyc/index.js';
import type { LedgerService } from '../ledger/index.js';
import { auditOrigin, writeAudit } from '../operators/index.js';
import { wageringMet } from '../promotions/wagering.rules.js';
import type { SettingsService } from '../system/index.js';
import type { PaymentPasswordService } from './payment-password.service.js';
import type { TurnoverService } from './turnover.service.js';
import type { ProofForm } from './withdrawal-proof.upload.js';
import { toWithdrawal } from './withdrawals.mappers.js';
import {
  autoConfirm,
  countAwaitingConfirmation,
  countWaiting,
  dailyUse,
  findByRequestKey,
  findWithdrawal,
  insertProofs,
  insertWithdrawal,
  listMemberWithdrawals,
  listStaleHolding,
  lockMemberWithdrawals,
  transition,
  type WithdrawalRow,
  type WithdrawalStatus,
} from './withdrawals.repository.js';

export interface WithdrawalDeps {
  db: Db;
  clock: Clock;
  ledger: LedgerService;
  settings: SettingsService;
  banks: BankAccountsService;
  paymentPassword: PaymentPasswordService;
  turnover: TurnoverService;
  /** The site's time zone: the VIP daily withdrawal limits count local days. */
  timeZone: string;
}

export interface WithdrawalRequest {
  bankAccountId: number;
  amount: number;
  paymentPassword: string;
  idempotencyKey: string;
}

const MINUTE = 60_000;
const CLEARING = { house: 'payment_clearing', unit: 'VND' } as const;
/** Ledger keys of a withdrawal's movements: one per step, so every step is idempotent. */
export const withdrawalKey = (id: number, step: 'hold' | 'post' | 'void' | 'refund') => `withdrawal:${id}:${step}`;

const notFound = () => new AppError('withdrawal_not_found', 404, 'No such withdrawal');

/**
 * Withdrawals, member side. The request writes the row first ('holding') and then asks the ledger for
 * a PENDING transfer member cash → payment clearing keyed by the row id; the ledger decides whether the
 * balance allows it (parallel requests cannot overdraw). A row left in 'holding' by a crash is finished
 * by re-running the same keyed hold (replay or first application, never twice).
 *
 * Confirmation deadline (spec §4): evaluated lazily. Auto-receipt moves no money (the hold was posted
 * at approval), so an approved withdrawal past `autoReceiptMinutes` is simply treated as received on the
 * next read or action; `autoConfirmDue(now)` applies it to everyone (for a periodic job or the operator).
 */
export function createWithdrawalsService(deps: WithdrawalDeps) {
  const { db, clock, ledger, settings } = deps;

  const rules = () => settings.get('withdrawal');

  async function autoConfirmDue(now: Date, memberId?: number): Promise<number> {
    const { autoReceiptMinutes } = await rules();
    return autoConfirm(db, new Date(now.getTime() - autoReceiptMinutes * MINUTE), autoReceiptMinutes, memberId);
  }

  /** Holds the funds of a 'holding' row (idempotent by key) and moves it to 'pending' or 'failed'. */
  async function hold(row: WithdrawalRow): Promise<WithdrawalRow> {
    try {
      const t = await ledger.transfer({
        debit: { member: row.member_id, kind: 'cash' },
        credit: CLEARING,
        amount: row.amount,
        unit: 'VND',
        kind: 'withdrawal',
        reference: `withdrawal:${row.id}`,
        idempotencyKey: withdrawalKey(row.id, 'hold'),
        pending: true,
      });
      return (
        (await transition(db, row.id, ['holding'], 'pending', clock.now(), { hold_transfer_id: t.id })) ??
        (await findWithdrawal(db, row.id))!
      );
    } catch (err) {
      if ((err as AppError).code === 'insufficient_funds') {
        await transition(db, row.id, ['holding'], 'failed', clock.now());
      }
      throw err;
    }
  }

  /** A replay answers like the first request: the row, or the same refusal. */
  async function replay(row: WithdrawalRow, input: WithdrawalRequest): Promise<Withdrawal> {
    if (row.amount !== input.amount || row.bank_account_id !== input.bankAccountId) {
      throw new AppError('idempotency_conflict', 409, 'This idempotency key was used for another withdrawal');
    }
    if (row.status === 'failed') throw new AppError('insufficient_funds', 422, 'Insufficient balance');
    const current = row.status === 'holding' ? await hold(row) : row;
    return toWithdrawal(current, (await rules()).autoReceiptMinutes);
  }

  /**
   * The VIP level's daily limits (count and amount of today's withdrawals, local day; 0 = no limit). Called
   * under the member's withdrawal lock, so two parallel requests cannot both take the last slot.
   */
  async function checkDailyLimits(tx: Tx, memberId: number, amount: number, now: Date): Promise<void> {
    const use = await dailyUse(tx, memberId, now, deps.timeZone);
    if (use.maxCount > 0 && use.count + 1 > use.maxCount) {
      throw new AppError('withdrawal_daily_count_limit', 422, `At most ${use.maxCount} withdrawals a day`, {
        max: use.maxCount,
        used: use.count,
      });
    }
    if (use.maxAmount > 0 && use.amount + amount > use.maxAmount) {
      throw new AppError('withdrawal_daily_amount_limit', 422, 'Over the daily withdrawal amount', {
        max: use.maxAmount,
        used: use.amount,
        remaining: Math.max(0, use.maxAmount - use.amount),
      });
    }
  }

  async function request(session: SessionPrincipal | null, input: WithdrawalRequest, req?: FastifyRequest) {
    const { memberId } = requireTrueAccount(session);
    const known = await findByRequestKey(db, memberId, input.idempotencyKey);
    if (known) return replay(known, input);
    const r = await rules();
    if (!r.enabled) throw new AppError('withdrawal_disabled', 422, 'Withdrawals are closed for now');
    if (input.amount < r.min || input.amount > r.max) {
      throw new AppError('withdrawal_amount_out_of_range', 422, 'Amount out of range', { min: r.min, max: r.max });
    }
    // Identity verification: the operator's settings say which level this amount needs (modules/kyc).
    await requireVerification(db, memberId, 'withdrawal', input.amount);
    const bank = await deps.banks.get(memberId, input.bankAccountId);
    if (!bank) throw new AppError('bank_account_not_found', 404, 'No such bank account');
    await deps.paymentPassword.verify(memberId, input.paymentPassword);
    const [required, bonusRequired] = await Promise.all([
      deps.turnover.required(memberId),
      deps.turnover.bonusRequired(memberId),
    ]);
    // Bonus wagering first: its message offers the way out (finish it, or forfeit the bonus).
    if (!wageringMet(bonusRequired)) {
      throw new AppError('withdrawal_bonus_wagering_required', 422, 'Bonus wagering still required before withdrawal', {
        required: required + bonusRequired,
        bonusRequired,
        depositRequired: required,
      });
    }
    if (required > 0) {
      throw new AppError('withdrawal_turnover_required', 422, 'Turnover still required before withdrawal', {
        required,
      });
    }
    const now = clock.now();
    const row = await db.begin(async (tx) => {
      await lockMemberWithdrawals(tx, memberId);
      if ((await countWaiting(tx, memberId)) >= r.maxPending) {
        throw new AppError('withdrawal_pending_limit', 422, `At most ${r.maxPending} withdrawals may wait at once`, {
          max: r.maxPending,
        });
      }
      await checkDailyLimits(tx, memberId, input.amount, now);
      return insertWithdrawal(tx, {
        memberId,
        requestKey: input.idempotencyKey,
        bankAccountId: bank.id,
        bankCode: bank.bank_code,
        accountNumber: bank.account_number,
        payeeName: bank.payee_name,
        amount: input.amount,
        at: now,
      });
    });
    // The same key raced in from a parallel request: answer as a replay.
    if (!row) return replay((await findByRequestKey(db, memberId, input.idempotencyKey))!, input);
    const held = await hold(row);
    await writeAudit(db, {
      at: now,
      actor: `member:${memberId}`,
      action: 'withdrawal.request',
      subject: `withdrawal:${row.id}`,
      after: { amount: row.amount, status: held.status, holdTransferId: held.hold_transfer_id },
      ...(req ? auditOrigin(req) : {}),
    });
    return toWithdrawal(held, r.autoReceiptMinutes);
  }

  async function info(session: SessionPrincipal | null): Promise<WithdrawalInfo> {
    const { memberId } = requireTrueAccount(session);
    await autoConfirmDue(clock.now(), memberId);
    const r = await rules();
    const [[cash], banks, pendingCount, awaiting, turnoverRequired, pw] = await Promise.all([
      ledger.balances([{ member: memberId, kind: 'cash' }]),
      deps.banks.listRows(memberId),
      countWaiting(db, memberId),
      countAwaitingConfirmation(db, memberId),
      deps.turnover.required(memberId),
      deps.paymentPassword.status(memberId),
    ]);
    const bonusWageringRequired = await deps.turnover.bonusRequired(memberId);
    const use = await dailyUse(db, memberId, clock.now(), deps.timeZone);
    return {
      available: cash!.available,
      min: r.min,
      max: r.max,
      maxPending: r.maxPending,
      pendingCount,
      turnoverRequired,
      bonusWageringRequired,
      paymentPasswordSet: pw.set,
      bankAccounts: banks.map(toBankAccount),
      autoReceiptMinutes: r.autoReceiptMinutes,
      awaitingConfirmation: awaiting,
      // What the VIP level's daily limits still allow today (the request checks the same figures under its lock).
      dailyLimit: {
        usedCount: use.count,
        usedAmount: use.amount,
        maxCount: use.maxCount,
        maxAmount: use.maxAmount,
        remainingCount: use.maxCount > 0 ? Math.max(0, use.maxCount - use.count) : null,
        remainingAmount: use.maxAmount > 0 ? Math.max(0, use.maxAmount - use.amount) : null,
      },
    };
  }

  async function list(
    session: SessionPrincipal | null,
    q: { status?: WithdrawalStatus; page: number; pageSize: number },
  ) {
    const { memberId } = requireTrueAccount(session);
    await autoConfirmDue(clock.now(), memberId);
    const { autoReceiptMinutes } = await rules();
    const { rows, total } = await listMemberWithdrawals(db, memberId, q);
    return { items: rows.map((r) => toWithdrawal(r, autoReceiptMinutes)), total, page: q.page, pageSize: q.pageSize };
  }

  /** The member's own approved withdrawal, after applying its deadline. */
  async function ownApproved(memberId: number, id: number): Promise<WithdrawalRow> {
    await autoConfirmDue(clock.now(), memberId);
    const row = await findWithdrawal(db, id);
    if (row?.member_id !== memberId) throw notFound();
    return row;
  }

  async function confirm(session: SessionPrincipal | null, id: number): Promise<Withdrawal> {
    const { memberId } = requireTrueAccount(session);
    const row = await ownApproved(memberId, id);
    const { autoReceiptMinutes } = await rules();
    if (row.status === 'received') return toWithdrawal(row, autoReceiptMinutes);
    const now = clock.now();
    const done = await transition(db, id, ['approved'], 'received', now, { confirmed_by: 'member', confirmed_at: now });
    if (!done) throw new AppError('withdrawal_not_confirmable', 409, 'This withdrawal is not awaiting confirmation');
    await writeAudit(db, {
      at: now,
      actor: `member:${memberId}`,
      action: 'withdrawal.received',
      subject: `withdrawal:${id}`,
    });
    return toWithdrawal(done, autoReceiptMinutes);
  }

  async function confirmAll(session: SessionPrincipal | null): Promise<{ confirmed: number }> {
    const { memberId } = requireTrueAccount(session);
    await autoConfirmDue(clock.now(), memberId);
    const now = clock.now();
    const res = await db`UPDATE withdrawals SET status = 'received', confirmed_by = 'member', confirmed_at = ${now},
      updated_at = ${now} WHERE member_id = ${memberId} AND status = 'approved'`;
    if (res.count > 0) {
      await writeAudit(db, {
        at: now,
        actor: `member:${memberId}`,
        action: 'withdrawal.all_received',
        subject: `member:${memberId}`,
        after: { confirmed: res.count },
      });
    }
    return { confirmed: res.count };
  }

  async function notReceived(session: SessionPrincipal | null, id: number, form: () => Promise<ProofForm>) {
    const { memberId } = requireTrueAccount(session);
    const row = await ownApproved(memberId, id);
    if (row.status === 'received' && row.confirmed_by === 'auto') {
      throw new AppError('withdrawal_confirmation_closed', 422, 'Unconfirmed in time: it counts as received');
    }
    if (row.status !== 'approved') {
      throw new AppError('withdrawal_not_confirmable', 409, 'This withdrawal is not awaiting confirmation');
    }
    const proof = await form();
    if (proof.images.length === 0) {
      throw new AppError('withdrawal_proof_required', 400, 'Attach at least one image', { field: 'images' });
    }
    const now = clock.now();
    const done = await db.begin(async (tx) => {
      const moved = await transition(tx, id, ['approved'], 'not_received', now, { dispute_note: proof.note || null });
      if (!moved) throw new AppError('withdrawal_not_confirmable', 409, 'This withdrawal is not awaiting confirmation');
      await insertProofs(tx, id, proof.images, now);
      await writeAudit(tx, {
        at: now,
        actor: `member:${memberId}`,
        action: 'withdrawal.not_received',
        subject: `withdrawal:${id}`,
        after: { note: proof.note, images: proof.images.length },
      });
      return moved;
    });
    return toWithdrawal(done, (await rules()).autoReceiptMinutes);
  }

  /** Finishes rows a crash left in 'holding' (same keyed hold: applied once at most). */
  async function reconcileHolding(olderThanMs = MINUTE): Promise<number> {
    const rows = await listStaleHolding(db, new Date(clock.now().getTime() - olderThanMs));
    for (const row of rows) await hold(row).catch(() => undefined);
    return rows.length;
  }

  return { request, info, list, confirm, confirmAll, notReceived, autoConfirmDue, reconcileHolding };
}
export type WithdrawalsService = ReturnType<typeof createWithdrawalsService>;
