import type { AuditEntry } from '@app/contracts';
import type { Queryable } from '../../platform/db/connect.js';

export interface AuditFilter {
  actor?: string;
  action?: string;
  subject?: string;
  from?: string;
  to?: string;
}

interface AuditRow {
  id: number;
  chain_seq: number | null;
  at: Date;
  actor: string;
  action: string;
  subject: string | null;
  before: unknown;
  after: unknown;
  ip: string | null;
  request_id: string | null;
  hash: Buffer | null;
}

const toEntry = (r: AuditRow): AuditEntry => ({
  id: r.id,
  seq: r.chain_seq,
  at: r.at.toISOString(),
  actor: r.actor,
  action: r.action,
  subject: r.subject,
  before: r.before,
  after: r.after,
  ip: r.ip,
  requestId: r.request_id,
  hash: r.hash ? r.hash.toString('hex') : null,
});

/** LIKE pattern of a prefix typed by an operator ('operator.' finds every operator.* action). */
const prefix = (s: string) => `${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Audit rows newest first (by id), filtered; `before` pages on from the last id of the previous page. */
export async function findAuditEntries(
  q: Queryable,
  f: AuditFilter & { before?: number; limit: number },
): Promise<AuditEntry[]> {
  const rows = await q<AuditRow[]>`
    SELECT id, chain_seq, at, actor, action, subject, before, after, ip, request_id, hash FROM audit_log
    WHERE true
      ${f.actor ? q`AND actor LIKE ${prefix(f.actor)}` : q``}
      ${f.action ? q`AND action LIKE ${prefix(f.action)}` : q``}
      ${f.subject ? q`AND subject = ${f.subject}` : q``}
      ${f.from ? q`AND at >= ${new Date(f.from)}` : q``}
      ${f.to ? q`AND at < ${new Date(f.to)}` : q``}
      ${f.before ? q`AND id < ${f.before}` : q``}
    ORDER BY id DESC LIMIT ${f.limit}`;
  return rows.map(toEntry);
}

export interface ChainProblemRow {
  kind: 'edited' | 'missing' | 'broken_link' | 'unsealed';
  id: number | null;
  seq: number | null;
  detail: string;
}

/**
 * Every break of the hash chain (migration 0234), in one pass ordered by chain_seq: a row whose stored hash is
 * not sha256(its prev_hash || its canonical entry) was edited; a gap in chain_seq is one or more deleted rows;
 * a prev_hash that is not the previous row's hash is a re-hashed edit or a splice; a row with no chain at all
 * was written with the sealing trigger off.
 */
export async function findChainProblems(
  q: Queryable,
  max: number,
): Promise<{ checked: number; problems: ChainProblemRow[] }> {
  const [count] = await q<{ checked: number }[]>`SELECT count(*)::int AS checked FROM audit_log`;
  const checked = count?.checked ?? 0;
  const problems = await q<ChainProblemRow[]>`
    WITH c AS (
      SELECT a.id, a.chain_seq, a.prev_hash, a.hash, audit_entry_hash(a.prev_hash, a.chain_seq, a) AS recomputed,
        lag(a.hash) OVER w AS prev_row_hash, lag(a.chain_seq) OVER w AS prev_seq
      FROM audit_log a WHERE a.chain_seq IS NOT NULL WINDOW w AS (ORDER BY a.chain_seq)
    )
    SELECT * FROM (
      SELECT 'missing' AS kind, NULL::bigint AS id, chain_seq AS seq,
        'entries ' || (coalesce(prev_seq, 0) + 1) || '–' || (chain_seq - 1) || ' are missing' AS detail
      FROM c WHERE chain_seq <> coalesce(prev_seq, 0) + 1
      UNION ALL
      SELECT 'edited', id, chain_seq, 'its content no longer matches its hash'
      FROM c WHERE hash IS DISTINCT FROM recomputed
      UNION ALL
      SELECT 'broken_link', id, chain_seq, 'its previous hash is not the previous entry''s hash'
      FROM c WHERE chain_seq = coalesce(prev_seq, 0) + 1 AND prev_hash IS DISTINCT FROM coalesce(prev_row_hash, '\\x'::bytea)
      UNION ALL
      SELECT 'unsealed', id, NULL, 'written outside the chain' FROM audit_log WHERE chain_seq IS NULL
    ) p ORDER BY seq NULLS LAST, kind LIMIT ${max}`;
  return { checked, problems };
}

/** The chain head (last sealed entry) and the last entry actually present. */
export async function chainHead(
  q: Queryable,
): Promise<{ seq: number; hash: Buffer; lastSeq: number | null; lastHash: Buffer | null }> {
  const [row] = await q<{ seq: number; hash: Buffer; last_seq: number | null; last_hash: Buffer | null }[]>`
    SELECT h.seq, h.hash, l.chain_seq AS last_seq, l.hash AS last_hash FROM audit_chain_head h
    LEFT JOIN LATERAL (SELECT chain_seq, hash FROM audit_log WHERE chain_seq IS NOT NULL
      ORDER BY chain_seq DESC LIMIT 1) l ON true`;
  return { seq: row!.seq, hash: row!.hash, lastSeq: row!.last_seq, lastHash: row!.last_hash };
}
