import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { Clock } from '../clock.js';

/**
 * THE server-side CSV export of the back office: every list's "CSV" button (players, audit log, reports,
 * cashier queues, support, KYC, missions, leaderboards, messages, promotions and their payouts, agent
 * settlements) is written by this file, so escaping, the spreadsheet formula guard, the UTF-8 mark, the row cap
 * and the streaming are the same everywhere.
 *
 * Rows are read in batches (a list's own query page by page, or a database cursor) and streamed out as they
 * come, so an export never holds more than one batch in memory. At most CSV_MAX_ROWS rows are written: a
 * bigger result is cut there (narrow the filters); docs/backoffice-csv.md says so to operators.
 */
export const CSV_MAX_ROWS = 100_000;
/** Rows a list reads per query for its CSV. */
export const CSV_BATCH_ROWS = 2_000;

/** A value of one cell. Numbers and bigints are written as they are; text is escaped and defused. */
export type CsvCell = string | number | bigint | boolean | null | undefined;

// A plain number ("-1200", "-12.50") is data; anything else a spreadsheet would run as a formula when it
// starts with =, +, -, @ (or a tab / carriage return that hides one) gets a leading quote.
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV field (RFC 4180): quoted when it holds a comma, quote or line break; formula-leading text defused. */
export function csvCell(v: CsvCell): string {
  if (v === null || v === undefined) return '';
  if (typeof v !== 'string') return String(v);
  const s = FORMULA_START.test(v) && !PLAIN_NUMBER.test(v) ? `'${v}` : v;
  return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
}

/** One CSV line with its CRLF. */
export const csvLine = (cells: readonly CsvCell[]): string => `${cells.map(csvCell).join(',')}\r\n`;

/**
 * Integer minor units → the plain amount a spreadsheet reads exactly ("18000.50", "-0.05"): computed on the
 * integer, never through a float, no separators (as the admin's plainAmount).
 */
export function csvAmount(minor: number | bigint): string {
  const n = BigInt(minor);
  const abs = n < 0n ? -n : n;
  return `${n < 0n ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** What one export writes: its header, how a row becomes cells, and the rows in batches (in list order). */
export interface CsvSpec<T> {
  header: readonly string[];
  line: (row: T) => readonly CsvCell[];
  batches: AsyncIterable<readonly T[]>;
  /** Rows written at most (default CSV_MAX_ROWS). */
  max?: number;
}

/**
 * The CSV text in chunks: the UTF-8 mark (spreadsheet apps then read Vietnamese right) and the header with the
 * first batch, then a chunk per batch, up to `max` rows (the batches are closed there: a cursor ends).
 */
export async function* csvChunks<T>(spec: CsvSpec<T>): AsyncGenerator<string> {
  const max = spec.max ?? CSV_MAX_ROWS;
  let out = `\uFEFF${csvLine(spec.header)}`;
  let written = 0;
  for await (const batch of spec.batches) {
    for (const row of batch) {
      if (written === max) break;
      out += csvLine(spec.line(row));
      written++;
    }
    yield out;
    out = '';
    if (written === max) break;
  }
  if (out) yield out;
}

/**
 * Batches of a list read by offset: `read(limit, offset)` is the list's own query (same filters, same order,
 * id as the last sort key so pages do not overlap), called until a short batch.
 */
export async function* offsetBatches<T>(
  read: (limit: number, offset: number) => Promise<readonly T[]>,
  size = CSV_BATCH_ROWS,
): AsyncGenerator<readonly T[]> {
  for (let offset = 0; ; offset += size) {
    const rows = await read(size, offset);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
  }
}

/** Rows already in memory (a report's table, a short settings list) as the one batch of an export. */
export async function* inOneBatch<T>(rows: readonly T[]): AsyncGenerator<readonly T[]> {
  if (rows.length > 0) yield rows;
}

/** Thrown into a producer's pending `emit` when the reader stopped early (the cap): it unwinds the producer. */
class ReaderStopped extends Error {}

/**
 * A producer that pushes batches (`emit`, e.g. from inside a transaction's callback over a cursor) as an async
 * iterable. Each `emit` resolves once its batch is taken, so at most one batch waits; when the reader stops
 * early, the waiting `emit` rejects and the producer's transaction rolls back before the iteration ends.
 */
export function batchesOf<T>(produce: (emit: (batch: T) => Promise<void>) => Promise<void>): AsyncIterable<T> {
  return {
    async *[Symbol.asyncIterator]() {
      type Pending = { batch: T; taken: () => void; stop: (e: Error) => void };
      // A box, not a `let`: the producer's callbacks fill it, which the compiler's narrowing cannot see.
      const s: { pending: Pending | null; wake: (() => void) | null; done: boolean; failure: unknown } = {
        pending: null,
        wake: null,
        done: false,
        failure: null,
      };
      const wakeReader = () => {
        const w = s.wake;
        s.wake = null;
        w?.();
      };
      const run = produce(
        (batch) =>
          new Promise<void>((taken, stop) => {
            s.pending = { batch, taken, stop };
            wakeReader();
          }),
      ).then(
        () => {
          s.done = true;
          wakeReader();
        },
        (e: unknown) => {
          s.done = true;
          if (!(e instanceof ReaderStopped)) s.failure = e;
          wakeReader();
        },
      );
      let current: Pending | null = null;
      try {
        for (;;) {
          if (s.pending) {
            current = s.pending;
            s.pending = null;
            yield current.batch;
            current.taken();
            current = null;
          } else if (s.done) {
            if (s.failure) throw s.failure;
            return;
          } else {
            await new Promise<void>((r) => {
              s.wake = r;
            });
          }
        }
      } finally {
        // Stopped early: the producer's waiting emit fails, so it ends (and its transaction with it) first.
        current?.stop(new ReaderStopped());
        await run;
      }
    },
  };
}

/** How an export is named and sent. */
export interface CsvSend<T> extends CsvSpec<T> {
  /** The file's name without `.csv`; the export's local day is appended unless `dated` is false. */
  name: string;
  /** false when the name already carries its own dates (a report's range). */
  dated?: boolean;
}

/**
 * The exporter of the app, made once with the app's clock and the operator's time zone (the day in each file
 * name, so two exports of different days never overwrite each other in a Downloads folder).
 */
export function createCsvExporter(deps: { clock: Clock; timeZone: string }) {
  const day = () =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: deps.timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(deps.clock.now());

  /**
   * Streams the export as the answer (text/csv, an attachment, never cached). The first batch is read before
   * anything is sent, so a refused or failing query answers its usual error envelope, not a broken file.
   * Resolves once the file is written out.
   */
  async function send<T>(reply: FastifyReply, x: CsvSend<T>): Promise<string> {
    const chunks = csvChunks(x);
    const first = await chunks.next();
    async function* rest() {
      if (!first.done) yield first.value;
      yield* chunks;
    }
    const filename = `${x.name}${x.dated === false ? '' : `-${day()}`}.csv`.replace(/[^\w.-]/g, '_');
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'no-store')
      .send(Readable.from(rest()));
    // The answer is the stream: wait until it is written out (the router then sees the reply sent and adds
    // no envelope; the empty text only satisfies the endpoints' declared `z.string()` answer).
    await reply;
    return '';
  }

  return { send };
}
export type CsvExporter = ReturnType<typeof createCsvExporter>;
