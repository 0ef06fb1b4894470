import { z } from 'zod/mini';

/** A whole number read from a query string, within [min, max]. */
const QueryInt = (min: number, max: number) => z.pipe(z.coerce.number(), z.int().check(z.minimum(min), z.maximum(max)));

/**
 * The query of every back-office list (server-side paging and sorting): `page` from 1, `pageSize` up to 200,
 * `sort` one of the list's own sortable column names (the endpoint narrows it with `z.enum`), `dir` asc|desc.
 * Spread it into an endpoint's query with the list's own filters: `{ ...listQuery(['createdAt', 'account']), … }`.
 */
export function listQuery<const S extends readonly [string, ...string[]]>(sortable: S) {
  return {
    page: z._default(QueryInt(1, 1_000_000), 1),
    pageSize: z._default(QueryInt(1, 200), 20),
    sort: z.optional(z.enum(sortable)),
    dir: z._default(z.enum(['asc', 'desc']), 'desc'),
  };
}

/** One page of a back-office list: the rows, how many match in all, and the page read. */
export function pageOf<T extends z.ZodMiniType>(item: T) {
  return z.object({ items: z.array(item), total: z.int(), page: z.int(), pageSize: z.int() });
}

/**
 * A keyset cursor: a row's time (microseconds since 1970, as PostgreSQL keeps it) and id, "<µs>.<id>". Opaque
 * to the client: it sends back what a page gave it.
 */
export const KeysetCursor = z.string().check(z.regex(/^-?\d{1,17}\.\d{1,18}$/));

/**
 * The query of a back-office list read newest first by keyset (ledger-sized lists: a page costs the same however
 * deep): `before` a cursor for older rows, `after` one for newer rows (not both), `limit` up to 100.
 */
export function keysetQuery() {
  return {
    before: z.optional(KeysetCursor),
    after: z.optional(KeysetCursor),
    limit: z._default(QueryInt(1, 100), 20),
  };
}

/** One page of a keyset list, newest first, with the cursors of the pages beside it (null: there is none). */
export function keysetPageOf<T extends z.ZodMiniType>(item: T) {
  return z.object({ items: z.array(item), older: z.nullable(z.string()), newer: z.nullable(z.string()) });
}
