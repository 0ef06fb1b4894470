import os from 'node:os';
import postgres from 'postgres';

let pools = 0;

/** A database handle: the pool itself or a transaction opened from it. Repositories take either. */
export type Db = postgres.Sql;
export type Tx = postgres.TransactionSql;
export type Queryable = Db | Tx;

/** Opens a connection pool. Numbers from bigint columns arrive as JS numbers (safe below 2^53). */
export function connectDatabase(url: string, opts: { max?: number } = {}): Db {
  return postgres(url, {
    max: opts.max ?? 20,
    onnotice: () => {},
    types: {
      // int8 (money in minor units, ids) as a JS number; refuse silently losing precision.
      bigint: {
        to: 20,
        from: [20],
        serialize: (v: number | bigint) => v.toString(),
        parse: (v: string) => {
          const n = Number(v);
          if (!Number.isSafeInteger(n)) throw new Error(`int8 value ${v} exceeds the safe integer range`);
          return n;
        },
      },
    },
    transform: { undefined: null },
    // Unique per pool (host, process, pool number): the metrics find this pool's connections by it in
    // pg_stat_activity, and an operator can tell the nodes apart there.
    connection: { application_name: `vn-gaming-server ${os.hostname()} ${process.pid}.${++pools}`.slice(0, 63) },
  });
}
