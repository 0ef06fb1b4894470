import type { Db } from '../../platform/db/connect.js';

const checked = new WeakMap<Db, Promise<void>>();

/**
 * The per-member per-day rollup (member_day_stats, migration 0203) keeps local days of the zone stored in
 * member_day_zone. Before the first read on a database, this checks that zone against the server's TIMEZONE
 * and rebuilds the rollup from its sources when they differ (once per pool; a failed check is retried).
 */
export function rollupZoneReady(db: Db, timezone: string): Promise<void> {
  let ready = checked.get(db);
  if (!ready) {
    ready = (async () => {
      const [z] = await db<{ tz: string }[]>`SELECT tz FROM member_day_zone`;
      if (z?.tz === timezone) return;
      await db.begin((tx) => tx`SELECT member_day_rebuild(${timezone})`);
    })();
    ready.catch(() => checked.delete(db));
    checked.set(db, ready);
  }
  return ready;
}
