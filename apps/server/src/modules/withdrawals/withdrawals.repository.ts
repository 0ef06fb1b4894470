import type { Queryable } from '../../platform/db/connect.js';

export type WithdrawalStatus =
  | 'holding'
  | 'pending'
  | 'rejected'
  | 'approved'
  | 'received'
  | 'not_received'
  | 'refunded'
  | 'failed';

export interface WithdrawalRow {
  id: number;
  member_id: number;
  request_key: string;
  bank_account_id: number;
  bank_code: string;
  account_number: string;
  payee_name: string;
  amount: number;
  status: WithdrawalStatus;
  hold_transfer_id: number | null;
  reject_reason: string | null;
  decided_by: string | null;
  decided_at: Date | null;
  confirmed_by: 'member' | 'auto' | 'operator' | null;
  confirmed_at: Date | null;
  dispute_note: string | null;
  created_at: Date;
  updated_at: Date;
}

export interface OperatorWithdrawalRow extends WithdrawalRow {
  account: string;
  proof_count: number;
}

export async function findWithdrawal(q: Queryable, id: number): Promise<WithdrawalRow | undefined> {
  const [row] = await q<WithdrawalRow[]>`SELECT * FROM withdrawals WHERE id = ${id}`;
  return row;
}

export async function findByRequestKey(q: Queryable, memberId: number, key: string) {
  const [row] = await q<
    WithdrawalRow[]
  >`SELECT * FROM withdrawals WHERE member_id = ${memberId} AND request_key = ${key}`;
  return row;
}

/** Serialises a member's withdrawal requests, so the count of waiting ones is checked under a lock. */
export async function lockMemberWithdrawals(q: Queryable, memberId: number): Promise<void> {
  await q`SELECT pg_advisory_xact_lock(hashtext('withdrawals'), ${memberId}::int)`;
}

export async function countWaiting(q: Queryable, memberId: number): Promise<number> {
  const [row] = await q<{ n: number }[]>`SELECT count(*)::int AS n FROM withdrawals
    WHERE member_id = ${memberId} AND status IN ('holding', 'pending')`;
  return row!.n;
}

/** Today's withdrawals of a member against the daily limits of the member's VIP level (0 = no limit). */
export interface DailyUse {
  count: number;
  amount: number;
  maxCount: number;
  maxAmount: number;
}

/**
 * What the member has asked to withdraw since the start of the local day (site time zone) and the limits of
 * the member's current VIP level (vip_members, no row = rank 0). Failed (never held), rejected and refunded
 * requests sent no money out, so they use none of the day's limits. Read it under lockMemberWithdrawals.
 */
export async function dailyUse(q: Queryable, memberId: number, now: Date, timeZone: string): Promise<DailyUse> {
  const [row] = await q<{ count: number; amount: string | number; max_count: number; max_amount: string | number }[]>`
    WITH d AS (SELECT date_trunc('day', ${now}::timestamptz AT TIME ZONE ${timeZone}) AT TIME ZONE ${timeZone} AS since),
         w AS (SELECT count(*)::int AS count, coalesce(sum(amount), 0)::bigint AS amount FROM withdrawals, d
                WHERE member_id = ${memberId} AND created_at >= d.since
                  AND status NOT IN ('failed', 'rejected', 'refunded')),
         l AS (SELECT withdraw_daily_count, withdraw_daily_amount FROM vip_levels
                WHERE rank = coalesce((SELECT rank FROM vip_members WHERE member_id = ${memberId}), 0))
    SELECT w.count, w.amount, coalesce(l.withdraw_daily_count, 0) AS max_count,
           coalesce(l.withdraw_daily_amount, 0) AS max_amount
      FROM w LEFT JOIN l ON true`;
  return {
    count: row!.count,
    amount: Number(row!.amount),
    maxCount: row!.max_count,
    maxAmount: Number(row!.max_amount),
  };
}

export async function countAwaitingConfirmation(q: Queryable, memberId: number): Promise<number> {
  const [row] = await q<{ n: number }[]>`SELECT count(*)::int AS n FROM withdrawals
    WHERE member_id = ${memberId} AND status = 'approved'`;
  return row!.n;
}

/** Inserts a new request in 'holding'; undefined when the member already used the key. */
export async function insertWithdrawal(
  q: Queryable,
  w: {
    memberId: number;
    requestKey: string;
    bankAccountId: number;
    bankCode: string;
    accountNumber: string;
    payeeName: string;
    amount: number;
    at: Date;
  },
): Promise<WithdrawalRow | undefined> {
  const [row] = await q<WithdrawalRow[]>`
    INSERT INTO withdrawals (member_id, request_key, bank_account_id, bank_code, account_number, payee_name,
      amount, status, created_at, updated_at)
    VALUES (${w.memberId}, ${w.requestKey}, ${w.bankAccountId}, ${w.bankCode}, ${w.accountNumber}, ${w.payeeName},
      ${w.amount}, 'holding', ${w.at}, ${w.at})
    ON CONFLICT (member_id, request_key) DO NOTHING RETURNING *`;
  return row;
}

