import type { Queryable } from '../../platform/db/connect.js';

export interface BankAccountRow {
  id: number;
  member_id: number;
  bank_code: string;
  account_number: string;
  payee_name: string;
  created_at: Date;
  removed_at: Date | null;
}

export interface MemberRow {
  id: number;
  account: string;
  type: number;
  payee_name: string | null;
  upline_id: number | null;
}

export async function findMember(q: Queryable, id: number): Promise<MemberRow | undefined> {
  const [row] = await q<MemberRow[]>`SELECT id, account, type, payee_name, upline_id FROM members WHERE id = ${id}`;
  return row;
}

export async function listLiveBankAccounts(q: Queryable, memberId: number): Promise<BankAccountRow[]> {
  return q<BankAccountRow[]>`SELECT * FROM member_bank_accounts
    WHERE member_id = ${memberId} AND removed_at IS NULL ORDER BY id`;
}

export async function findLiveBankAccount(
  q: Queryable,
  memberId: number,
  id: number,
): Promise<BankAccountRow | undefined> {
  const [row] = await q<BankAccountRow[]>`SELECT * FROM member_bank_accounts
    WHERE id = ${id} AND member_id = ${memberId} AND removed_at IS NULL`;
  return row;
}

/** Serialises binds of one member (the count limit is checked under it). */
export async function lockMemberBanks(q: Queryable, memberId: number): Promise<void> {
  await q`SELECT pg_advisory_xact_lock(hashtext('bank-accounts'), ${memberId}::int)`;
}

export async function insertBankAccount(
  q: Queryable,
  a: { memberId: number; bankCode: string; accountNumber: string; payeeName: string; at: Date },
): Promise<BankAccountRow> {
  const [row] = await q<BankAccountRow[]>`
    INSERT INTO member_bank_accounts (member_id, bank_code, account_number, payee_name, created_at)
    VALUES (${a.memberId}, ${a.bankCode}, ${a.accountNumber}, ${a.payeeName}, ${a.at}) RETURNING *`;
  return row!;
}

export async function removeBankAccount(q: Queryable, memberId: number, id: number, at: Date): Promise<boolean> {
  const res = await q`UPDATE member_bank_accounts SET removed_at = ${at}
    WHERE id = ${id} AND member_id = ${memberId} AND removed_at IS NULL`;
  return res.count > 0;
}
