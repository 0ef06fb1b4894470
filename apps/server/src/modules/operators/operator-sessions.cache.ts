import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/connect.js';
import type { LiveOperatorSession } from './operators.repository.js';

/** Postgres channel on which migration 0097's triggers name an operator whose sessions ended or changed. */
export const OPERATOR_SESSIONS_CHANNEL = 'operator_sessions_changed';
/**
 * How long a session read from the database is trusted without reading it again. Revocation does not wait
 * for it (a revoke notifies every process at commit); it bounds staleness only if a notification is lost
 * between two reconnects of the listening connection, which drops everything anyway.
 */
const MAX_AGE_MS = 5_000;
/** Sessions kept at most; back offices have a handful of operators, so this is a guard, not a working size. */
const MAX_ENTRIES = 10_000;

/**
 * Live operator sessions by token hash, in memory. A back-office call used to read its session on every
 * request (one of its two statements for a manual adjustment); a burst from one operator now reads it once.
 * Every entry is dropped when the database says its operator's sessions changed; a read that raced with
 * such a change is not kept (the generation check), so a revoked session is never cached after its revoke.
 */
export function createOperatorSessionsCache(deps: { clock: Clock }) {
  const entries = new Map<string, { session: LiveOperatorSession; at: number }>();
  let generation = 0;

  /** The cached session of `key` while it is fresh and not past its own expiry, else null. */
  function get(key: string): LiveOperatorSession | null {
    const hit = entries.get(key);
    if (!hit) return null;
    const now = deps.clock.now().getTime();
    if (now - hit.at >= MAX_AGE_MS || hit.session.expires_at.getTime() <= now) {
      entries.delete(key);
      return null;
    }
    return hit.session;
  }

  /** The generation to pass to put() for a read that starts now. */
  function begin(): number {
    return generation;
  }

  /** Keeps a session read at generation `gen`, unless something was dropped since the read began. */
  function put(key: string, session: LiveOperatorSession, gen: number): void {
    if (gen !== generation) return;
    if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    entries.set(key, { session, at: deps.clock.now().getTime() });
  }

  /** Drops one session (this process revoked it). */
  function drop(key: string): void {
    generation += 1;
    entries.delete(key);
  }

  /** Drops every session of an operator (a notification: revoked, disabled or renamed elsewhere). */
  function dropOperator(operatorId: number): void {
    generation += 1;
    for (const [key, { session }] of entries) if (session.operator_id === operatorId) entries.delete(key);
  }

  function clear(): void {
    generation += 1;
    entries.clear();
  }

  /**
   * Subscribes to the triggers' notifications. Everything is dropped whenever the subscription (re)starts:
   * notifications sent while the connection was down are lost. Returns the unsubscribe for app shutdown.
   */
  async function listen(db: Db): Promise<() => Promise<void>> {
    const sub = await db.listen(
      OPERATOR_SESSIONS_CHANNEL,
      (payload) => {
        const id = Number(payload);
        if (Number.isSafeInteger(id)) dropOperator(id);
        else clear();
      },
      () => clear(),
    );
    return () => sub.unlisten();
  }

  return { get, begin, put, drop, dropOperator, clear, listen };
}
export type OperatorSessionsCache = ReturnType<typeof createOperatorSessionsCache>;
