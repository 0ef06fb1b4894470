import { createHash, randomUUID } from 'node:crypto';
import type { Clock } from '../../platform/clock.js';
import type { Db, Tx } from '../../platform/db/connect.js';
import { AppError, badInput } from '../../platform/http/app-error.js';
import type { TransferObserver } from '../../platform/metrics/metrics.js';
import { type AccountInfo, accountCode, createAccountResolver } from './ledger.accounts.js';
import { toAccountBalance, toTransferResult } from './ledger.mappers.js';
import {
  type AccountRow,
  type AppliedTransfer,
  applyAccountDelta,
  applyPostedDeltas,
  applyTransfer,
  findAccountsByCodes,
  findAccountsByIds,
  findResolution,
  findTransferById,
  findTransfersByKeys,
  insertPostedTransfers,
  insertTransfers,
  listMemberAccounts,
  lockAccounts,
  type NewTransferRow,
} from './ledger.repository.js';
import { withTransientRetry } from './ledger.retry.js';
import type {
  AccountBalance,
  AccountRef,
  ResolveInput,
  TransferAudit,
  TransferInput,
  TransferResult,
} from './ledger.types.js';

/*
 * Concurrency design. Transactions run at READ COMMITTED, not SERIALIZABLE, because every decision
 * that could be raced is taken by the database on the latest committed row, not on a snapshot:
 *  - a debit is `UPDATE … WHERE posted - pending_debits >= amount` (a blocked UPDATE re-evaluates its
 *    WHERE against the row the other transaction committed), backed by a CHECK constraint;
 *  - an idempotency key, and the one resolution a pending transfer may have, are UNIQUE indexes: a
 *    second writer of the same key waits for the first and then inserts nothing.
 * Accounts are updated in ascending id order, so two transactions touching the same accounts queue
 * instead of deadlocking; a deadlock or serialization failure that still happens (e.g. two batches whose
 * keys overlap in another order) is retried here, inside the module, and never reaches the caller.
 */

const MAX_KEY = 200;

interface Delta {
  posted: number;
  pendingDebits: number;
  pendingCredits: number;
}

const insufficient = (accountId: number) =>
  new AppError('insufficient_funds', 422, 'Insufficient balance', { accountId });
const idempotencyConflict = (key: string) =>
  new AppError('idempotency_conflict', 409, `Idempotency key ${key} was used with different fields`);

