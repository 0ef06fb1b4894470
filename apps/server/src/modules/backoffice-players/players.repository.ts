import type { Queryable } from '../../platform/db/connect.js';
import type { Matcher } from './players.search.js';

export interface PlayerSearch {
  matchers: Matcher[] | null;
  status?: 'active' | 'locked';
  vip?: number;
  label?: string;
  registeredFrom?: string;
  registeredTo?: string;
  timeZone: string;
  sort: 'id' | 'account' | 'createdAt' | 'lastLoginAt';
  dir: 'asc' | 'desc';
  limit: number;
  offset: number;
}

export interface PlayerSearchRow {
  id: number;
  account: string;
  nickname: string;
  type: number;
  status: 'active' | 'disabled';
  mobile: string | null;
  email: string | null;
  register_ip: string | null;
  created_at: Date;
  last_login_at: Date | null;
}

/**
 * `column` starts with `prefix`, as a range the column's text_pattern_ops index reads (~>=~ and ~<~ compare bytes,
 * as that index does). Not LIKE: a prepared statement's generic plan cannot use an index for `LIKE $1` (the pattern
 * is unknown when planned), and the driver prepares every statement, so after a few calls a LIKE search would scan.
 */
const startsWith = (q: Queryable, column: ReturnType<Queryable>, prefix: string) =>
  q`(${column} ~>=~ ${prefix} AND ${column} ~<~ ${`${prefix}\u{10FFFF}`})`;

/**
 * The ids one matcher finds: each reads one prefix index of migration 0300 (or the primary key), so a match set
 * costs what it holds, not what the table holds.
 */
function matcherIds(q: Queryable, m: Matcher) {
  switch (m.kind) {
    case 'id':
      return q`SELECT id FROM members WHERE id = ${m.id}`;
    case 'account':
      return q`SELECT id FROM members WHERE ${startsWith(q, q`lower(account)`, m.prefix)}`;
    case 'email':
      // email IS NOT NULL: the index is partial, and nothing else tells the planner lower(email) excludes nulls.
      return q`SELECT id FROM members WHERE email IS NOT NULL AND ${startsWith(q, q`lower(email)`, m.prefix)}`;
    case 'phone':
      return m.prefixes.length === 1
        ? q`SELECT id FROM members WHERE ${startsWith(q, q`mobile`, m.prefixes[0]!)}`
        : q`SELECT id FROM members WHERE ${startsWith(q, q`mobile`, m.prefixes[0]!)}
              OR ${startsWith(q, q`mobile`, m.prefixes[1]!)}`;
    case 'bank':
      return q`SELECT member_id AS id FROM member_bank_accounts WHERE ${startsWith(q, q`account_number`, m.prefix)}`;
    case 'ip':
      return m.exact
        ? q`SELECT id FROM members WHERE register_ip = ${m.value}
            UNION SELECT member_id AS id FROM member_ips WHERE ip = ${m.value}`
        : q`SELECT id FROM members WHERE ${startsWith(q, q`register_ip`, m.value)}
            UNION SELECT member_id AS id FROM member_ips WHERE ${startsWith(q, q`ip`, m.value)}`;
  }
}

/** Counting stops here: a page needs to know there are many, not exactly how many of a million. */
export const COUNT_CAP = 10_000;

/**
 * Up to this many label or VIP members the page looks each one up; a larger set is left to the planner, which knows
 * how its members spread (a join from the sort order's index finds a page in a few thousand rows).
 */
const LOOKUP_MAX = 2_000;

/** The search text's matches: the union of its matchers' ids. */
function textIds(q: Queryable, matchers: Matcher[]) {
  const [first, ...rest] = matchers.map((m) => matcherIds(q, m));
  return rest.reduce((acc, next) => q`${acc} UNION ${next}`, first!);
}

const labelIds = (q: Queryable, code: string) => q`SELECT a.member_id AS id FROM member_label_assignments a
  JOIN member_labels l ON l.id = a.label_id WHERE l.code = ${code}`;
