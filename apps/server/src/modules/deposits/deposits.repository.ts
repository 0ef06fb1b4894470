import type { DepositStatus, ReceivingBank } from '@app/contracts';
import type { Queryable } from '../../platform/db/connect.js';

export interface MethodRow {
  code: string;
  kind: 'bank_transfer' | 'gateway';
  gateway: string | null;
  enabled: boolean;
  min_amount: number;
  max_amount: number;
  names: { vi: string; en: string };
  bank: ReceivingBank | null;
  sort: number;
}

export interface DepositRow {
  id: number;
  member_id: number;
  method_code: string;
  kind: 'bank_transfer' | 'gateway';
  amount: number;
  credited: number;
  status: DepositStatus;
  reference_code: string | null;
  bank: ReceivingBank | null;
  gateway: string | null;
  gateway_payment_id: string | null;
  paid_amount: number | null;
  flag: string | null;
  reject_reason: string | null;
  confirmed_by: string | null;
  created_at: Date;
  credited_at: Date | null;
  finished_at: Date | null;
  /** The client's key of the attempt that created it, and the hash of that request's fields. */
  request_key: string | null;
  request_fingerprint: string | null;
  /** A gateway deposit's payment page (to resume paying). */
  payment_url: string | null;
  /** Why the method could not start the deposit (an error code, answered again to a repeat). */
  start_error: string | null;
}

export type DepositWithAccount = DepositRow & { account: string };

export async function listMethods(q: Queryable, enabledOnly: boolean): Promise<MethodRow[]> {
  return enabledOnly
    ? q<MethodRow[]>`SELECT * FROM deposit_methods WHERE enabled ORDER BY sort, code`
    : q<MethodRow[]>`SELECT * FROM deposit_methods ORDER BY sort, code`;
}

export async function findMethod(q: Queryable, code: string): Promise<MethodRow | null> {
  const rows = await q<MethodRow[]>`SELECT * FROM deposit_methods WHERE code = ${code}`;
  return rows[0] ?? null;
}

export async function upsertMethod(q: Queryable, m: MethodRow, at: Date): Promise<MethodRow> {
  const [row] = await q<MethodRow[]>`
    INSERT INTO deposit_methods (code, kind, gateway, enabled, min_amount, max_amount, names, bank, sort, updated_at)
    VALUES (${m.code}, ${m.kind}, ${m.gateway}, ${m.enabled}, ${m.min_amount}, ${m.max_amount}, ${q.json(m.names)},
      ${m.bank ? q.json(m.bank as never) : null}, ${m.sort}, ${at})
    ON CONFLICT (code) DO UPDATE SET kind = EXCLUDED.kind, gateway = EXCLUDED.gateway, enabled = EXCLUDED.enabled,
      min_amount = EXCLUDED.min_amount, max_amount = EXCLUDED.max_amount, names = EXCLUDED.names,
      bank = EXCLUDED.bank, sort = EXCLUDED.sort, updated_at = EXCLUDED.updated_at
    RETURNING *`;
  return row!;
}

/**
 * Inserts a deposit request; null when the reference code is taken (the caller draws another). A second
 * row with the member's request key fails on the unique index deposits_request_key (the caller holds
 * the member's lock and looked the key up first, so that is a bug, not a race).
 */
export async function insertDeposit(
  q: Queryable,
  d: Pick<
    DepositRow,
    | 'member_id'
    | 'method_code'
    | 'kind'
    | 'amount'
    | 'reference_code'
    | 'bank'
    | 'gateway'
    | 'request_key'
    | 'request_fingerprint'
  > & {
    created_at: Date;
  },
): Promise<DepositRow | null> {
  const rows = await q<DepositRow[]>`
    INSERT INTO deposits (member_id, method_code, kind, amount, status, reference_code, bank, gateway, created_at,
      request_key, request_fingerprint)
    VALUES (${d.member_id}, ${d.method_code}, ${d.kind}, ${d.amount}, 'pending', ${d.reference_code},
      ${d.bank ? q.json(d.bank as never) : null}, ${d.gateway}, ${d.created_at}, ${d.request_key},
      ${d.request_fingerprint})
    ON CONFLICT (reference_code) DO NOTHING RETURNING *`;
  return rows[0] ?? null;
}

