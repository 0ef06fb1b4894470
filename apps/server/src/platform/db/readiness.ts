import type { Db } from './connect.js';
import { migrationInProgress } from './migrate.js';

export type Readiness = { ready: true } | { ready: false; reason: 'database_unavailable' | 'migrating' };

/**
 * Whether this node should take traffic: the database answers within `timeoutMs`, and no node is in the
 * middle of migrating it (a node still on the old code would otherwise serve against a changing schema).
 */
export async function checkReadiness(db: Db, timeoutMs = 2_000): Promise<Readiness> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), timeoutMs);
  });
  try {
    const migrating = await Promise.race([migrationInProgress(db), late]);
    if (migrating === 'late') return { ready: false, reason: 'database_unavailable' };
    return migrating ? { ready: false, reason: 'migrating' } : { ready: true };
  } catch {
    return { ready: false, reason: 'database_unavailable' };
  } finally {
    clearTimeout(timer);
  }
}
