import type { Db, Tx } from '../../platform/db/connect.js';

export interface LedgerViolation {
  check: string;
  detail: Record<string, unknown>;
}

export interface LedgerReport {
  ok: boolean;
  accounts: number;
  transfers: number;
  /** Main ↔ vendor wallet transfer rows checked against their ledger holds. */
  vendorTransfers: number;
  /** Sum of posted balances per unit: every entry must be 0. */
  unitTotals: Record<string, number>;
  violations: LedgerViolation[];
}

const LIMIT = 50;

/** Each query returns the offending rows (at most LIMIT); an empty result means the invariant holds. */
const CHECKS: Record<string, (tx: Tx) => Promise<Record<string, unknown>[]>> = {
  // All transfers sum to zero: with one debit and one credit of the same amount per row, that holds
  // when the account balances of each unit add up to zero.
  unit_not_balanced: (tx) => tx`
    SELECT unit, sum(posted)::bigint AS posted, sum(pending_debits)::bigint AS pending_debits,
           sum(pending_credits)::bigint AS pending_credits
    FROM ledger_accounts GROUP BY unit
    HAVING sum(posted) <> 0 OR sum(pending_debits) <> sum(pending_credits)`,
  unit_mismatch: (tx) => tx`
    SELECT t.id, t.unit, d.unit AS debit_unit, c.unit AS credit_unit
    FROM ledger_transfers t
    JOIN ledger_accounts d ON d.id = t.debit_account_id
    JOIN ledger_accounts c ON c.id = t.credit_account_id
    WHERE d.unit <> t.unit OR c.unit <> t.unit
    LIMIT ${LIMIT}`,
  // Each account's balance equals the sum of its posted transfers (direct ones and posted pendings),
  // and its reservations equal the sum of its pending transfers that have no resolution yet.
  balance_mismatch: (tx) => tx`
    WITH open_pending AS (
      SELECT p.debit_account_id, p.credit_account_id, p.amount FROM ledger_transfers p
      WHERE p.status = 'pending' AND NOT EXISTS (SELECT 1 FROM ledger_transfers r WHERE r.pending_id = p.id)
    ), legs AS (
      SELECT credit_account_id AS id, amount AS posted, 0::bigint AS pd, 0::bigint AS pc
        FROM ledger_transfers WHERE status = 'posted'
      UNION ALL SELECT debit_account_id, -amount, 0, 0 FROM ledger_transfers WHERE status = 'posted'
      UNION ALL SELECT debit_account_id, 0, amount, 0 FROM open_pending
      UNION ALL SELECT credit_account_id, 0, 0, amount FROM open_pending
    ), sums AS (
      SELECT id, sum(posted) AS posted, sum(pd) AS pd, sum(pc) AS pc FROM legs GROUP BY id
    )
    SELECT a.id, a.code, a.posted, coalesce(s.posted, 0)::bigint AS expected_posted,
           a.pending_debits, coalesce(s.pd, 0)::bigint AS expected_pending_debits,
           a.pending_credits, coalesce(s.pc, 0)::bigint AS expected_pending_credits
    FROM ledger_accounts a LEFT JOIN sums s ON s.id = a.id
    WHERE a.posted <> coalesce(s.posted, 0) OR a.pending_debits <> coalesce(s.pd, 0)
       OR a.pending_credits <> coalesce(s.pc, 0)
    LIMIT ${LIMIT}`,
  negative_protected_balance: (tx) => tx`
    SELECT id, code, posted, pending_debits FROM ledger_accounts
    WHERE protected AND (posted < 0 OR posted - pending_debits < 0)
    LIMIT ${LIMIT}`,
  duplicate_idempotency_key: (tx) => tx`
    SELECT idempotency_key, count(*)::int AS n FROM ledger_transfers
    GROUP BY idempotency_key HAVING count(*) > 1
    LIMIT ${LIMIT}`,
  // A resolution names a pending transfer, on the same accounts and unit, never for more than it held;
  // a void releases exactly what it held; a pending resolves at most once.
  bad_resolution: (tx) => tx`
    SELECT r.id, r.pending_id, r.status, p.status AS pending_status
    FROM ledger_transfers r LEFT JOIN ledger_transfers p ON p.id = r.pending_id
    WHERE r.pending_id IS NOT NULL AND (
      p.id IS NULL OR p.status <> 'pending'
      OR r.debit_account_id <> p.debit_account_id OR r.credit_account_id <> p.credit_account_id
      OR r.unit <> p.unit OR r.amount > p.amount
      OR (r.status = 'voided' AND r.amount <> p.amount)
      OR r.status = 'pending'
      OR (SELECT count(*) FROM ledger_transfers x WHERE x.pending_id = r.pending_id) > 1)
    LIMIT ${LIMIT}`,
  // Each main ↔ vendor wallet transfer (modules/transfers) agrees with its ledger hold: a pending row has
  // an open hold or none yet, 'unknown' an open hold, 'succeeded' a posted one, 'failed' a voided one or
  // none (refused before holding); the hold is a pending transfer of the row's amount. The hold is the
  // row's hold_transfer_id, else the one keyed by its reference (a crash can come before the row names
  // it). The ledger is written first, so an open row over a hold resolved in the last minute is a
  // transfer in flight, not a fault.
  vendor_transfer_hold_mismatch: (tx) => tx`
    WITH rows AS (
      SELECT v.id, v.member_id, v.vendor, v.direction, v.amount, v.reference, v.status,
             v.hold_transfer_id, coalesce(v.hold_transfer_id, k.id) AS hold_id
      FROM vendor_transfers v
      LEFT JOIN ledger_transfers k ON k.idempotency_key = 'vendor-transfer:' || v.reference || ':hold'
    ), states AS (
      SELECT r.*, h.status AS hold_kind, h.amount AS hold_amount, res.created_at AS resolved_at,
        CASE WHEN h.id IS NULL THEN 'none' WHEN res.id IS NULL THEN 'pending' ELSE res.status END AS hold
      FROM rows r
      LEFT JOIN ledger_transfers h ON h.id = r.hold_id
      LEFT JOIN ledger_transfers res ON res.pending_id = h.id
    )
    SELECT id, member_id, vendor, direction, amount, reference, status, hold_id AS hold_transfer_id, hold,
           hold_amount
    FROM states
    WHERE (hold_kind IS NOT NULL AND (hold_kind <> 'pending' OR hold_amount <> amount))
       OR NOT (
            (status = 'pending' AND hold IN ('pending', 'none'))
         OR (status = 'unknown' AND hold = 'pending')
         OR (status = 'succeeded' AND hold = 'posted')
         OR (status = 'failed' AND hold IN ('voided', 'none'))
         OR (status IN ('pending', 'unknown') AND hold IN ('posted', 'voided')
             AND resolved_at > now() - interval '1 minute'))
    ORDER BY id
    LIMIT ${LIMIT}`,
};

