import type { Clock } from '../../platform/clock.js';
import type { DemoVendorGateway } from '../transfers/index.js';
import type { BetReportPage, VendorBetRecord } from './vendor-adapter.js';

/** A stored version of a record: its place in the report's order is (time, sequence). */
interface Entry {
  vendor: string;
  record: VendorBetRecord;
  /** Milliseconds of the change, never below an earlier change's (the report is read in this order). */
  ms: number;
  seq: number;
}

export type PlaceOutcome =
  | { status: 'placed'; record: VendorBetRecord }
  /** The bet id was used before: nothing moved, the record as it stands. */
  | { status: 'replayed'; record: VendorBetRecord }
  | { status: 'insufficient' };

/**
 * The bet log of the in-process demo transfer-wallet vendors: what a real vendor keeps on its side and
 * publishes as its bet report. A stake leaves the player's vendor wallet when the bet is placed (record
 * 'pending'); settling pays the win into that wallet ('settled'); cancelling gives the stake back. Every
 * change makes a new version of the record, reported again after the cursor of the previous one.
 *
 * The cursor is "<ms>.<seq>": the time part keeps it moving forward across a restart of this process
 * (which empties the in-memory log the way a vendor's retention window would), the sequence orders
 * changes within one millisecond.
 */
export function createDemoBetBook(deps: { clock: Clock; wallets: DemoVendorGateway }) {
  const { clock, wallets } = deps;
  const entries = new Map<string, Entry>();
  let lastMs = 0;
  let seq = 0;
  const keyOf = (vendor: string, betId: string) => `${vendor}:${betId}`;

  function write(vendor: string, record: VendorBetRecord): VendorBetRecord {
    const ms = Math.max(clock.now().getTime(), lastMs);
    lastMs = ms;
    const stored = { ...record, updatedAt: new Date(ms) };
    entries.set(keyOf(vendor, record.betId), { vendor, record: stored, ms, seq: ++seq });
    return stored;
  }

  const find = (vendor: string, betId: string) => entries.get(keyOf(vendor, betId))?.record;

  return {
    /** Places a bet: the stake leaves the player's vendor wallet; a repeated bet id moves nothing. */
    place(b: { vendor: string; player: string; betId: string; gameCode: string; stake: number }): PlaceOutcome {
      const known = find(b.vendor, b.betId);
      if (known) return { status: 'replayed', record: known };
      if (!Number.isSafeInteger(b.stake) || b.stake <= 0) throw new Error('A stake is a positive integer');
      if (!wallets.play(b.vendor, b.player, -b.stake)) return { status: 'insufficient' };
      const now = clock.now();
      const record = write(b.vendor, {
        betId: b.betId,
        player: b.player,
        gameCode: b.gameCode,
        stake: b.stake,
        win: 0,
        status: 'pending',
        placedAt: now,
        settledAt: null,
        updatedAt: now,
      });
      return { status: 'placed', record };
    },

    /** Settles a pending bet, paying `win` into the vendor wallet; a bet not pending is left as it is. */
    settle(vendor: string, betId: string, win: number): VendorBetRecord | undefined {
      const r = find(vendor, betId);
      if (r?.status !== 'pending') return r;
      if (win > 0) wallets.play(vendor, r.player, win);
      return write(vendor, { ...r, win, status: 'settled', settledAt: clock.now() });
    },

    /** Cancels a pending bet (the vendor voids the round): the stake goes back to the vendor wallet. */
    cancel(vendor: string, betId: string): VendorBetRecord | undefined {
      const r = find(vendor, betId);
      if (r?.status !== 'pending') return r;
      wallets.play(vendor, r.player, r.stake);
      return write(vendor, { ...r, status: 'cancelled', settledAt: clock.now() });
    },

    /** The vendor's bet report: records of `vendor` changed after `cursor`, oldest change first. */
    report(vendor: string, cursor: string | null, limit: number): BetReportPage {
      const [afterMs, afterSeq] = parseCursor(cursor);
      const changed = [...entries.values()]
        .filter((e) => e.vendor === vendor && (e.ms > afterMs || (e.ms === afterMs && e.seq > afterSeq)))
        .sort((a, b) => a.ms - b.ms || a.seq - b.seq);
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
