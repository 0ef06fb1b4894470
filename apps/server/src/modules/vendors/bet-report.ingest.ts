import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/connect.js';
import { findGamesByVendorCode } from '../catalogue/index.js';
import type { LedgerService } from '../ledger/index.js';
import { createReportBooking, type IngestLog } from './bet-report.booking.js';
import {
  advanceReportCursor,
  existingMembers,
  type ReportedBet,
  readReportCursor,
  upsertReportedBet,
} from './bet-reports.repository.js';
import type { VendorAdapter, VendorBetRecord } from './vendor-adapter.js';
import type { VendorRegistry } from './vendor-registry.js';

/** What one run did for one vendor. */
export interface VendorIngestResult {
  vendor: string;
  pages: number;
  inserted: number;
  updated: number;
  /** Records already stored in this or a newer version (a re-sent page, an overlap). */
  unchanged: number;
  /** Malformed records, or records naming no member of ours: left out, and logged. */
  rejected: number;
  /** Bets whose money moved in the ledger in this run (bet-report.booking.ts). */
  booked: number;
  /** Bets whose money could not be booked yet (their vendor wallet cannot cover the stake): retried next run. */
  unbooked: number;
  /** The vendor's report failed (unreachable, …): the cursor stays where it was, the next run retries. */
  error?: string;
}

export type { IngestLog };

const STATUS = { pending: 'open', settled: 'settled', cancelled: 'cancelled' } as const;
const PLAYER = /^m(\d{1,15})$/;
const MAX_ID = 100;
const amountOk = (n: unknown) => Number.isSafeInteger(n) && (n as number) >= 0;
const dateOk = (d: unknown) => d instanceof Date && !Number.isNaN(d.getTime());

/** The member behind a reported record, or null when the record cannot be stored as it is. */
function memberOf(r: VendorBetRecord): number | null {
  const ok =
    typeof r.betId === 'string' &&
    r.betId.length > 0 &&
    r.betId.length <= MAX_ID &&
    typeof r.gameCode === 'string' &&
    amountOk(r.stake) &&
    amountOk(r.win) &&
    r.status in STATUS &&
    dateOk(r.placedAt) &&
    dateOk(r.updatedAt) &&
    (r.settledAt === null || dateOk(r.settledAt));
  const m = ok && typeof r.player === 'string' ? PLAYER.exec(r.player) : null;
  return m ? Number(m[1]) : null;
}

/**
 * Reads the bet reports of transfer-wallet vendors into `bets`, so betting history shows every bet of
 * every vendor. Per vendor: from the cursor stored in the database, page after page, each page's rows
 * and the cursor's move in one transaction. A record is keyed by vendor + the vendor's bet id; a later
 * version of it (settled after pending) replaces the stored one; its money is then booked in the ledger
 * (bet-report.booking.ts). Run on an interval by the server and once by tests; a second process reading
 * the same vendor at the same time finds the cursor moved and stops (its rows were idempotent anyway).
 */
export function createBetReportIngest(deps: {
  db: Db;
  clock: Clock;
  ledger: LedgerService;
  registry: VendorRegistry;
  pageSize?: number;
  /** Bounds one run per vendor, so one vendor with a backlog does not hold up the others for long. */
  maxPages?: number;
}) {
  const { db, clock, registry } = deps;
  const pageSize = deps.pageSize ?? 200;
  const maxPages = deps.maxPages ?? 50;
  const booking = createReportBooking({ db, ledger: deps.ledger });

  async function toRows(vendor: string, records: VendorBetRecord[], result: VendorIngestResult, log?: IngestLog) {
    const withMember = records.map((r) => ({ r, memberId: memberOf(r) }));
    const members = await existingMembers(db, [
      ...new Set(withMember.flatMap((x) => (x.memberId === null ? [] : [x.memberId]))),
    ]);
    const { byCode, fallbackType } = await findGamesByVendorCode(db, vendor, [
      ...new Set(records.map((r) => r.gameCode).filter((c) => typeof c === 'string')),
    ]);
    const at = clock.now();
    const rows: ReportedBet[] = [];
    for (const { r, memberId } of withMember) {
      if (memberId === null || !members.has(memberId)) {
        result.rejected++;
        log?.warn({ vendor, betId: r.betId, player: r.player }, 'bet report record left out');
        continue;
      }
      const game = byCode.get(r.gameCode);
      const cancelled = r.status === 'cancelled';
      rows.push({
        memberId,
        vendor,
        betId: r.betId,
        gameNodeId: game?.nodeId ?? null,
        category: game?.gameType ?? fallbackType,
        // A cancelled bet stands for no money, as a rolled-back seamless round does.
        stake: cancelled ? 0 : r.stake,
        win: cancelled ? 0 : r.win,
        status: STATUS[r.status],
        placedAt: r.placedAt,
        settledAt: r.status === 'pending' ? null : (r.settledAt ?? r.updatedAt),
        reportedAt: r.updatedAt,
        at,
      });
    }
    return rows;
  }

  async function ingestVendor(adapter: VendorAdapter, log?: IngestLog): Promise<VendorIngestResult> {
    const vendor = adapter.code;
    const result: VendorIngestResult = {
      vendor,
      pages: 0,
      inserted: 0,
      updated: 0,
      unchanged: 0,
      rejected: 0,
      booked: 0,
      unbooked: 0,
    };
    try {
      while (result.pages < maxPages) {
        const cursor = await readReportCursor(db, vendor, clock.now());
        const page = await adapter.betReport!({ cursor, limit: pageSize });
        result.pages++;
        const rows = await toRows(vendor, page.records, result, log);
        const counts = await db.begin(async (tx) => {
          if (!(await advanceReportCursor(tx, vendor, cursor, page.cursor, clock.now()))) return null;
          const outcome = { inserted: 0, updated: 0, unchanged: 0 };
          for (const row of rows) outcome[await upsertReportedBet(tx, row)]++;
          return outcome;
        });
        if (!counts) break; // another process moved the cursor: it is reading this vendor now
        result.inserted += counts.inserted;
        result.updated += counts.updated;
        result.unchanged += counts.unchanged;
        if (!page.more || page.records.length === 0) break;
      }
    } catch (err) {
      result.error = err instanceof Error ? err.message : String(err);
      log?.error({ err, vendor }, 'bet report ingest failed');
    }
    // What is stored is booked even when the report failed this time (earlier pages, earlier runs).
    try {
      const booked = await booking.bookVendor(vendor, log);
      result.booked = booked.booked;
      result.unbooked = booked.waiting;
    } catch (err) {
      result.error ??= err instanceof Error ? err.message : String(err);
      log?.error({ err, vendor }, 'bet report booking failed');
    }
    return result;
  }

  let running: Promise<VendorIngestResult[]> | null = null;

  /**
   * One pass over every vendor with a bet report; a pass already under way is joined, not doubled.
   * `log` hears of records left out and of vendors that could not be read.
   */
  function runOnce(log?: IngestLog): Promise<VendorIngestResult[]> {
    running ??= (async () => {
      try {
        const results: VendorIngestResult[] = [];
        for (const adapter of registry.all()) {
          if (adapter.betReport) results.push(await ingestVendor(adapter, log));
        }
        return results;
      } finally {
        running = null;
      }
    })();
    return running;
  }

  return { runOnce };
}
export type BetReportIngest = ReturnType<typeof createBetReportIngest>;
