import type { Clock } from '../../../platform/clock.js';
import type { Db, Tx } from '../../../platform/db/connect.js';
import { AppError } from '../../../platform/http/app-error.js';
import type { LedgerService } from '../../ledger/index.js';
import type { LimitsService } from '../../limits/index.js';
import { writeAudit } from '../../operators/index.js';
import { creditDeposit, type DepositCreditedHook } from '../deposit-credit.js';
import { type DepositRow, insertEvent, updateDeposit } from '../deposits.repository.js';
import type { StatementLine } from './bank-feed.js';
import { insertLine, lockDepositsByReference, lockTxnId } from './bank-feed.repository.js';
import { referenceCandidates } from './reference-match.js';
import { vietQrCredit } from './vietqr-fee.js';

export type LineOutcome =
  | 'credited'
  | 'amount_mismatch'
  | 'limit_exceeded'
  | 'no_reference'
  | 'ambiguous'
  | 'deposit_finished'
  | 'duplicate';

export interface MatcherDeps {
  db: Db;
  clock: Clock;
  ledger: LedgerService;
  limits: LimitsService;
  onCredited: DepositCreditedHook;
}

/**
 * Applies statement lines to deposits, each once (by feed and bank transaction id, under a lock so
 * a line replayed in parallel waits and then counts as a duplicate):
 *  - the message names exactly one pending bank-transfer deposit's reference and the amount is the one
 *    requested → credited, less the operator's VietQR fee (ledger key deposit:<id>, so never twice);
 *  - the amount differs → the deposit goes to 'review' flagged amount_mismatch with what arrived, nothing
 *    credited: a different sum under a reference is as often a reused reference as a typo, so an
 *    operator decides (confirm credits what arrived; the gateway callbacks follow the same rule);
 *  - over a deposit limit → 'review' flagged limit_exceeded, as for gateways;
 *  - the deposit expired unpaid or was cancelled by the member → treated as pending (a late transfer
 *    is the member's money);
 *  - no reference, two references, or the deposit is paid, under review or rejected → the line waits
 *    in the operator's queue (unmatched) to be assigned or dismissed.
 */
export function createBankFeedMatcher(deps: MatcherDeps) {
  const { db, clock } = deps;

  async function credit(tx: Tx, feed: string, line: StatementLine, d: DepositRow): Promise<LineOutcome> {
    const now = clock.now();
    const source = `bank_feed:${feed}`;
    const event = (kind: string, extra: Record<string, unknown> = {}) =>
      insertEvent(tx, {
        depositId: d.id,
        at: now,
        source,
        kind,
        detail: { bankTxnId: line.bankTxnId, amount: line.amount, message: line.message, ...extra },
      });
    if (line.amount !== d.amount) {
      await updateDeposit(tx, d.id, { status: 'review', flag: 'amount_mismatch', paid_amount: line.amount });
      await event('amount_mismatch');
      return 'amount_mismatch';
    }
    const [before] = await deps.ledger.balances([{ member: d.member_id, kind: 'cash' }]);
    const credited = await vietQrCredit(tx, line.amount);
    try {
      await tx.savepoint((sp) => creditDeposit(sp as unknown as Tx, deps, d, credited, source));
    } catch (err) {
      if (!(err instanceof AppError) || err.code !== 'deposit_limit_exceeded') throw err;
      await updateDeposit(tx, d.id, { status: 'review', flag: 'limit_exceeded', paid_amount: line.amount });
      await event('limit_exceeded', { limit: err.details });
      return 'limit_exceeded';
    }
    await updateDeposit(tx, d.id, { paid_amount: line.amount });
    await event('credited');
    const [after] = await deps.ledger.balances([{ member: d.member_id, kind: 'cash' }]);
    await writeAudit(tx, {
      at: now,
      actor: source,
      action: 'deposit.credit',
      subject: `deposit:${d.id}`,
      before: { status: d.status, balance: before!.posted },
      after: {
        status: 'succeeded',
        balance: after!.posted,
        amount: line.amount,
        credited,
        member: d.member_id,
        bankTxnId: line.bankTxnId,
      },
    });
    return 'credited';
  }

  /** Matches one line in its own transaction and keeps it; answers what happened. */
  async function apply(feed: string, line: StatementLine): Promise<LineOutcome> {
    return db.begin(async (tx) => {
      if (await lockTxnId(tx, feed, line.bankTxnId)) return 'duplicate';
      const found = await lockDepositsByReference(tx, referenceCandidates(line.message));
      const pending = found.filter((d) => d.status === 'pending');
      // A transfer for a deposit that expired unpaid or that the member cancelled is still theirs: late, credited.
      const lapsed = found.filter((d) => d.status === 'expired' || d.status === 'cancelled');
      const claimable = pending.length > 0 ? pending : lapsed;
      let outcome: LineOutcome;
      let deposit: DepositRow | null = null;
      if (claimable.length === 1) {
        deposit = claimable[0]!;
        outcome = await credit(tx, feed, line, deposit);
      } else if (claimable.length > 1) {
        outcome = 'ambiguous';
      } else if (found.length > 0) {
        // Paid already, rejected, or under review: the money is real, an operator decides where it goes.
        deposit = found.length === 1 ? found[0]! : null;
        outcome = found.length === 1 ? 'deposit_finished' : 'ambiguous';
      } else {
        outcome = 'no_reference';
      }
      const matched = outcome === 'credited' || outcome === 'amount_mismatch' || outcome === 'limit_exceeded';
      await insertLine(tx, feed, line, clock.now(), {
        status: matched ? 'matched' : 'unmatched',
        outcome,
        reference_code: deposit?.reference_code ?? null,
        deposit_id: deposit?.id ?? null,
      });
      return outcome;
    });
  }

  return { apply };
}
export type BankFeedMatcher = ReturnType<typeof createBankFeedMatcher>;
