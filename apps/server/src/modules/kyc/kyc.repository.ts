import type { KycLevel, KycRequestLevel, KycStatus } from '@app/contracts';
import type { Queryable } from '../../platform/db/connect.js';

export interface KycRequestRow {
  id: number;
  member_id: number;
  account: string;
  level: KycRequestLevel;
  level_before: KycLevel;
  status: KycStatus;
  full_name: string;
  birth_date: string;
  id_number: string;
  account_birth_date: string | null;
  reject_reason: string | null;
  decided_by: string | null;
  decided_at: Date | null;
  created_at: Date;
  /** [id, mime, size] of each document, in position order. */
  documents: { id: number; mime: string; size: number }[];
}

export interface DocumentRow {
  id: number;
  member_id: number;
  mime: string;
  data: Buffer;
}

// Dates as text: a `date` column is a calendar day, not an instant in some zone.
const SELECT_REQUEST = (q: Queryable) => q`
  SELECT r.id, r.member_id, m.account, r.level, r.level_before, r.status, r.full_name,
    to_char(r.birth_date, 'YYYY-MM-DD') AS birth_date, r.id_number,
    to_char(r.account_birth_date, 'YYYY-MM-DD') AS account_birth_date,
    r.reject_reason, r.decided_by, r.decided_at, r.created_at,
    coalesce((SELECT json_agg(json_build_object('id', d.id, 'mime', d.mime, 'size', d.size) ORDER BY d.position)
      FROM kyc_documents d WHERE d.request_id = r.id), '[]') AS documents
  FROM kyc_requests r JOIN members m ON m.id = r.member_id`;

/** The member's level ('none' without a row). */
export async function memberLevel(q: Queryable, memberId: number): Promise<KycLevel> {
  const [row] = await q<{ level: KycLevel }[]>`SELECT level FROM member_verification WHERE member_id = ${memberId}`;
  return row?.level ?? 'none';
}

/** The member's level and account birthday, the member row locked: submissions and decisions queue on it. */
export async function lockMember(
  q: Queryable,
  memberId: number,
): Promise<{ account: string; birthday: string | null; level: KycLevel } | undefined> {
  const [row] = await q<{ account: string; birthday: string | null; level: KycLevel | null }[]>`
    SELECT m.account, to_char(m.birthday, 'YYYY-MM-DD') AS birthday, v.level
    FROM members m LEFT JOIN member_verification v ON v.member_id = m.id
    WHERE m.id = ${memberId} FOR UPDATE OF m`;
  return row ? { account: row.account, birthday: row.birthday, level: row.level ?? 'none' } : undefined;
}

export async function accountBirthday(q: Queryable, memberId: number): Promise<string | null> {
  const [row] = await q<{ birthday: string | null }[]>`
    SELECT to_char(birthday, 'YYYY-MM-DD') AS birthday FROM members WHERE id = ${memberId}`;
  return row?.birthday ?? null;
}

export async function findRequest(q: Queryable, id: number, forUpdate = false): Promise<KycRequestRow | undefined> {
  const [row] = forUpdate
    ? await q<KycRequestRow[]>`${SELECT_REQUEST(q)} WHERE r.id = ${id} FOR UPDATE OF r`
    : await q<KycRequestRow[]>`${SELECT_REQUEST(q)} WHERE r.id = ${id}`;
  return row;
}

export async function pendingRequest(q: Queryable, memberId: number): Promise<KycRequestRow | undefined> {
  const [row] = await q<KycRequestRow[]>`${SELECT_REQUEST(q)}
    WHERE r.member_id = ${memberId} AND r.status = 'pending'`;
  return row;
}

export async function lastDecided(q: Queryable, memberId: number): Promise<KycRequestRow | undefined> {
  const [row] = await q<KycRequestRow[]>`${SELECT_REQUEST(q)}
    WHERE r.member_id = ${memberId} AND r.status <> 'pending' ORDER BY r.id DESC LIMIT 1`;
  return row;
}

export async function memberRequests(
  q: Queryable,
  memberId: number,
  page: { limit: number; offset: number } = { limit: 1000, offset: 0 },
): Promise<{ rows: KycRequestRow[]; total: number }> {
  const rows = await q<KycRequestRow[]>`${SELECT_REQUEST(q)}
    WHERE r.member_id = ${memberId} ORDER BY r.id DESC LIMIT ${page.limit} OFFSET ${page.offset}`;
  const [count] = await q<{ total: number }[]>`
    SELECT count(*)::int AS total FROM kyc_requests WHERE member_id = ${memberId}`;
  return { rows, total: count?.total ?? 0 };
}

