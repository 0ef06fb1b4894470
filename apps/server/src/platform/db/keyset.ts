import { badInput } from '../http/app-error.js';
import type { Queryable } from './connect.js';

/*
 * Keyset paging of a list read newest first by (time, id): a page costs one index range scan however deep it
 * is, and rows written meanwhile neither repeat nor vanish (offset paging shifts under them). The cursor is a
 * row's time in microseconds (PostgreSQL's own precision: a JavaScript Date would round it) and its id,
 * "<µs>.<id>", the contract's KeysetCursor.
 */

export interface Keyset {
  /** Rows older than this cursor (the next page down). */
  before?: string;
  /** Rows newer than this cursor (the page above). */
  after?: string;
  limit: number;
}

export interface KeysetPage<T> {
  items: T[];
  older: string | null;
  newer: string | null;
}

const CURSOR = /^(-?\d{1,17})\.(\d{1,18})$/;

/**
 * The WHERE part, the ORDER BY and the LIMIT of one page over `time` and `id` (trusted column expressions,
 * never caller text), and the cursor column to select. Read newer rows ascending (so the index gives the
 * nearest first), then `pageOf` turns them back to newest first.
 */
export function keysetSql(q: Queryable, time: string, id: string, k: Keyset) {
  if (k.before && k.after) throw badInput('Page before a cursor or after one, not both');
  const cursor = k.before ?? k.after;
  const m = cursor ? CURSOR.exec(cursor) : null;
  if (cursor && !m) throw badInput('Not a cursor this list gave');
  const at = m ? q`('epoch'::timestamptz + (${m[1]!} || ' microseconds')::interval)` : null;
  const t = q.unsafe(time);
  const i = q.unsafe(id);
  const newer = Boolean(k.after);
  return {
    where: at
      ? newer
        ? q`AND (${t}, ${i}) > (${at}, ${m![2]!}::bigint)`
        : q`AND (${t}, ${i}) < (${at}, ${m![2]!}::bigint)`
      : q``,
    order: newer ? q`ORDER BY ${t} ASC, ${i} ASC` : q`ORDER BY ${t} DESC, ${i} DESC`,
    limit: k.limit + 1,
    cursor: q.unsafe(`(extract(epoch FROM ${time}) * 1000000)::bigint::text || '.' || ${id}::text`),
  };
}

/** The rows of `keysetSql` (one more than the page, to know whether there is a next) → the page, newest first. */
export function pageOf<R extends { cursor: string }, T>(rows: R[], k: Keyset, map: (r: R) => T): KeysetPage<T> {
  const more = rows.length > k.limit;
  const page = rows.slice(0, k.limit);
  if (k.after) {
    page.reverse();
    return {
      items: page.map(map),
      newer: more ? page[0]!.cursor : null,
      older: page.at(-1)?.cursor ?? null,
    };
  }
  return {
    items: page.map(map),
    older: more ? page.at(-1)!.cursor : null,
    newer: k.before && page.length > 0 ? page[0]!.cursor : null,
  };
}
