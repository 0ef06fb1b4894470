import { randomUUID } from 'node:crypto';
import type { VendorTransfer } from '@app/contracts';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/connect.js';
import { AppError } from '../../platform/http/app-error.js';
import type { SessionPrincipal } from '../../platform/http/route.js';
import { requireTrueAccount } from '../accounts/index.js';
import type { AccountRef, LedgerService } from '../ledger/index.js';
import { VendorTimeoutError, type VendorWalletGateway } from './vendor-gateway.js';
import {
  findVendorTransfer,
  findVendorTransferByKey,
  insertVendorTransfer,
  listOpenVendorTransfers,
  listVendorTransfers,
  setHold,
  settleVendorTransfer,
  type VendorTransferRow,
} from './vendor-transfers.repository.js';

export interface VendorTransferInput {
  vendor: string;
  direction: 'in' | 'out';
  amount: number;
  idempotencyKey: string;
}

/** How long a vendor call may still be in flight (longer than any vendor timeout we use). */
const IN_FLIGHT_MS = 60_000;
const playerOf = (memberId: number) => `m${memberId}`;
const ledgerKey = (reference: string, step: 'hold' | 'post' | 'void') => `vendor-transfer:${reference}:${step}`;

const toView = (r: VendorTransferRow): VendorTransfer => ({
  id: r.id,
  vendor: r.vendor,
  direction: r.direction,
  amount: r.amount,
  reference: r.reference,
  status: r.status,
  failure: r.failure,
  createdAt: r.created_at.toISOString(),
  finishedAt: r.finished_at ? r.finished_at.toISOString() : null,
});

/**
 * Main wallet ↔ vendor wallet transfers (transfer-wallet model). Each transfer:
 *  1. a row with a fresh vendor reference (the member's idempotency key makes a retry find it);
 *  2. a PENDING ledger transfer between main and the member's vendor wallet (the main balance — or the
 *     vendor wallet, going out — is held and cannot be spent twice meanwhile);
 *  3. one call to the vendor; its answer posts or voids the hold. When the vendor does not answer, the
 *     transfer's status is asked by reference instead of calling again, so the vendor applies it at most
 *     once; when even that fails the transfer stays 'unknown' (still held) until a later status check
 *     (the status endpoint, or settleOpen()) settles it.
 */
