import type { LedgerUnit } from '@app/contracts';

export type { LedgerUnit } from '@app/contracts';

/** Wallets every member may own. Vendor wallets are named by vendor code ('vendor'). */
export type MemberAccountKind = 'cash' | 'locked' | 'points' | 'play' | 'vendor';

/** House accounts: the other side of every member movement. They may go negative. */
export type HouseAccountKind =
  | 'game_revenue'
  | 'bonus_expense'
  | 'payment_clearing'
  | 'fees'
  | 'play_issuance'
  | 'points_issuance';

/** An account as callers name it; the ledger resolves (and creates on first use) the row. */
export type AccountRef =
  | { member: number; kind: Exclude<MemberAccountKind, 'vendor'> }
  | { member: number; kind: 'vendor'; vendor: string; unit?: LedgerUnit }
  | { house: HouseAccountKind; unit: LedgerUnit }
  | { id: number };

/** What a transfer moves. `idempotencyKey` is unique for the ledger's whole life. */
export interface TransferInput {
  debit: AccountRef;
  credit: AccountRef;
  /** Integer minor units, > 0. */
  amount: number;
  unit: LedgerUnit;
  /** What the movement is: 'deposit', 'withdrawal', 'bet', 'win', 'vendor_in', 'opening_balance', … */
  kind: string;
  reference?: string | null;
  idempotencyKey: string;
  /** Reserve only (two-phase): the amount is held until post() or void(). */
  pending?: boolean;
  /**
   * An audit record written with the transfer, in the same statement: both commit or neither. The
   * ledger adds the balances of both accounts before and after, the transfer id and the amount.
   * A replay writes no second record. Not part of the idempotency check.
   */
  audit?: TransferAudit;
}

/** Who did what, for the audit record of a transfer (see TransferInput.audit). */
export interface TransferAudit {
  actor: string;
  action: string;
  subject?: string | null;
  ip?: string | null;
  requestId?: string | null;
  /** Extra fields for the record's `after` (a reason, say). */
  after?: Record<string, unknown>;
}

/** One account's balance as a transfer left it (or found it). */
export interface BalanceSnapshot {
  accountId: number;
  posted: number;
  /** posted − pendingDebits. */
  available: number;
}

/** Both accounts of a transfer just before and just after it, read from the rows it updated. */
export interface TransferBalances {
  debit: { before: BalanceSnapshot; after: BalanceSnapshot };
  credit: { before: BalanceSnapshot; after: BalanceSnapshot };
}

export interface ResolveInput {
  idempotencyKey: string;
  /** post() only: move less than was reserved; the rest is released. Defaults to the pending amount. */
  amount?: number;
  reference?: string | null;
}

export type TransferStatus = 'posted' | 'pending' | 'voided';

/** A stored transfer as callers see it. `replayed` is true when the key had been applied before. */
export interface TransferResult {
  id: number;
  idempotencyKey: string;
  debitAccountId: number;
  creditAccountId: number;
  amount: number;
  unit: LedgerUnit;
  kind: string;
  reference: string | null;
  status: TransferStatus;
  pendingId: number | null;
  createdAt: Date;
  replayed: boolean;
  /** Set when this call applied the transfer (not on a replay, nor for post/void). */
  balances?: TransferBalances;
}

export interface AccountBalance {
  id: number;
  code: string;
  kind: string;
  vendor: string | null;
  unit: LedgerUnit;
  protected: boolean;
  posted: number;
  pendingDebits: number;
  pendingCredits: number;
  /** posted − pendingDebits: what may still be spent. */
  available: number;
}
