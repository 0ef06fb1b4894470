import type { BankFeedLine } from '@app/contracts';
import type { Queryable } from '../../../platform/db/connect.js';
import type { DepositRow } from '../deposits.repository.js';
import type { StatementLine } from './bank-feed.js';

export interface FeedLineRow {
  id: number;
  feed: string;
  bank_txn_id: string;
  account_number: string | null;
  amount: number;
  message: string;
  booked_at: Date;
  received_at: Date;
  status: BankFeedLine['status'];
  outcome: string;
  reference_code: string | null;
  deposit_id: number | null;
  resolved_by: string | null;
  resolved_at: Date | null;
  note: string | null;
}

/** Keeps a line; null when the feed already reported this transaction (a replay). */
export async function insertLine(
  q: Queryable,
  feed: string,
  l: StatementLine,
  at: Date,
  placed: Pick<FeedLineRow, 'status' | 'outcome' | 'reference_code' | 'deposit_id'>,
): Promise<FeedLineRow | null> {
  const rows = await q<FeedLineRow[]>`
    INSERT INTO bank_feed_lines (feed, bank_txn_id, account_number, amount, message, booked_at, received_at,
      status, outcome, reference_code, deposit_id)
    VALUES (${feed}, ${l.bankTxnId}, ${l.accountNumber}, ${l.amount}, ${l.message}, ${l.bookedAt}, ${at},
      ${placed.status}, ${placed.outcome}, ${placed.reference_code}, ${placed.deposit_id})
    ON CONFLICT (feed, bank_txn_id) DO NOTHING RETURNING *`;
  return rows[0] ?? null;
}

/** Serialises lines of one transaction id: the second waits for the first's commit, then sees it. */
export async function lockTxnId(q: Queryable, feed: string, bankTxnId: string): Promise<boolean> {
  await q`SELECT pg_advisory_xact_lock(hashtextextended(${`${feed}/${bankTxnId}`}, 0))`;
  const rows = await q`SELECT 1 FROM bank_feed_lines WHERE feed = ${feed} AND bank_txn_id = ${bankTxnId}`;
  return rows.length > 0;
}

/** Bank-transfer deposits whose reference is one of the candidates, locked for the credit. */
export async function lockDepositsByReference(q: Queryable, candidates: string[]): Promise<DepositRow[]> {
  if (candidates.length === 0) return [];
  return q<DepositRow[]>`SELECT * FROM deposits
    WHERE kind = 'bank_transfer' AND reference_code = ANY(${candidates}::text[]) ORDER BY id FOR UPDATE`;
}

export async function lockLine(q: Queryable, id: number): Promise<FeedLineRow | null> {
  const rows = await q<FeedLineRow[]>`SELECT * FROM bank_feed_lines WHERE id = ${id} FOR UPDATE`;
  return rows[0] ?? null;
}

export async function updateLine(
  q: Queryable,
  id: number,
  f: Partial<Pick<FeedLineRow, 'status' | 'deposit_id' | 'resolved_by' | 'resolved_at' | 'note'>>,
): Promise<FeedLineRow> {
  const [row] = await q<
    FeedLineRow[]
  >`UPDATE bank_feed_lines SET ${q(f as Record<string, unknown>)} WHERE id = ${id} RETURNING *`;
  return row!;
}

export async function listLines(
  q: Queryable,
  f: { status?: FeedLineRow['status']; limit: number; offset: number },
): Promise<{ rows: FeedLineRow[]; total: number }> {
  const status = f.status ?? null;
  const rows = await q<FeedLineRow[]>`SELECT * FROM bank_feed_lines
    WHERE (${status}::text IS NULL OR status = ${status})
    ORDER BY received_at DESC, id DESC LIMIT ${f.limit} OFFSET ${f.offset}`;
  const [count] = await q<{ n: string }[]>`SELECT count(*) AS n FROM bank_feed_lines
    WHERE (${status}::text IS NULL OR status = ${status})`;
  return { rows, total: Number(count!.n) };
}

export function toFeedLine(r: FeedLineRow): BankFeedLine {
  return {
    id: Number(r.id),
    feed: r.feed,
    bankTxnId: r.bank_txn_id,
    accountNumber: r.account_number,
    amount: Number(r.amount),
    message: r.message,
    bookedAt: r.booked_at.toISOString(),
    receivedAt: r.received_at.toISOString(),
    status: r.status,
    outcome: r.outcome,
    referenceCode: r.reference_code,
    depositId: r.deposit_id === null ? null : Number(r.deposit_id),
    resolvedBy: r.resolved_by,
    resolvedAt: r.resolved_at ? r.resolved_at.toISOString() : null,
    note: r.note,
  };
}