/** Moves a withdrawal from one of `from` to `to` with extra fields; undefined when it was not in `from`. */
export async function transition(
  q: Queryable,
  id: number,
  from: WithdrawalStatus[],
  to: WithdrawalStatus,
  at: Date,
  fields: Partial<
    Pick<
      WithdrawalRow,
      | 'hold_transfer_id'
      | 'reject_reason'
      | 'decided_by'
      | 'decided_at'
      | 'confirmed_by'
      | 'confirmed_at'
      | 'dispute_note'
    >
  > = {},
): Promise<WithdrawalRow | undefined> {
  const set = { ...fields, status: to, updated_at: at };
  const [row] = await q<WithdrawalRow[]>`
    UPDATE withdrawals SET ${q(set)} WHERE id = ${id} AND status = ANY(${from}::text[]) RETURNING *`;
  return row;
}

/**
 * Approved withdrawals past their confirmation deadline count as received (confirmed_by 'auto', at the
 * deadline itself). `memberId` limits the sweep to one member (the lazy path of a member's read).
 */
export async function autoConfirm(q: Queryable, cutoff: Date, minutes: number, memberId?: number): Promise<number> {
  const res = await q`
    UPDATE withdrawals SET status = 'received', confirmed_by = 'auto',
      confirmed_at = decided_at + make_interval(mins => ${minutes}), updated_at = decided_at + make_interval(mins => ${minutes})
    WHERE status = 'approved' AND decided_at <= ${cutoff}
      ${memberId === undefined ? q`` : q`AND member_id = ${memberId}`}`;
  return res.count;
}

export async function listMemberWithdrawals(
  q: Queryable,
  memberId: number,
  p: { status?: WithdrawalStatus; page: number; pageSize: number },
): Promise<{ rows: WithdrawalRow[]; total: number }> {
  const filter = p.status ? q`AND status = ${p.status}` : q``;
  const rows = await q<WithdrawalRow[]>`SELECT * FROM withdrawals WHERE member_id = ${memberId} ${filter}
    ORDER BY created_at DESC, id DESC LIMIT ${p.pageSize} OFFSET ${(p.page - 1) * p.pageSize}`;
  const [count] = await q<{ n: number }[]>`SELECT count(*)::int AS n FROM withdrawals
    WHERE member_id = ${memberId} ${filter}`;
  return { rows, total: count!.n };
}

/** The operator list's filters and order; no sort = the review queue's order, oldest first. */
export interface OperatorWithdrawalFilter {
  status?: WithdrawalStatus;
  memberId?: number;
  account?: string;
  from?: Date;
  to?: Date;
  sort?: 'createdAt' | 'amount' | 'decidedAt' | 'id';
  dir?: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

export async function listForOperator(
  q: Queryable,
  p: OperatorWithdrawalFilter,
  opts: { count?: boolean } = {},
): Promise<{ rows: OperatorWithdrawalRow[]; total: number }> {
  const where = q`
    (${p.status ?? null}::text IS NULL OR w.status = ${p.status ?? null})
    AND (${p.memberId ?? null}::bigint IS NULL OR w.member_id = ${p.memberId ?? null})
    AND (${p.account ?? null}::text IS NULL OR lower(m.account) = lower(${p.account ?? null}))
    AND (${p.from ?? null}::timestamptz IS NULL OR w.created_at >= ${p.from ?? null})
    AND (${p.to ?? null}::timestamptz IS NULL OR w.created_at < ${p.to ?? null})`;
  // Whitelisted columns only: the sort name never reaches the SQL text.
  const column = {
    createdAt: q`w.created_at`,
    amount: q`w.amount`,
    decidedAt: q`w.decided_at`,
    id: q`w.id`,
  }[p.sort ?? 'createdAt'];
  const desc = p.sort !== undefined && p.dir !== 'asc';
  const order = desc ? q`${column} DESC NULLS LAST, w.id DESC` : q`${column} ASC NULLS LAST, w.id ASC`;
  const rows = await q<OperatorWithdrawalRow[]>`
    SELECT w.*, m.account, (SELECT count(*)::int FROM withdrawal_proofs p WHERE p.withdrawal_id = w.id) AS proof_count
    FROM withdrawals w JOIN members m ON m.id = w.member_id WHERE ${where}
    ORDER BY ${order} LIMIT ${p.pageSize} OFFSET ${(p.page - 1) * p.pageSize}`;
  // The CSV reads page after page and needs no total.
  if (opts.count === false) return { rows, total: -1 };
  const [count] = await q<{ n: number }[]>`SELECT count(*)::int AS n
    FROM withdrawals w JOIN members m ON m.id = w.member_id WHERE ${where}`;
  return { rows, total: count!.n };
}

export async function findForOperator(q: Queryable, id: number): Promise<OperatorWithdrawalRow | undefined> {
  const [row] = await q<OperatorWithdrawalRow[]>`
    SELECT w.*, m.account, (SELECT count(*)::int FROM withdrawal_proofs p WHERE p.withdrawal_id = w.id) AS proof_count
    FROM withdrawals w JOIN members m ON m.id = w.member_id WHERE w.id = ${id}`;
  return row;
}

export async function insertProofs(
  q: Queryable,
  withdrawalId: number,
  images: { mime: string; data: Buffer }[],
  at: Date,
): Promise<void> {
  for (const img of images) {
    await q`INSERT INTO withdrawal_proofs (withdrawal_id, mime, data, created_at)
      VALUES (${withdrawalId}, ${img.mime}, ${img.data}, ${at})`;
  }
}

/** Rows left in 'holding' (the request's process stopped between writing the row and the hold). */
export async function listStaleHolding(q: Queryable, before: Date): Promise<WithdrawalRow[]> {
  return q<WithdrawalRow[]>`SELECT * FROM withdrawals WHERE status = 'holding' AND created_at < ${before} LIMIT 100`;
}