/** The member's deposit made by the attempt `key`. */
export async function findByRequestKey(q: Queryable, memberId: number, key: string): Promise<DepositRow | null> {
  const rows = await q<DepositRow[]>`SELECT * FROM deposits WHERE member_id = ${memberId} AND request_key = ${key}`;
  return rows[0] ?? null;
}

export async function setGatewayPayment(
  q: Queryable,
  id: number,
  paymentId: string,
  paymentUrl: string | null,
): Promise<DepositRow> {
  const [row] = await q<DepositRow[]>`UPDATE deposits SET gateway_payment_id = ${paymentId},
    payment_url = ${paymentUrl} WHERE id = ${id} RETURNING *`;
  return row!;
}

export async function lockDeposit(q: Queryable, id: number): Promise<DepositRow | null> {
  const rows = await q<DepositRow[]>`SELECT * FROM deposits WHERE id = ${id} FOR UPDATE`;
  return rows[0] ?? null;
}

export async function lockDepositByPayment(q: Queryable, gateway: string, paymentId: string) {
  const rows = await q<DepositRow[]>`SELECT * FROM deposits
    WHERE gateway = ${gateway} AND gateway_payment_id = ${paymentId} FOR UPDATE`;
  return rows[0] ?? null;
}

/** Writes the fields that change as a deposit moves on. */
export async function updateDeposit(
  q: Queryable,
  id: number,
  f: Partial<
    Pick<
      DepositRow,
      | 'status'
      | 'credited'
      | 'credited_at'
      | 'finished_at'
      | 'flag'
      | 'paid_amount'
      | 'reject_reason'
      | 'confirmed_by'
      | 'start_error'
    >
  >,
): Promise<DepositRow> {
  const [row] = await q<
    DepositRow[]
  >`UPDATE deposits SET ${q(f as Record<string, unknown>)} WHERE id = ${id} RETURNING *`;
  return row!;
}

export async function insertEvent(
  q: Queryable,
  e: { depositId: number | null; at: Date; source: string; kind: string; detail?: Record<string, unknown> },
): Promise<void> {
  await q`INSERT INTO deposit_events (deposit_id, at, source, kind, detail)
    VALUES (${e.depositId}, ${e.at}, ${e.source}, ${e.kind}, ${q.json((e.detail ?? {}) as never)})`;
}

export type PeriodAmounts = { daily: number; weekly: number; monthly: number };

/**
 * A member's deposits since each period start, in two parts: `credited` (succeeded, by credit time:
 * money actually deposited) and `inFlight` (requests still open, pending or under review, by creation
 * time). Failed, rejected, expired and cancelled requests count in neither.
 */
export async function depositUsage(
  q: Queryable,
  memberId: number,
  starts: { daily: Date; weekly: Date; monthly: Date },
): Promise<{ credited: PeriodAmounts; inFlight: PeriodAmounts }> {
  // The day lies inside its week, but a month may start before or after the week does.
  const earliest = new Date(Math.min(starts.monthly.getTime(), starts.weekly.getTime()));
  const rows = await q<{ open: boolean; daily: string; weekly: string; monthly: string }[]>`
    WITH counted AS (
      SELECT false AS open, credited AS amount, credited_at AS at FROM deposits
        WHERE member_id = ${memberId} AND status = 'succeeded' AND credited_at >= ${earliest}
      UNION ALL
      SELECT true, amount, created_at FROM deposits
        WHERE member_id = ${memberId} AND status IN ('pending', 'review') AND created_at >= ${earliest})
    SELECT open,
           coalesce(sum(amount) FILTER (WHERE at >= ${starts.daily}), 0) AS daily,
           coalesce(sum(amount) FILTER (WHERE at >= ${starts.weekly}), 0) AS weekly,
           coalesce(sum(amount) FILTER (WHERE at >= ${starts.monthly}), 0) AS monthly
    FROM counted GROUP BY open`;
  const part = (open: boolean): PeriodAmounts => {
    const r = rows.find((x) => x.open === open);
    return { daily: Number(r?.daily ?? 0), weekly: Number(r?.weekly ?? 0), monthly: Number(r?.monthly ?? 0) };
  };
  return { credited: part(false), inFlight: part(true) };
}

