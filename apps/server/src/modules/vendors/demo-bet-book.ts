import type { Clock } from '../../platform/clock.js';
import type { Db, Tx } from '../../platform/db/connect.js';
import { moveDemoWallet } from '../transfers/index.js';
import { findDemoBet, listDemoBetChanges, lockDemoBetBook, writeDemoBet } from './demo-bet-book.repository.js';
import type { BetReportPage, VendorBetRecord } from './vendor-adapter.js';

export type PlaceOutcome =
  | { status: 'placed'; record: VendorBetRecord }
  /** The bet id was used before: nothing moved, the record as it stands. */
  | { status: 'replayed'; record: VendorBetRecord }
  | { status: 'insufficient' };

/**
 * The bet log of the demo transfer-wallet vendors: what a real vendor keeps on its side and publishes as
 * its bet report. A stake leaves the player's vendor wallet when the bet is placed (record 'pending');
 * settling pays the win into that wallet ('settled'); cancelling gives the stake back. Every change makes
 * a new version of the record, reported again after the cursor of the previous one.
 *
 * Kept in the database with the demo vendor wallets (migration 0100), each change and its wallet move in
 * one transaction, so the vendor remembers across restarts and every server process reports the same
 * bets. The cursor is "<ms>.<seq>": the time part never goes below the vendor's latest change (even when
 * the clock goes back), the sequence orders changes within one millisecond.
 */
export function createDemoBetBook(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  /** Runs `change` on the vendor's book, locked against other changes of that vendor in any process. */
  const changing = <T>(vendor: string, change: (tx: Tx) => Promise<T>) =>
    db.begin(async (tx) => {
      await lockDemoBetBook(tx, vendor);
      return change(tx);
    }) as Promise<T>;

  type NewBet = { vendor: string; player: string; betId: string; gameCode: string; stake: number };

  async function placeIn(tx: Tx, b: NewBet): Promise<PlaceOutcome> {
    const known = await findDemoBet(tx, b.vendor, b.betId);
    if (known) return { status: 'replayed', record: known };
    if (!Number.isSafeInteger(b.stake) || b.stake <= 0) throw new Error('A stake is a positive integer');
    if ((await moveDemoWallet(tx, b.vendor, b.player, -b.stake)) === undefined) return { status: 'insufficient' };
    const now = clock.now();
    const record = await writeDemoBet(
      tx,
      b.vendor,
      { ...b, win: 0, status: 'pending', placedAt: now, settledAt: null, updatedAt: now },
      now.getTime(),
    );
    return { status: 'placed', record };
  }

  /** Settles (paying the win) or cancels (giving the stake back) a pending bet; a bet not pending stays. */
  async function finishIn(tx: Tx, vendor: string, betId: string, to: 'settled' | 'cancelled', win: number) {
    const r = await findDemoBet(tx, vendor, betId);
    if (r?.status !== 'pending') return r;
    const back = to === 'settled' ? win : r.stake;
    if (back > 0) await moveDemoWallet(tx, vendor, r.player, back);
    const now = clock.now();
    return writeDemoBet(tx, vendor, { ...r, win, status: to, settledAt: now }, now.getTime());
  }

  return {
    /** Places a bet: the stake leaves the player's vendor wallet; a repeated bet id moves nothing. */
    place: (b: NewBet) => changing(b.vendor, (tx) => placeIn(tx, b)),

    /**
     * An instant round: placed and settled with `win` in one change of the book, so the bet report never
     * shows it half-played (as the in-process book never could). A repeated bet id moves nothing.
     */
    playRound: (b: NewBet, win: number) =>
      changing(b.vendor, async (tx): Promise<PlaceOutcome> => {
        const placed = await placeIn(tx, b);
        if (placed.status !== 'placed') return placed;
        return { status: 'placed', record: (await finishIn(tx, b.vendor, b.betId, 'settled', win))! };
      }),

    /** Settles a pending bet, paying `win` into the vendor wallet; a bet not pending is left as it is. */
    settle: (vendor: string, betId: string, win: number) =>
      changing(vendor, (tx) => finishIn(tx, vendor, betId, 'settled', win)),

    /** Cancels a pending bet (the vendor voids the round): the stake goes back to the vendor wallet. */
    cancel: (vendor: string, betId: string) => changing(vendor, (tx) => finishIn(tx, vendor, betId, 'cancelled', 0)),

    /** The vendor's bet report: records of `vendor` changed after `cursor`, oldest change first. */
    async report(vendor: string, cursor: string | null, limit: number): Promise<BetReportPage> {
      const changed = await listDemoBetChanges(db, vendor, parseCursor(cursor), limit + 1);
      const page = changed.slice(0, limit);
      const last = page.at(-1);
      return {
        records: page.map((e) => e.record),
        cursor: last ? `${last.ms}.${last.seq}` : cursor,
        more: changed.length > page.length,
      };
    },
  };
}
export type DemoBetBook = ReturnType<typeof createDemoBetBook>;

function parseCursor(cursor: string | null): [number, number] {
  const m = cursor ? /^(\d+)\.(\d+)$/.exec(cursor) : null;
  return m ? [Number(m[1]), Number(m[2])] : [-1, -1];
}