function hashOf(parts: unknown[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

function checkAmount(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw badInput('Amount must be a positive integer of minor units');
}

/** What a transfer side means to the caller: a house account whatever its shard, else the account. */
const logicalCode = (ref: AccountRef, info: AccountInfo): string => ('house' in ref ? accountCode(ref) : info.code);

/** One house account's row made of its shards' rows (shard 0 gives the id, code and creation time). */
function sumOfShards(shard0: number, rows: AccountRow[]): AccountRow {
  const first = rows.find((r) => r.id === shard0)!;
  const sum = (f: (r: AccountRow) => number) => rows.reduce((n, r) => n + f(r), 0);
  return {
    ...first,
    posted: sum((r) => r.posted),
    pending_debits: sum((r) => r.pending_debits),
    pending_credits: sum((r) => r.pending_credits),
  };
}

function checkKey(key: string): void {
  if (typeof key !== 'string' || key.length === 0 || key.length > MAX_KEY) throw badInput('Bad idempotency key');
}

/** Applies per-account deltas in id order; only changes that reduce what a protected account may spend are guarded. */
async function applyDeltas(tx: Tx, deltas: Map<number, Delta>, accounts: Map<number, AccountInfo>): Promise<void> {
  for (const id of [...deltas.keys()].sort((a, b) => a - b)) {
    const d = deltas.get(id)!;
    if (d.posted === 0 && d.pendingDebits === 0 && d.pendingCredits === 0) continue;
    const guard = accounts.get(id)!.protected && d.posted - d.pendingDebits < 0;
    if (!(await applyAccountDelta(tx, { id, ...d, guard }))) throw insufficient(id);
  }
}

function addDelta(deltas: Map<number, Delta>, id: number, change: Partial<Delta>): void {
  const d = deltas.get(id) ?? { posted: 0, pendingDebits: 0, pendingCredits: 0 };
  d.posted += change.posted ?? 0;
  d.pendingDebits += change.pendingDebits ?? 0;
  d.pendingCredits += change.pendingCredits ?? 0;
  deltas.set(id, d);
}

/**
 * LG001 is ledger_transfer()'s refusal of an uncovered debit; a CHECK violation on an account is the
 * database's own "insufficient funds" (the second guard): both reach callers as insufficient_funds.
 */
function asLedgerError(err: unknown): unknown {
  const e = err as { code?: string; constraint_name?: string; detail?: string };
  if (e.code === 'LG001') return insufficient(Number(e.detail));
  if (e.code === '23514' && e.constraint_name?.startsWith('ledger_accounts')) {
    return new AppError('insufficient_funds', 422, 'Insufficient balance');
  }
  return err;
}

/**
 * The ledger: the only code that moves money. Every movement is an immutable double-entry transfer
 * carrying a unique idempotency key; a retry with the same key and fields answers the first result.
 */
export function createLedgerService(deps: {
  db: Db;
  clock: Clock;
  observe?: TransferObserver;
  /**
   * Told which members' balances this call moved (live push, platform/realtime): after the commit, or
   * with `inCallerTx` when the caller's transaction has yet to commit. Never awaited, never throws here.
   */
  onMembersMoved?: (memberIds: number[], opts: { inCallerTx: boolean }) => void;
}) {
  const { db, clock } = deps;
  /** Reports what this call applied (metrics, live push); a replay applied nothing. */
  const report = (results: TransferResult[], inCallerTx = false): TransferResult[] => {
    if (deps.observe) for (const r of results) if (!r.replayed) deps.observe(r);
    if (deps.onMembersMoved) tellMembersMoved(results, inCallerTx).catch(() => {});
    return results;
  };
  /** The members owning either side of the applied transfers (account codes 'm:<id>:…'). */
  async function tellMembersMoved(results: TransferResult[], inCallerTx: boolean): Promise<void> {
    const members = new Set<number>();
    for (const r of results) {
      if (r.replayed) continue;
      for (const id of [r.debitAccountId, r.creditAccountId]) {
        const owner = /^m:(\d+):/.exec((await accounts.resolve({ id })).code);
        if (owner) members.add(Number(owner[1]));
      }
    }
    if (members.size > 0) deps.onMembersMoved?.([...members], { inCallerTx });
  }
  const accounts = createAccountResolver(db, clock);

  /** Runs `fn` in a transaction (or, with inTx false, on the pool: one statement is its own transaction). */
  const run = <T>(fn: (q: Tx) => Promise<T>, inTx = true): Promise<T> =>
    withTransientRetry(async () => {
      try {
        return inTx ? ((await db.begin(fn)) as T) : await fn(db as unknown as Tx);
      } catch (err) {
        throw asLedgerError(err);
      }
    });

  /**
   * Writes linked transfers: all of them or none (e.g. a bet and its fee). Each carries its own key.
   * Replaying the whole batch answers the stored transfers; a batch that reuses only some keys, or
   * reuses a key with other fields, is refused with 409 'idempotency_conflict'.
   */
  async function batch(inputs: TransferInput[]): Promise<TransferResult[]> {
    if (inputs.length === 0) return [];
    const keys = new Set<string>();
    const prepared: { row: NewTransferRow; debit: AccountInfo; credit: AccountInfo; audit: TransferAudit | null }[] =
      [];
    for (const t of inputs) {
      checkAmount(t.amount);
      checkKey(t.idempotencyKey);
      if (keys.has(t.idempotencyKey)) throw badInput('Duplicate idempotency key in one batch');
      keys.add(t.idempotencyKey);
      const [debit, credit] = await accounts.resolvePair(t.debit, t.credit);
      if (debit.id === credit.id) throw badInput('Debit and credit are the same account');
      if (debit.unit !== t.unit || credit.unit !== t.unit) {
        throw new AppError('unit_mismatch', 422, `Both accounts must hold ${t.unit}`);
      }
      const status = t.pending ? 'pending' : 'posted';
      const reference = t.reference ?? null;
      // A house side is hashed by its account, not the shard, so the request means what the caller asked.
      const hash = hashOf([
        'transfer',
        logicalCode(t.debit, debit),
        logicalCode(t.credit, credit),
        t.amount,
        t.unit,
        t.kind,
        reference,
        status,
      ]);
      prepared.push({
        debit,
        credit,
        audit: t.audit ?? null,
        row: {
          idempotency_key: t.idempotencyKey,
          request_hash: hash,
          debit_account_id: debit.id,
          credit_account_id: credit.id,
          amount: t.amount,
          unit: t.unit,
          kind: t.kind,
          reference,
          status,
          pending_id: null,
          batch_id: null,
          created_at: new Date(0),
        },
      });
    }
    const toResult = (row: NewTransferRow, applied: AppliedTransfer): TransferResult => {
      if (applied.replayed && applied.request_hash !== row.request_hash) throw idempotencyConflict(row.idempotency_key);
      return toTransferResult({ ...row, ...applied, pending_id: null }, applied.replayed, applied.balances);
    };
    if (prepared.length === 1) {
      // One transfer (and its audit record): one statement in autocommit, one round trip.
      const { row, audit } = prepared[0]!;
      return run(
        async (q) => [toResult(row, await applyTransfer(q, { ...row, created_at: clock.now() }, audit))],
        false,
      );
    }
    const audits = new Map(prepared.map((p) => [p.row.idempotency_key, p.audit]));
    return run(async (tx) => {
      const now = clock.now();
      const batchId = randomUUID();
      // Keys in one order across batches, so two overlapping batches wait rather than deadlock.
      const rows = prepared
        .map((p) => ({ ...p.row, batch_id: batchId, created_at: now }))
        .sort((a, b) => (a.idempotency_key < b.idempotency_key ? -1 : 1));
      const byKey = new Map<string, TransferResult>();
      for (const row of rows) {
        byKey.set(row.idempotency_key, toResult(row, await applyTransfer(tx, row, audits.get(row.idempotency_key))));
      }
      const replays = [...byKey.values()].filter((r) => r.replayed).length;
      // A batch is applied whole or replayed whole; reusing only some of its keys is a conflict.
      if (replays > 0 && replays < rows.length) {
        throw idempotencyConflict([...byKey.values()].find((r) => !r.replayed)!.idempotencyKey);
      }
      return inputs.map((t) => byKey.get(t.idempotencyKey)!);
    });
  }

  /**
   * Posts many transfers inside the caller's transaction, in one statement (ledger_transfer over unnest):
   * what a round's settlement needs to pay thousands of bets in a few round trips, atomically with the
   * caller's own state updates. Same rules as batch (each key applies once; a replay with the same fields
   * answers the stored transfer, with other fields is refused), except that a replay of only some keys is
   * allowed: the caller's conditional updates decide what may move. No audit records, no pending transfers,
   * no balances in the answer.
   * Deadlocks and serialization failures reach the caller, who reruns its whole transaction.
   */
  async function transferInTx(tx: Tx, inputs: TransferInput[]): Promise<TransferResult[]> {
    if (inputs.length === 0) return [];
    const rows: NewTransferRow[] = [];
    const keys = new Set<string>();
    const now = clock.now();
    const batchId = randomUUID();
    // Existing accounts read through the caller's transaction: no second connection while it holds locks.
    await accounts.warmPairs(inputs, tx);
    for (const t of inputs) {
      checkAmount(t.amount);
      checkKey(t.idempotencyKey);
      if (t.pending || t.audit) throw badInput('transferInTx posts plain transfers only');
      if (keys.has(t.idempotencyKey)) throw badInput('Duplicate idempotency key in one batch');
      keys.add(t.idempotencyKey);
      const [debit, credit] = await accounts.resolvePair(t.debit, t.credit);
      if (debit.id === credit.id) throw badInput('Debit and credit are the same account');
      if (debit.unit !== t.unit || credit.unit !== t.unit) {
        throw new AppError('unit_mismatch', 422, `Both accounts must hold ${t.unit}`);
      }
      const reference = t.reference ?? null;
      rows.push({
        idempotency_key: t.idempotencyKey,
        request_hash: hashOf([
          'transfer',
          logicalCode(t.debit, debit),
          logicalCode(t.credit, credit),
          t.amount,
          t.unit,
          t.kind,
          reference,
          'posted',
        ]),
        debit_account_id: debit.id,
        credit_account_id: credit.id,
        amount: t.amount,
        unit: t.unit,
        kind: t.kind,
        reference,
        status: 'posted',
        pending_id: null,
        batch_id: batchId,
        created_at: now,
      });
    }
    // Set-based: lock every account in id order (as ledger_transfer does, before the transfers' foreign
    // keys take their share locks: migration 0096), insert the transfers, then move each account once by
    // its net change. A key already applied is a replay (same fields) or a conflict (other fields).
    const accountIds = [...new Set(rows.flatMap((r) => [r.debit_account_id, r.credit_account_id]))].sort(
      (a, b) => a - b,
    );
    await lockAccounts(tx, accountIds);
    const inserted = new Map((await insertPostedTransfers(tx, rows)).map((r) => [r.idempotency_key, r] as const));
    const replayedKeys = rows.filter((r) => !inserted.has(r.idempotency_key)).map((r) => r.idempotency_key);
    const stored = new Map(
      (replayedKeys.length > 0 ? await findTransfersByKeys(tx, replayedKeys) : []).map(
        (r) => [r.idempotency_key, r] as const,
      ),
    );
    const deltas = new Map<number, number>();
    for (const t of inserted.values()) {
      deltas.set(t.debit_account_id, (deltas.get(t.debit_account_id) ?? 0) - t.amount);
      deltas.set(t.credit_account_id, (deltas.get(t.credit_account_id) ?? 0) + t.amount);
    }
    for (const [id, d] of deltas) if (d === 0) deltas.delete(id);
    if (deltas.size > 0) {
      let moved: Set<number>;
      try {
        moved = await applyPostedDeltas(tx, deltas);
      } catch (err) {
        throw asLedgerError(err);
      }
      const refused = [...deltas.keys()].find((id) => !moved.has(id));
      if (refused !== undefined) throw insufficient(refused);
    }
    const results = rows.map((row) => {
      const done = inserted.get(row.idempotency_key);
      if (done) return toTransferResult(done, false);
      const before = stored.get(row.idempotency_key);
      if (!before || before.request_hash !== row.request_hash) throw idempotencyConflict(row.idempotency_key);
      return toTransferResult(before, true);
    });
    return report(results, true);
  }

  /** One transfer (posted at once, or reserved when `pending`). */
  async function transfer(input: TransferInput): Promise<TransferResult> {
    const [result] = await batch([input]);
    return result!;
  }

  /** Posts (op 'post', possibly partially) or voids a pending transfer; a pending resolves once. */
  async function resolve(op: 'post' | 'void', pendingId: number, input: ResolveInput): Promise<TransferResult> {
    checkKey(input.idempotencyKey);
    if (input.amount !== undefined) checkAmount(input.amount);
    if (op === 'void' && input.amount !== undefined) throw badInput('A void releases the whole amount');
    const hash = hashOf([op, pendingId, input.amount ?? null, input.reference ?? null]);
    return run(async (tx) => {
      const [before] = await replayIfKnown(tx, input.idempotencyKey, hash);
      if (before) return before;
      const pending = await findTransferById(tx, pendingId);
      if (pending?.status !== 'pending') {
        throw new AppError('pending_not_found', 404, `No pending transfer ${pendingId}`);
      }
      const amount = input.amount ?? pending.amount;
      if (amount > pending.amount) {
        throw new AppError('post_amount_exceeds_pending', 422, 'Cannot post more than was reserved');
      }
      await lockAccounts(tx, [pending.debit_account_id, pending.credit_account_id]);
      const [row] = await insertTransfers(tx, [
        {
          idempotency_key: input.idempotencyKey,
          request_hash: hash,
          debit_account_id: pending.debit_account_id,
          credit_account_id: pending.credit_account_id,
          amount,
          unit: pending.unit,
          kind: pending.kind,
          reference: input.reference ?? pending.reference,
          status: op === 'post' ? 'posted' : 'voided',
          pending_id: pending.id,
          batch_id: null,
          created_at: clock.now(),
        },
      ]);
      if (!row) {
        const [again] = await replayIfKnown(tx, input.idempotencyKey, hash);
        if (again) return again;
        const done = await findResolution(tx, pending.id);
        throw new AppError(
          'pending_already_resolved',
          409,
          `Pending transfer ${pendingId} is already ${done?.status}`,
          {
            status: done?.status,
          },
        );
      }
      const moved = op === 'post' ? amount : 0;
      const deltas = new Map<number, Delta>();
      addDelta(deltas, pending.debit_account_id, { pendingDebits: -pending.amount, posted: -moved });
      addDelta(deltas, pending.credit_account_id, { pendingCredits: -pending.amount, posted: moved });
      // Releasing a reservation never lowers what an account may spend: no guard needed, the CHECK stays.
      const infos = new Map(
        (
          await Promise.all([pending.debit_account_id, pending.credit_account_id].map((id) => accounts.resolve({ id })))
        ).map((a) => [a.id, a] as const),
      );
      await applyDeltas(tx, deltas, infos);
      return toTransferResult(row, false);
    });
  }

  async function replayIfKnown(tx: Tx, key: string, hash: string): Promise<[TransferResult | null]> {
    const [stored] = await findTransfersByKeys(tx, [key]);
    if (!stored) return [null];
    if (stored.request_hash !== hash) throw idempotencyConflict(key);
    return [toTransferResult(stored, true)];
  }

  /**
   * Balances of the named accounts (created on first use), in the order asked. A house account's is the
   * sum of its shards, under shard 0's id and code.
   */
  async function balances(refs: AccountRef[]): Promise<AccountBalance[]> {
    return Promise.all(
      refs.map(async (ref) => {
        const info = await accounts.resolve(ref);
        if (!('house' in ref)) return toAccountBalance((await findAccountsByIds(db, [info.id]))[0]!);
        return toAccountBalance(sumOfShards(info.id, await findAccountsByCodes(db, accounts.houseCodes(ref))));
      }),
    );
  }

  return {
    transfer: async (input: TransferInput) => report([await transfer(input)])[0]!,
    transferInTx,
    /**
     * Resolves (creating on first use) the accounts of these pairs, before a transaction that will move
     * money between them with transferInTx: creating an account inside it would need a second connection.
     */
    prepare: async (pairs: { debit: AccountRef; credit: AccountRef }[]) => {
      for (const p of pairs) await accounts.resolvePair(p.debit, p.credit);
    },
    batch: async (inputs: TransferInput[]) => report(await batch(inputs)),
    post: async (pendingId: number, input: ResolveInput) => report([await resolve('post', pendingId, input)])[0]!,
    void: async (pendingId: number, input: Omit<ResolveInput, 'amount'>) =>
      report([await resolve('void', pendingId, input)])[0]!,
    balances,
    /** Every account a member owns (wallets appear after first use). */
    memberAccounts: async (memberId: number) => (await listMemberAccounts(db, memberId)).map(toAccountBalance),
    /** The account's id (creating it on first use), for callers that keep ids. */
    accountId: async (ref: AccountRef) => (await accounts.resolve(ref)).id,
    transferByKey: async (key: string) => {
      const [row] = await findTransfersByKeys(db, [key]);
      return row ? toTransferResult(row, true) : null;
    },
  };
}
export type LedgerService = ReturnType<typeof createLedgerService>;