/**
 * Checks every invariant of ARCHITECTURE.md "Money" on one consistent snapshot (REPEATABLE READ, so it
 * can run beside live traffic) and returns a report; `ok` is false on any violation.
 */
export async function verifyLedger(db: Db): Promise<LedgerReport> {
  return (await db.begin('ISOLATION LEVEL REPEATABLE READ READ ONLY', async (tx) => {
    const violations: LedgerViolation[] = [];
    for (const [check, query] of Object.entries(CHECKS)) {
      for (const row of await query(tx)) violations.push({ check, detail: { ...row } });
    }
    const [counts] = await tx<{ accounts: number; transfers: number; vendor_transfers: number }[]>`
      SELECT (SELECT count(*) FROM ledger_accounts)::int AS accounts,
             (SELECT count(*) FROM ledger_transfers)::int AS transfers,
             (SELECT count(*) FROM vendor_transfers)::int AS vendor_transfers`;
    const totals = await tx<{ unit: string; posted: number }[]>`
      SELECT unit, sum(posted)::bigint AS posted FROM ledger_accounts GROUP BY unit ORDER BY unit`;
    return {
      ok: violations.length === 0,
      accounts: counts!.accounts,
      transfers: counts!.transfers,
      vendorTransfers: counts!.vendor_transfers,
      unitTotals: Object.fromEntries(totals.map((t) => [t.unit, t.posted])),
      violations,
    };
  })) as LedgerReport;
}
