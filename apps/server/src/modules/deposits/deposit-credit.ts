import type { Clock } from '../../platform/clock.js';
import type { Tx } from '../../platform/db/connect.js';
import type { LedgerService } from '../ledger/index.js';
import { checkDeposit, type LimitsService } from '../limits/index.js';
import { type DepositRow, depositUsage, updateDeposit } from './deposits.repository.js';

// Namespace of the per-member advisory lock that serialises limit checks with the credits they allow.
const LIMIT_LOCK = 0x4450;

/**
 * Runs after a deposit's money is credited (the turnover it adds before a withdrawal); must be idempotent
 * by `reference`, since a retried completion calls it again.
 */
export type DepositCreditedHook = (memberId: number, amount: number, reference: string) => Promise<void>;

/** The ledger key of a deposit's credit: one credit per deposit, whatever retries or races happen. */
export const depositKey = (id: number) => `deposit:${id}`;

/** Takes the member's deposit-limit lock for the rest of the transaction. */
export async function lockMemberLimits(tx: Tx, memberId: number): Promise<void> {
  await tx`SELECT pg_advisory_xact_lock(${LIMIT_LOCK}, ${memberId}::int)`;
}

/**
 * Refuses `amount` over any of the member's limits. `withOpen` (a new request): the requests still in
 * flight count too, so several open requests cannot pass a limit together; crediting counts what was
 * credited only (the deposit being credited was counted in flight when it was requested).
 */
export async function checkLimits(
  tx: Tx,
  limits: LimitsService,
  memberId: number,
  amount: number,
  withOpen: boolean,
): Promise<void> {
  const { limits: current } = await limits.read(tx, memberId);
  if (current.daily === null && current.weekly === null && current.monthly === null) return;
  const { credited, inFlight } = await depositUsage(tx, memberId, await limits.periods(tx));
  const used = withOpen
    ? {
        daily: credited.daily + inFlight.daily,
        weekly: credited.weekly + inFlight.weekly,
        monthly: credited.monthly + inFlight.monthly,
      }
    : credited;
  checkDeposit(current, used, amount);
}

/**
 * Credits a deposit the caller has locked (FOR UPDATE) in `tx`: checks the limits (credited deposits of
 * the current periods only: this deposit was already counted as in flight when it was requested), moves
 * the money with the ledger under the deposit's key, then marks the deposit succeeded.
 *
 * The ledger writes on its own connection, so a crash between the two leaves a credited deposit still
 * marked pending; every path that finishes a deposit first asks the ledger for this key (see
 * `alreadyCredited`), so a retry completes it and nothing can reject or expire it.
 */
export async function creditDeposit(
  tx: Tx,
  deps: { ledger: LedgerService; limits: LimitsService; clock: Clock; onCredited: DepositCreditedHook },
  deposit: DepositRow,
  amount: number,
  confirmedBy: string,
): Promise<DepositRow> {
  await lockMemberLimits(tx, deposit.member_id);
  // A credit that a crash left unrecorded here is completed as it was made (same amount, no new check).
  const earlier = await deps.ledger.transferByKey(depositKey(deposit.id));
  if (!earlier) await checkLimits(tx, deps.limits, deposit.member_id, amount, false);
  const transfer = await deps.ledger.transfer({
    debit: { house: 'payment_clearing', unit: 'VND' },
    credit: { member: deposit.member_id, kind: 'cash' },
    amount: earlier?.amount ?? amount,
    unit: 'VND',
    kind: 'deposit',
    reference: depositKey(deposit.id),
    idempotencyKey: depositKey(deposit.id),
  });
  // Keyed by the deposit like the credit, so the retry that completes a crashed credit adds it once too.
  await deps.onCredited(deposit.member_id, transfer.amount, depositKey(deposit.id));
  return updateDeposit(tx, deposit.id, {
    status: 'succeeded',
    credited: transfer.amount,
    credited_at: deps.clock.now(),
    finished_at: deps.clock.now(),
    confirmed_by: confirmedBy,
  });
}

/** True when the ledger already holds this deposit's credit. */
export async function alreadyCredited(ledger: LedgerService, depositId: number): Promise<boolean> {
  return (await ledger.transferByKey(depositKey(depositId))) !== null;
}
