import type { AuditEntry, AuditVerifyResult } from '@app/contracts';
import type { Db } from '../../platform/db/connect.js';
import { CSV_BATCH_ROWS } from '../../platform/http/csv-export.js';
import { type AuditFilter, chainHead, findAuditEntries, findChainProblems } from './audit-log.repository.js';

const PAGE = 50;
const MAX_PROBLEMS = 200;

/** The audit CSV's columns (platform/http/csv-export.ts writes them); before/after as their JSON. */
export const AUDIT_CSV_HEADER = [
  'id',
  'seq',
  'at',
  'actor',
  'action',
  'subject',
  'before',
  'after',
  'ip',
  'request_id',
  'hash',
];
const json = (v: unknown) => (v === null || v === undefined || typeof v === 'string' ? v : JSON.stringify(v));
export const auditCsvLine = (e: AuditEntry) => [
  e.id,
  e.seq,
  e.at,
  e.actor,
  e.action,
  e.subject,
  json(e.before),
  json(e.after),
  e.ip,
  e.requestId,
  e.hash,
];

/** The audit log for the back office: browse, CSV export, and the hash chain's verification. */
export function createAuditLogService({ db }: { db: Db }) {
  async function list(f: AuditFilter & { before?: number; limit?: number }) {
    const limit = f.limit ?? PAGE;
    const items = await findAuditEntries(db, { ...f, limit });
    return { items, nextBefore: items.length === limit ? items[items.length - 1]!.id : null };
  }

  /** The filtered log, newest first, in batches for the CSV: paged by id (`before`), as the screen pages. */
  async function* csvBatches(f: AuditFilter): AsyncGenerator<AuditEntry[]> {
    let before: number | undefined;
    for (;;) {
      const batch = await findAuditEntries(db, { ...f, before, limit: CSV_BATCH_ROWS });
      if (batch.length > 0) yield batch;
      if (batch.length < CSV_BATCH_ROWS) return;
      before = batch[batch.length - 1]!.id;
    }
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

  return { list, csvBatches, verify };
}
export type AuditLogService = ReturnType<typeof createAuditLogService>;