/** The review queue: pending oldest first (first come, first served); decided ones newest first. */
export async function queue(
  q: Queryable,
  filter: { status: KycStatus | 'all'; account?: string; limit: number; offset: number },
): Promise<{ rows: KycRequestRow[]; total: number }> {
  const status = filter.status === 'all' ? null : filter.status;
  const account = filter.account?.toLowerCase() ?? null;
  const where = q`WHERE (${status}::text IS NULL OR r.status = ${status})
    AND (${account}::text IS NULL OR lower(m.account) = ${account})`;
  const order = status === 'pending' ? q`ORDER BY r.id ASC` : q`ORDER BY r.id DESC`;
  const rows = await q<KycRequestRow[]>`${SELECT_REQUEST(q)} ${where} ${order}
    LIMIT ${filter.limit} OFFSET ${filter.offset}`;
  const [count] = await q<{ total: number }[]>`SELECT count(*)::int AS total
    FROM kyc_requests r JOIN members m ON m.id = r.member_id ${where}`;
  return { rows, total: count?.total ?? 0 };
}

export async function insertRequest(
  q: Queryable,
  r: {
    memberId: number;
    level: KycRequestLevel;
    levelBefore: KycLevel;
    fullName: string;
    birthDate: string;
    idNumber: string;
    accountBirthDate: string | null;
    at: Date;
  },
): Promise<number | undefined> {
  const [row] = await q<{ id: number }[]>`INSERT INTO kyc_requests
      (member_id, level, level_before, status, full_name, birth_date, id_number, account_birth_date, created_at)
    VALUES (${r.memberId}, ${r.level}, ${r.levelBefore}, 'pending', ${r.fullName}, ${r.birthDate}, ${r.idNumber},
      ${r.accountBirthDate}, ${r.at})
    ON CONFLICT (member_id) WHERE status = 'pending' DO NOTHING
    RETURNING id`;
  return row?.id;
}

export async function insertDocuments(
  q: Queryable,
  requestId: number,
  memberId: number,
  images: { mime: string; data: Buffer }[],
  at: Date,
): Promise<void> {
  for (const [i, img] of images.entries()) {
    await q`INSERT INTO kyc_documents (request_id, member_id, position, mime, size, data, created_at)
      VALUES (${requestId}, ${memberId}, ${i + 1}, ${img.mime}, ${img.data.length}, ${img.data}, ${at})`;
  }
}

export async function decide(
  q: Queryable,
  id: number,
  d: { status: 'approved' | 'rejected'; by: string; at: Date; reason: string | null },
): Promise<void> {
  await q`UPDATE kyc_requests SET status = ${d.status}, decided_by = ${d.by}, decided_at = ${d.at},
      reject_reason = ${d.reason}
    WHERE id = ${id} AND status = 'pending'`;
}

export async function setLevel(
  q: Queryable,
  memberId: number,
  level: KycLevel,
  requestId: number,
  by: string,
  at: Date,
): Promise<void> {
  await q`INSERT INTO member_verification (member_id, level, request_id, updated_at, updated_by)
    VALUES (${memberId}, ${level}, ${requestId}, ${at}, ${by})
    ON CONFLICT (member_id) DO UPDATE SET level = EXCLUDED.level, request_id = EXCLUDED.request_id,
      updated_at = EXCLUDED.updated_at, updated_by = EXCLUDED.updated_by`;
}

/** The operator verified the date of birth on the documents: the account takes it. */
export async function setBirthday(q: Queryable, memberId: number, day: string): Promise<void> {
  await q`UPDATE members SET birthday = ${day}::date WHERE id = ${memberId}`;
}

export async function findDocument(q: Queryable, id: number): Promise<DocumentRow | undefined> {
  const [row] = await q<DocumentRow[]>`SELECT id, member_id, mime, data FROM kyc_documents WHERE id = ${id}`;
  return row;
}

export async function memberAccount(q: Queryable, memberId: number): Promise<string | undefined> {
  const [row] = await q<{ account: string }[]>`SELECT account FROM members WHERE id = ${memberId}`;
  return row?.account;
}
