import type { AuditEntry, AuditVerifyResult } from '@app/contracts';
import type { Db } from '../../platform/db/connect.js';
import { type AuditFilter, chainHead, findAuditEntries, findChainProblems } from './audit-log.repository.js';

const PAGE = 50;
const CSV_MAX = 100_000;
const CSV_BATCH = 2_000;
const MAX_PROBLEMS = 200;

/** One CSV field: quoted when it holds a separator, a quote or a line break; formula-leading text defused. */
function csvField(v: unknown): string {
  if (v === null || v === undefined) return '';
  let s = typeof v === 'string' ? v : JSON.stringify(v);
  // A spreadsheet would run =, +, - or @ at the start of a cell as a formula.
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

const CSV_HEADER = ['id', 'seq', 'at', 'actor', 'action', 'subject', 'before', 'after', 'ip', 'request_id', 'hash'];
const csvLine = (e: AuditEntry) =>
  [e.id, e.seq, e.at, e.actor, e.action, e.subject, e.before, e.after, e.ip, e.requestId, e.hash]
    .map(csvField)
    .join(',');

/** The audit log for the back office: browse, CSV export, and the hash chain's verification. */
export function createAuditLogService({ db }: { db: Db }) {
  async function list(f: AuditFilter & { before?: number; limit?: number }) {
    const limit = f.limit ?? PAGE;
    const items = await findAuditEntries(db, { ...f, limit });
    return { items, nextBefore: items.length === limit ? items[items.length - 1]!.id : null };
  }

  /** The filtered log as CSV text, newest first, read in batches (at most 100,000 rows). */
  async function csv(f: AuditFilter): Promise<string> {
    const lines = [CSV_HEADER.join(',')];
    let before: number | undefined;
    while (lines.length - 1 < CSV_MAX) {
      const batch = await findAuditEntries(db, {
        ...f,
        before,
        limit: Math.min(CSV_BATCH, CSV_MAX - lines.length + 1),
      });
      for (const e of batch) lines.push(csvLine(e));
      if (batch.length < CSV_BATCH) break;
      before = batch[batch.length - 1]!.id;
    }
    return `${lines.join('\r\n')}\r\n`;
  }

  /**
   * Recomputes the chain and compares the head: finds edited rows (content or hash changed), deleted rows (a
   * gap, or the last rows gone: the head is ahead of the table) and rows written with the trigger off.
   */
  async function verify(): Promise<AuditVerifyResult> {
    return db.begin('ISOLATION LEVEL REPEATABLE READ READ ONLY', async (tx) => {
      const { checked, problems } = await findChainProblems(tx, MAX_PROBLEMS);
      const head = await chainHead(tx);
      const all: AuditVerifyResult['problems'] = problems.map((p) => ({ ...p }));
      if (head.lastSeq !== head.seq || (head.lastHash && !head.lastHash.equals(head.hash))) {
        all.push({
          kind: 'head_mismatch',
          id: null,
          seq: head.seq,
          detail:
            head.lastSeq === null || head.lastSeq < head.seq
              ? `the chain head is entry ${head.seq} but the last entry present is ${head.lastSeq ?? 'none'}: the newest entries were deleted`
              : `the last entry ${head.lastSeq} does not match the chain head ${head.seq}`,
        });
      }
      return { ok: all.length === 0, checked, headSeq: head.seq, headHash: head.hash.toString('hex'), problems: all };
    });
  }

  return { list, csv, verify };
}
export type AuditLogService = ReturnType<typeof createAuditLogService>;
