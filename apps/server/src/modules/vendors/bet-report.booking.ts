import type { Db } from '../../platform/db/connect.js';
import type { AccountRef, LedgerService } from '../ledger/index.js';
import { listUnbooked, recordBooking, type UnbookedBet } from './bet-reports.repository.js';

/** Where ingest and booking report what they skipped or could not do (the app's logger in production). */
export interface IngestLog {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** How many reported bets one pass books per vendor (the rest wait for the next pass). */
const PER_PASS = 500;

/**
 * Books the money of reported bets in the ledger, so a member's vendor wallet as the ledger holds it
 * follows the vendor's own wallet: a reported stake leaves it for the house's game revenue, a win comes
 * back from there, a cancel returns the stake. Each bet's booked net moves towards win − stake by one
 * ledger transfer per change, keyed by the bet and the step's number (bets.booked_steps): a pass that
 * stopped after its ledger step is finished by the next pass from the ledger, never booked twice.
 *
 * A stake the vendor wallet cannot cover (the player swept out money before the loss was booked, or a
 * report names money that never went to the vendor) is left for the next pass and logged: the wallet
 * can never go below zero, and an operator sees what waits.
 */
export function createReportBooking(deps: { db: Db; ledger: LedgerService }) {
  const { db, ledger } = deps;
  const house: AccountRef = { house: 'game_revenue', unit: 'VND' };

  async function bookOne(b: UnbookedBet): Promise<void> {
    const key = `vendor-report:${b.vendor}:${b.vendor_bet_id}:${b.booked_steps}`;
    const wallet: AccountRef = { member: b.member_id, kind: 'vendor', vendor: b.vendor };
    // This step made before (its record was not written): it counts with the amount it moved then.
    const made = await ledger.transferByKey(key);
    let delta: number;
    if (made) delta = made.kind === 'win' ? made.amount : -made.amount;
    else {
      delta = b.win - b.stake - b.booked;
      await ledger.transfer({
        debit: delta < 0 ? wallet : house,
        credit: delta < 0 ? house : wallet,
        amount: Math.abs(delta),
        unit: 'VND',
        kind: delta < 0 ? 'bet' : 'win',
        reference: `${b.vendor}:${b.vendor_bet_id}`,
        idempotencyKey: key,
      });
    }
    await recordBooking(db, b.id, b.booked_steps, delta);
  }

  /** Books what the vendor's reported bets still owe the ledger; returns how many were booked and how many wait. */
  async function bookVendor(vendor: string, log?: IngestLog): Promise<{ booked: number; waiting: number }> {
    let booked = 0;
    let waiting = 0;
    for (const b of await listUnbooked(db, vendor, PER_PASS)) {
      try {
        await bookOne(b);
        booked++;
      } catch (err) {
        // Insufficient funds in the vendor wallet, or another process booking the same change: next pass.
        waiting++;
        log?.warn({ err, vendor, betId: b.vendor_bet_id }, 'reported bet not booked yet');
      }
    }
    return { booked, waiting };
  }

  return { bookVendor };
}
export type ReportBooking = ReturnType<typeof createReportBooking>;