const vipIds = (q: Queryable, rank: number) => q`SELECT member_id AS id FROM vip_members WHERE rank = ${rank}`;

interface Candidates {
  /** The ids to look up (null: too many; the page query reads the set itself). */
  ids: number[] | null;
  /** How many the set holds, up to COUNT_CAP + 1 (more than the cap). */
  count: number;
}

/**
 * The narrowest id set the search names (its text, else its label, else its VIP level), or null when it names
 * none. Read first, on its own: a page query of `m.id IN (subquery) ORDER BY id DESC LIMIT 20` may be planned as
 * a walk down the whole primary key testing each row (the planner cannot know where a prefix's matches lie: an
 * 11-character account prefix took 1.5 s on a million players); an id list of known length is planned as lookups.
 * A text matching more than COUNT_CAP players shows a page of the first COUNT_CAP found, said to be capped: the
 * operator narrows the text (a whole scan to sort them all would cost seconds).
 */
async function candidatesOf(q: Queryable, s: PlayerSearch): Promise<Candidates | null> {
  const source = s.matchers
    ? textIds(q, s.matchers)
    : s.label
      ? labelIds(q, s.label)
      : s.vip !== undefined && s.vip > 0
        ? vipIds(q, s.vip)
        : null;
  if (!source) return null;
  const max = s.matchers ? COUNT_CAP : LOOKUP_MAX;
  // One array, not a row per id: thousands of row objects cost the node more than the query costs the database.
  const [row] = await q<{ ids: string[] | null }[]>`SELECT array_agg(id) AS ids FROM (
    SELECT id FROM (${source}) c LIMIT ${max + 1}) x`;
  const ids = (row?.ids ?? []).map(Number);
  if (ids.length <= max) return { ids, count: ids.length };
  if (s.matchers) return { ids: ids.slice(0, COUNT_CAP), count: COUNT_CAP + 1 };
  const [n] = await q<{ n: number }[]>`SELECT count(*)::int AS n FROM (
    SELECT 1 FROM (${source}) c LIMIT ${COUNT_CAP + 1}) x`;
  return { ids: null, count: n?.n ?? 0 };
}

/** Whether the search has conditions besides its candidate set (else the candidates' count is the total). */
const hasOtherFilters = (s: PlayerSearch) =>
  !!(
    s.status ||
    s.registeredFrom ||
    s.registeredTo ||
    (s.matchers && (s.label || s.vip !== undefined)) ||
    (s.label && s.vip !== undefined) ||
    s.vip === 0
  );

/** The WHERE of a search: only the conditions asked for, so each query's plan fits it (no `$1 IS NULL OR`). */
function whereOf(q: Queryable, s: PlayerSearch, ids: number[] | null) {
  const parts = [q`true`];
  if (ids) parts.push(q`m.id = ANY(${ids}::bigint[])`);
  if (s.matchers && !ids) parts.push(q`m.id IN (${textIds(q, s.matchers)})`);
  if (s.status === 'active') parts.push(q`m.status = 'active'`);
  if (s.status === 'locked') parts.push(q`m.status <> 'active'`);
  if (s.vip === 0) parts.push(q`NOT EXISTS (SELECT 1 FROM vip_members v WHERE v.member_id = m.id AND v.rank > 0)`);
  if (s.vip !== undefined && s.vip > 0 && !(ids && !s.matchers && !s.label)) {
    parts.push(q`m.id IN (${vipIds(q, s.vip)})`);
  }
  if (s.label && !(ids && !s.matchers)) parts.push(q`m.id IN (${labelIds(q, s.label)})`);
  if (s.registeredFrom) {
    parts.push(q`m.created_at >= (${s.registeredFrom}::date)::timestamp AT TIME ZONE ${s.timeZone}`);
  }
  if (s.registeredTo) {
    parts.push(q`m.created_at < (${s.registeredTo}::date + 1)::timestamp AT TIME ZONE ${s.timeZone}`);
  }
  return parts.reduce((acc, p) => q`${acc} AND ${p}`);
}