export function createVendorTransferService(deps: {
  db: Db;
  clock: Clock;
  ledger: LedgerService;
  gateway: VendorWalletGateway;
  /** A seamless (single-wallet) site has no vendor wallets to move money to. */
  isSingle?: boolean;
  /** Safer gambling (modules/limits): throws when the member may not move `amount` into a vendor wallet. */
  mayTransferIn?: (memberId: number, vendor: string, amount: number) => Promise<void>;
}) {
  const { db, clock, ledger, gateway } = deps;

  const sides = (r: VendorTransferRow): { debit: AccountRef; credit: AccountRef } => {
    const main: AccountRef = { member: r.member_id, kind: 'cash' };
    const vendor: AccountRef = { member: r.member_id, kind: 'vendor', vendor: r.vendor };
    return r.direction === 'in' ? { debit: main, credit: vendor } : { debit: vendor, credit: main };
  };

  async function finish(r: VendorTransferRow, outcome: 'succeeded' | 'failed', failure: string | null) {
    const step = outcome === 'succeeded' ? 'post' : 'void';
    const input = { idempotencyKey: ledgerKey(r.reference, step) };
    if (r.hold_transfer_id) {
      if (step === 'post') await ledger.post(r.hold_transfer_id, input);
      else await ledger.void(r.hold_transfer_id, input);
    }
    return (
      (await settleVendorTransfer(db, r.id, outcome, failure, clock.now())) ?? (await findVendorTransfer(db, r.id))!
    );
  }

  /**
   * How the transfer's hold was resolved in the ledger, if it was: the ledger is written before the row,
   * so a process stopped between the two (kill -9) leaves an open row over a resolved hold. Only this
   * service resolves these holds, under these keys.
   */
  async function holdOutcome(r: VendorTransferRow): Promise<'posted' | 'voided' | null> {
    if (!r.hold_transfer_id) return null;
    if (await ledger.transferByKey(ledgerKey(r.reference, 'post'))) return 'posted';
    if (await ledger.transferByKey(ledgerKey(r.reference, 'void'))) return 'voided';
    return null;
  }

  /**
   * Settles an open transfer. A hold already resolved in the ledger decides it (posted: succeeded;
   * voided: failed), without asking the vendor: its answer could contradict what was already booked (a
   * vendor that no longer knows the reference would have us void a posted hold). Otherwise asks the
   * vendor how it ended, and leaves it 'unknown' when the vendor still does not answer.
   * A 'pending' transfer younger than IN_FLIGHT_MS may still be waiting on its own vendor call: a status
   * check then could void a hold the vendor is about to apply, so it is left alone.
   */
  async function settle(r: VendorTransferRow, fromOwnCall = false): Promise<VendorTransferRow> {
    if (r.status === 'succeeded' || r.status === 'failed') return r;
    const booked = await holdOutcome(r);
    if (booked) {
      const outcome = booked === 'posted' ? 'succeeded' : 'failed';
      const failure = booked === 'posted' ? null : (r.failure ?? 'hold_voided');
      return (
        (await settleVendorTransfer(db, r.id, outcome, failure, clock.now())) ?? (await findVendorTransfer(db, r.id))!
      );
    }
    const young = clock.now().getTime() - r.created_at.getTime() < IN_FLIGHT_MS;
    if (r.status === 'pending' && young && !fromOwnCall) return r;
    let status: 'succeeded' | 'failed' | 'not_found';
    try {
      status = await gateway.status(r.vendor, r.reference);
    } catch (err) {
      if (!(err instanceof VendorTimeoutError)) throw err;
      return (await settleVendorTransfer(db, r.id, 'unknown', null, null)) ?? r;
    }
    // 'not_found' once our own call is over means the vendor never applied it (a vendor answers by
    // reference and refuses a reference it has not seen), so the hold is released.
    return finish(
      r,
      status === 'succeeded' ? 'succeeded' : 'failed',
      status === 'succeeded' ? null : `vendor_${status}`,
    );
  }

  async function run(r: VendorTransferRow): Promise<VendorTransferRow> {
    let held = r;
    if (!r.hold_transfer_id) {
      try {
        const t = await ledger.transfer({
          ...sides(r),
          amount: r.amount,
          unit: 'VND',
          kind: r.direction === 'in' ? 'vendor_in' : 'vendor_out',
          reference: `${r.vendor}:${r.reference}`,
          idempotencyKey: ledgerKey(r.reference, 'hold'),
          pending: true,
        });
        held = (await setHold(db, r.id, t.id)) ?? r;
      } catch (err) {
        if ((err as AppError).code === 'insufficient_funds') {
          await settleVendorTransfer(db, r.id, 'failed', 'insufficient_funds', clock.now());
        }
        throw err;
      }
    }
    try {
      const outcome = await gateway.transfer({
        vendor: r.vendor,
        player: playerOf(r.member_id),
        direction: r.direction,
        amount: r.amount,
        reference: r.reference,
      });
      return outcome.status === 'succeeded' ? finish(held, 'succeeded', null) : finish(held, 'failed', outcome.reason);
    } catch (err) {
      if (!(err instanceof VendorTimeoutError)) throw err;
      return settle(held, true);
    }
  }

  async function transfer(session: SessionPrincipal | null, input: VendorTransferInput): Promise<VendorTransfer> {
    const { memberId } = requireTrueAccount(session);
    if (deps.isSingle) throw new AppError('wallet_model_single', 422, 'This site uses a single wallet');
    const vendor = input.vendor.toUpperCase();
    if (!gateway.vendors().includes(vendor)) throw new AppError('vendor_unknown', 404, 'Unknown vendor');
    const known = await findVendorTransferByKey(db, memberId, input.idempotencyKey);
    if (known) return replay(known, { ...input, vendor });
    // Money into a vendor wallet is money at risk; money back out is never refused.
    if (input.direction === 'in') await deps.mayTransferIn?.(memberId, vendor, input.amount);
    const row = await insertVendorTransfer(db, {
      memberId,
      vendor,
      direction: input.direction,
      amount: input.amount,
      requestKey: input.idempotencyKey,
      reference: `VT${randomUUID().replace(/-/g, '').slice(0, 24)}`,
      at: clock.now(),
    });
    if (!row) return replay((await findVendorTransferByKey(db, memberId, input.idempotencyKey))!, { ...input, vendor });
    return toView(await run(row));
  }

  async function replay(r: VendorTransferRow, input: VendorTransferInput): Promise<VendorTransfer> {
    if (r.vendor !== input.vendor || r.direction !== input.direction || r.amount !== input.amount) {
      throw new AppError('idempotency_conflict', 409, 'This idempotency key was used for another transfer');
    }
    if (r.status === 'failed' && r.failure === 'insufficient_funds') {
      throw new AppError('insufficient_funds', 422, 'Insufficient balance');
    }
    // A row without a hold was never sent to the vendor (the process stopped first): run it now.
    if (r.status === 'pending' && !r.hold_transfer_id) return toView(await run(r));
    return toView(await settle(r));
  }

  async function status(session: SessionPrincipal | null, id: number): Promise<VendorTransfer> {
    const { memberId } = requireTrueAccount(session);
    const r = await findVendorTransfer(db, id);
    if (r?.member_id !== memberId) throw new AppError('vendor_transfer_not_found', 404, 'No such transfer');
    return toView(r.hold_transfer_id ? await settle(r) : r);
  }

  /** Sweep all: every vendor wallet with money goes back to main (open transfers are settled first). */
  async function sweep(session: SessionPrincipal | null): Promise<{ transfers: VendorTransfer[] }> {
    const { memberId } = requireTrueAccount(session);
    for (const open of await listOpenVendorTransfers(db, memberId)) await settle(open);
    const wallets = (await ledger.memberAccounts(memberId)).filter(
      (a) => a.kind === 'vendor' && a.unit === 'VND' && a.available > 0 && a.vendor,
    );
    const batch = randomUUID();
    const out: VendorTransfer[] = [];
    for (const w of wallets) {
      if (!gateway.vendors().includes(w.vendor!)) continue;
      out.push(
        await transfer(session, {
          vendor: w.vendor!,
          direction: 'out',
          amount: w.available,
          idempotencyKey: `sweep:${batch}:${w.vendor}`,
        }),
      );
    }
    return { transfers: out };
  }

  async function list(session: SessionPrincipal | null, q: { page: number; pageSize: number }) {
    const { memberId } = requireTrueAccount(session);
    const { rows, total } = await listVendorTransfers(db, memberId, q);
    return { items: rows.map(toView), total, page: q.page, pageSize: q.pageSize };
  }

  /**
   * Settles every transfer left open (for a periodic job or the operator): from the ledger's outcome of
   * its hold, else a status check. One transfer that cannot be settled does not stop the others; the
   * first such error is thrown at the end, so the periodic job logs it instead of it passing unseen.
   */
  async function settleOpen(): Promise<number> {
    const open = await listOpenVendorTransfers(db);
    const errors: unknown[] = [];
    for (const r of open) {
      if (r.hold_transfer_id) await settle(r).catch((err: unknown) => errors.push(err));
    }
    if (errors.length > 0) {
      throw new AggregateError(errors, `${errors.length} open vendor transfer(s) could not be settled`);
    }
    return open.length;
  }

  return { transfer, status, sweep, list, settleOpen };
}
export type VendorTransferService = ReturnType<typeof createVendorTransferService>;
