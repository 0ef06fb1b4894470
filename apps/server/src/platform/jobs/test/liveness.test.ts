import type { ReservedSql } from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../../../../test/harness.js';
import { waitFor } from '../../../../test/wait-for.js';
import type { Db } from '../../db/connect.js';
import { createLivenessHolder, LIVENESS, type LivenessHolder } from '../liveness.js';

/*
 * The liveness holder's own connection (liveness.ts): what it does when that connection is lost and the
 * new one cannot take every lock at once.
 */

let db: Db;
const holders: LivenessHolder[] = [];
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(async () => {
  for (const h of holders) await h.close();
});

const connectionsNamed = async (name: string) => {
  const [row] = await db<{ n: number }[]>`SELECT count(*)::int AS n FROM pg_stat_activity
    WHERE application_name = ${name} AND datname = current_database()`;
  return row!.n;
};

/** A holder named `name` with the locks of `ids` taken (closed at the file's end if the test has not). */
async function holding(name: string, ids: string[]): Promise<LivenessHolder> {
  const holder = await createLivenessHolder(db, name);
  holders.push(holder);
  for (const id of ids) holder.hold(id);
  await holder.settled();
  return holder;
}

/** Which of `ids` the holder named `name` has the liveness lock of (granted, not waited for), sorted. */
async function lockedBy(name: string, ids: string[]): Promise<string[]> {
  const rows = await db<{ id: string }[]>`SELECT w.id FROM unnest(${ids}::text[]) w(id)
    WHERE EXISTS (SELECT 1 FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
      WHERE l.locktype = 'advisory' AND l.granted AND l.classid = ${LIVENESS} AND l.objid = hashtext(w.id)::oid
        AND a.application_name = ${`${name} liveness`})`;
  return rows.map((r) => r.id).sort();
}

/**
 * Cuts the holder's connection while `other` waits for one of its locks: `other` gets it as the old
 * connection goes, before the holder reconnects (500 ms later), however slow the machine.
 */
async function cutWhileOtherTakes(other: ReservedSql, name: string, lockId: string): Promise<void> {
  const taking = other`SELECT pg_advisory_lock(${LIVENESS}, hashtext(${lockId}))`.execute();
  await waitFor(async () => {
    const [row] = await db<{ n: number }[]>`SELECT count(*)::int AS n FROM pg_locks
      WHERE locktype = 'advisory' AND NOT granted AND classid = ${LIVENESS} AND objid = hashtext(${lockId})::oid`;
    return row!.n === 1;
  });
  await db`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
    WHERE application_name = ${`${name} liveness`} AND datname = current_database()`;
  await taking;
}

describe('liveness holder', () => {
  it('a reconnection that cannot take every lock leaves no connection behind holding the ones it took', async () => {
    const name = 'liveness-test T';
    await holding(name, ['w1', 'w2']);

    // Another session holds w2 across the reconnection (it is opened first: the timeout below is not its).
    const other = await db.reserve();
    // New sessions give up on a lock after 300 ms (as a database-wide statement timeout would).
    const [current] = await db<{ db: string }[]>`SELECT current_database() AS db`;
    const dbName = current!.db;
    await db.unsafe(`ALTER DATABASE ${dbName} SET statement_timeout = '300ms'`);
    // The new connection takes w1, then times out on w2.
    await cutWhileOtherTakes(other, name, 'w2');
    // The first reconnection (500 ms after the loss) takes w1 and then fails on w2. It must end its connection
    // at once (the next try is 2 s later); a connection left open would hold w1 for good.
    await waitFor(async () => (await connectionsNamed(`${name} liveness`)) === 1);
    await waitFor(async () => (await connectionsNamed(`${name} liveness`)) === 0, 1_500);

    await other`SELECT pg_advisory_unlock(${LIVENESS}, hashtext('w2'))`;
    other.release();
    await db.unsafe(`ALTER DATABASE ${dbName} RESET statement_timeout`);
    // The next retry takes both locks on one connection.
    await waitFor(async () => (await lockedBy(name, ['w1'])).length === 1);
    expect(await connectionsNamed(`${name} liveness`)).toBe(1);
    expect(await lockedBy(name, ['w1', 'w2'])).toEqual(['w1', 'w2']);
  }, 30_000);

  it('a holder closed while it reconnects leaves no connection open', async () => {
    const name = 'liveness-test C';
    const holder = await holding(name, ['c1']);
    const other = await db.reserve();
    // The reconnection connects and then waits for c1, which another session holds: it is closed meanwhile.
    await cutWhileOtherTakes(other, name, 'c1');
    await waitFor(async () => (await connectionsNamed(`${name} liveness`)) === 1);
    await holder.close();
    await other`SELECT pg_advisory_unlock(${LIVENESS}, hashtext('c1'))`;
    other.release();
    await new Promise((r) => setTimeout(r, 500));
    expect(await connectionsNamed(`${name} liveness`)).toBe(0);
  });

  it('workers that start and stop while it reconnects leave the new connection holding exactly the live ones', async () => {
    const name = 'liveness-test D';
    const holder = await holding(name, ['d1', 'd2']);
    const other = await db.reserve();
    // The reconnection takes d1, then waits for d2 (another session holds it); meanwhile d1's worker stops
    // and d3's starts.
    await cutWhileOtherTakes(other, name, 'd2');
    await waitFor(async () => (await lockedBy(name, ['d1', 'd2'])).length === 1);
    holder.drop('d1');
    holder.hold('d3');
    await other`SELECT pg_advisory_unlock(${LIVENESS}, hashtext('d2'))`;
    other.release();
    const ids = ['d1', 'd2', 'd3'];
    await waitFor(async () => (await lockedBy(name, ids)).join() === 'd2,d3');
    await holder.settled();
    expect(await lockedBy(name, ids)).toEqual(['d2', 'd3']);
  });
});