export async function listMemberDeposits(
  q: Queryable,
  memberId: number,
  f: { status?: DepositStatus; limit: number; offset: number },
): Promise<{ rows: DepositRow[]; total: number }> {
  const status = f.status ?? null;
  const rows = await q<DepositRow[]>`SELECT * FROM deposits
    WHERE member_id = ${memberId} AND (${status}::text IS NULL OR status = ${status})
    ORDER BY created_at DESC, id DESC LIMIT ${f.limit} OFFSET ${f.offset}`;
  const [count] = await q<{ n: string }[]>`SELECT count(*) AS n FROM deposits
    WHERE member_id = ${memberId} AND (${status}::text IS NULL OR status = ${status})`;
  return { rows, total: Number(count!.n) };
}

export async function findMemberDeposit(q: Queryable, memberId: number, id: number): Promise<DepositRow | null> {
  const rows = await q<DepositRow[]>`SELECT * FROM deposits WHERE id = ${id} AND member_id = ${memberId}`;
  return rows[0] ?? null;
}

export interface OperatorFilter {
  status?: DepositStatus;
  memberId?: number;
  account?: string;
  flagged?: boolean;
  from?: Date;
  to?: Date;
  /** No sort = newest first. */
  sort?: 'createdAt' | 'amount' | 'id';
  dir?: 'asc' | 'desc';
  limit: number;
  offset: number;
}

export async function listDepositsForOperator(
  q: Queryable,
  f: OperatorFilter,
  opts: { count?: boolean } = {},
): Promise<{ rows: DepositWithAccount[]; total: number }> {
  const where = q`
    (${f.status ?? null}::text IS NULL OR d.status = ${f.status ?? null})
    AND (${f.memberId ?? null}::bigint IS NULL OR d.member_id = ${f.memberId ?? null})
    AND (${f.account ?? null}::text IS NULL OR lower(m.account) = lower(${f.account ?? null}))
    AND (${f.flagged ?? false} = false OR d.flag IS NOT NULL)
    AND (${f.from ?? null}::timestamptz IS NULL OR d.created_at >= ${f.from ?? null})
    AND (${f.to ?? null}::timestamptz IS NULL OR d.created_at < ${f.to ?? null})`;
  // Whitelisted columns only: the sort name never reaches the SQL text.
  const column = { createdAt: q`d.created_at`, amount: q`d.amount`, id: q`d.id` }[f.sort ?? 'createdAt'];
  const order = f.dir === 'asc' ? q`${column} ASC, d.id ASC` : q`${column} DESC, d.id DESC`;
  const rows = await q<DepositWithAccount[]>`SELECT d.*, m.account FROM deposits d JOIN members m ON m.id = d.member_id
    WHERE ${where} ORDER BY ${order} LIMIT ${f.limit} OFFSET ${f.offset}`;
  // The CSV reads page after page and needs no total.
  if (opts.count === false) return { rows, total: -1 };
  const [count] = await q<{ n: string }[]>`SELECT count(*) AS n FROM deposits d JOIN members m ON m.id = d.member_id
    WHERE ${where}`;
  return { rows, total: Number(count!.n) };
}

export async function findDepositWithAccount(q: Queryable, id: number): Promise<DepositWithAccount | null> {
  const rows = await q<DepositWithAccount[]>`SELECT d.*, m.account FROM deposits d JOIN members m ON m.id = d.member_id
    WHERE d.id = ${id}`;
  return rows[0] ?? null;
}

/** Gateway deposits still pending that were created before `before`. */
export async function findStaleGatewayDeposits(q: Queryable, before: Date, limit: number): Promise<number[]> {
  const rows = await q<{ id: number }[]>`SELECT id FROM deposits
    WHERE kind = 'gateway' AND status = 'pending' AND created_at < ${before} ORDER BY id LIMIT ${limit}`;
  return rows.map((r) => Number(r.id));
}