/** Sort columns by name: the names never reach the SQL text. Each order is unique (ends on id, or lower(account)). */
function orderOf(q: Queryable, s: PlayerSearch) {
  const asc = s.dir === 'asc';
  // Ids are given in registration order: with a registration-day filter, ordering by the registration time reads
  // that day's range of its index instead of walking every newer id down to it.
  const sort = s.sort === 'id' && (s.registeredFrom || s.registeredTo) ? 'createdAt' : s.sort;
  switch (sort) {
    case 'account':
      return asc ? q`lower(m.account) ASC` : q`lower(m.account) DESC`;
    case 'createdAt':
      return asc ? q`m.created_at ASC, m.id ASC` : q`m.created_at DESC, m.id DESC`;
    case 'lastLoginAt':
      // The index is (last_login_at DESC NULLS LAST, id DESC): read forwards or backwards, never sorted.
      return asc ? q`m.last_login_at ASC NULLS FIRST, m.id ASC` : q`m.last_login_at DESC NULLS LAST, m.id DESC`;
    default:
      return asc ? q`m.id ASC` : q`m.id DESC`;
  }
}

/** One page of players and how many match (at most COUNT_CAP + 1, meaning "more than the cap"). */
export async function searchPlayers(
  q: Queryable,
  s: PlayerSearch,
  opts: { count?: boolean } = {},
): Promise<{ rows: PlayerSearchRow[]; total: number }> {
  const candidates = await candidatesOf(q, s);
  if (candidates?.count === 0) return { rows: [], total: 0 };
  const ids = candidates?.ids ?? null;
  const where = whereOf(q, s, ids);
  // Known already when the candidates are the whole condition, or capped (the count would read them again).
  const known = candidates && (!hasOtherFilters(s) || candidates.count > COUNT_CAP) ? candidates.count : null;
  const [rows, count] = await Promise.all([
    q<PlayerSearchRow[]>`SELECT m.id, m.account, m.nickname, m.type, m.status, m.mobile, m.email, m.register_ip,
        m.created_at, m.last_login_at
      FROM members m WHERE ${where} ORDER BY ${orderOf(q, s)} LIMIT ${s.limit} OFFSET ${s.offset}`,
    opts.count === false || known !== null
      ? Promise.resolve([{ n: known ?? 0 }])
      : q<{ n: number }[]>`SELECT count(*)::int AS n FROM (SELECT 1 FROM members m WHERE ${where}
          LIMIT ${COUNT_CAP + 1}) x`,
  ]);
  return { rows: rows.map((r) => ({ ...r, id: Number(r.id) })), total: count[0]?.n ?? 0 };
}

/** The VIP rank and label codes of the given players. */
export async function rowExtras(
  q: Queryable,
  ids: number[],
): Promise<{ ranks: Map<number, number>; labels: Map<number, string[]> }> {
  if (ids.length === 0) return { ranks: new Map(), labels: new Map() };
  const [ranks, labels] = await Promise.all([
    q<
      { member_id: string; rank: number }[]
    >`SELECT member_id, rank FROM vip_members WHERE member_id = ANY(${ids}::bigint[])`,
    q<{ member_id: string; code: string }[]>`SELECT a.member_id, l.code FROM member_label_assignments a
      JOIN member_labels l ON l.id = a.label_id WHERE a.member_id = ANY(${ids}::bigint[]) ORDER BY l.code`,
  ]);
  const labelMap = new Map<number, string[]>();
  for (const r of labels) {
    const id = Number(r.member_id);
    labelMap.set(id, [...(labelMap.get(id) ?? []), r.code]);
  }
  return { ranks: new Map(ranks.map((r) => [Number(r.member_id), r.rank])), labels: labelMap };
}
