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

const UNREACHABLE = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH', 'CONNECT_TIMEOUT']);
const REFUSED: Record<string, string> = {
  '28P01': 'refused the password',
  '28000': 'refused the login',
  '3D000': 'has no such database',
};

/**
 * Why the first connection failed, as one sentence naming the server (never the password), when it is
 * something the operator fixes in the setup; null for any other error.
 */
export function describeConnectFailure(err: unknown, url: string): string | null {
  const code = String((err as { code?: unknown })?.code ?? '');
  let where = 'the database';
  try {
    const u = new URL(url);
    where = `the database at ${u.hostname}:${u.port || '5432'}${u.pathname}`;
  } catch {
    // keep the generic name
  }
  if (UNREACHABLE.has(code)) {
    return `${where} does not answer (${code}): check DATABASE_URL and that PostgreSQL is running and reachable.`;
  }
  if (REFUSED[code])
    return `${where} ${REFUSED[code]} (${code}): check the user, password and database name in DATABASE_URL.`;
  return null;
}
