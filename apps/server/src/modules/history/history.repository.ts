import type { Queryable } from '../../platform/db/connect.js';
import { type Keyset, keysetSql } from '../../platform/db/keyset.js';

/*
 * Read-only queries over the ledger's transfers (the ledger module writes them; history only reads).
 * A two-phase transfer shows once: its pending row, with the status and amount of its resolution.
 */

export interface TransactionRow {
  id: number;
  kind: string;
  /** Signed from the account's side: credit +, debit −. */
  amount: number;
  status: 'posted' | 'pending' | 'voided';
  reference: string | null;
  created_at: Date;
}

export interface Range {
  from: string | null;
  to: string | null;
  timeZone: string;
}

const rangeFilter = (q: Queryable, r: Range) => q`
  ${r.from ? q`AND t.created_at >= (${r.from}::date)::timestamp AT TIME ZONE ${r.timeZone}` : q``}
  ${r.to ? q`AND t.created_at < ((${r.to}::date + 1))::timestamp AT TIME ZONE ${r.timeZone}` : q``}`;

export async function listTransactions(
  q: Queryable,
  accountId: number,
  p: Range & {
    kinds: readonly string[] | null;
    excludeKinds: readonly string[] | null;
    page: number;
    pageSize: number;
  },
): Promise<{ rows: TransactionRow[]; total: number }> {
  const kindFilter = p.kinds
    ? q`AND t.kind = ANY(${p.kinds as string[]}::text[])`
    : p.excludeKinds
      ? q`AND NOT (t.kind = ANY(${p.excludeKinds as string[]}::text[]))`
      : q``;
  const where = q`WHERE t.pending_id IS NULL
    AND (t.debit_account_id = ${accountId} OR t.credit_account_id = ${accountId})
    ${kindFilter} ${rangeFilter(q, p)}`;
  const rows = await q<TransactionRow[]>`
    SELECT t.id, t.kind, t.reference, t.created_at,
      COALESCE(r.status, t.status) AS status,
      (CASE WHEN t.credit_account_id = ${accountId} THEN 1 ELSE -1 END) * COALESCE(r.amount, t.amount) AS amount
    FROM ledger_transfers t LEFT JOIN ledger_transfers r ON r.pending_id = t.id
    ${where}
    ORDER BY t.created_at DESC, t.id DESC LIMIT ${p.pageSize} OFFSET ${(p.page - 1) * p.pageSize}`;
  const [count] = await q<{ n: number }[]>`SELECT count(*)::int AS n FROM ledger_transfers t ${where}`;
  return { rows, total: count!.n };
}

/**
 * One keyset page of an account's transactions, newest first (the back office's player page: a deep page costs
 * what the first does). Each side of the account is read by its own index (debit, credit: created_at) and the
 * two merged, instead of one OR that reads every transfer of the account to sort them.
 */
export async function transactionsKeyset(
  q: Queryable,
  accountId: number,
  k: Keyset,
): Promise<(TransactionRow & { cursor: string })[]> {
  const ks = keysetSql(q, 't.created_at', 't.id', k);
  const side = (column: 'debit_account_id' | 'credit_account_id') => q`
    SELECT t.id, t.kind, t.reference, t.created_at, t.status, t.amount, t.credit_account_id, ${ks.cursor} AS cursor
      FROM ledger_transfers t
     WHERE t.${q(column)} = ${accountId} AND t.pending_id IS NULL
       ${column === 'credit_account_id' ? q`AND t.debit_account_id <> ${accountId}` : q``} ${ks.where}
     ${ks.order} LIMIT ${ks.limit}`;
  const merged = keysetSql(q, 'x.created_at', 'x.id', { limit: k.limit, ...(k.after ? { after: k.after } : {}) });
  return q<(TransactionRow & { cursor: string })[]>`
    SELECT x.id, x.kind, x.reference, x.created_at, x.cursor, COALESCE(r.status, x.status) AS status,
           (CASE WHEN x.credit_account_id = ${accountId} THEN 1 ELSE -1 END) * COALESCE(r.amount, x.amount) AS amount
      FROM ((${side('debit_account_id')}) UNION ALL (${side('credit_account_id')})) x
      LEFT JOIN ledger_transfers r ON r.pending_id = x.id
     ${merged.order} LIMIT ${ks.limit}`;
}

export interface ProfitRow {
  day: string;
  product: string;
  bet: number;
  win: number;
}

/**
 * Promotion payouts to the member's main wallet in the range, net of what was given back (forfeits,
 * reversals): the P&L's bonus figure.
 */
export async function promotionNet(
  q: Queryable,
  cashAccountId: number,
  p: Range & { inKinds: readonly string[]; outKinds: readonly string[] },
): Promise<number> {
  const [row] = await q<{ net: number }[]>`
    SELECT (COALESCE(sum(t.amount) FILTER (WHERE t.kind = ANY(${p.inKinds as string[]}::text[])
              AND t.credit_account_id = ${cashAccountId}), 0)
          - COALESCE(sum(t.amount) FILTER (WHERE t.kind = ANY(${p.outKinds as string[]}::text[])
              AND t.debit_account_id = ${cashAccountId}), 0))::bigint AS net
    FROM ledger_transfers t
    WHERE t.status = 'posted' AND (t.credit_account_id = ${cashAccountId} OR t.debit_account_id = ${cashAccountId})
      AND t.kind = ANY(${[...p.inKinds, ...p.outKinds]}::text[])
      ${rangeFilter(q, p)}`;
  return row?.net ?? 0;
}

/**
 * Game transfers of the member's accounts (main and vendor wallets), summed per day (operator's zone)
 * and product. Only posted movements count: an open bet is not yet a loss.
 */
export async function profitRows(
  q: Queryable,
  accountIds: number[],
  p: Range & { betKinds: readonly string[]; winKinds: readonly string[] },
): Promise<ProfitRow[]> {
  return q<ProfitRow[]>`
    WITH moves AS (
      SELECT t.kind, t.created_at, COALESCE(r.amount, t.amount) AS amount,
        COALESCE(NULLIF(split_part(t.reference, ':', 1), ''), 'OTHER') AS product
      FROM ledger_transfers t LEFT JOIN ledger_transfers r ON r.pending_id = t.id
      WHERE t.pending_id IS NULL AND COALESCE(r.status, t.status) = 'posted'
        AND (t.debit_account_id = ANY(${accountIds}::bigint[]) OR t.credit_account_id = ANY(${accountIds}::bigint[]))
        AND t.kind = ANY(${[...p.betKinds, ...p.winKinds]}::text[])
        ${rangeFilter(q, p)}
    )
    SELECT to_char(created_at AT TIME ZONE ${p.timeZone}, 'YYYY-MM-DD') AS day, product,
      COALESCE(sum(amount) FILTER (WHERE kind = ANY(${p.betKinds as string[]}::text[])), 0)::bigint AS bet,
      COALESCE(sum(amount) FILTER (WHERE kind = ANY(${p.winKinds as string[]}::text[])), 0)::bigint AS win
    FROM moves t GROUP BY 1, 2 ORDER BY 1, 2`;
}
