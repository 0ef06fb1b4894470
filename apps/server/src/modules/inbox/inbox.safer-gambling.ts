import type { Queryable } from '../../platform/db/connect.js';

/**
 * Safer gambling hook of the inbox (rg-api.md): marketing never reaches a player while a time-out or a
 * self-exclusion runs. The rule is the limits module's SQL function rg_excluded(member, at) (migration 0227).
 * Applied twice: when copies are written (segment and member sends add `NOT rg_excluded(mem.id, now)` to their
 * query, inbox.send.ts) and when a member reads (an exclusion that started after the send hides the marketing
 * copies and 'all' broadcasts too). System messages about the player's own money are never filtered.
 */
export async function marketingBlocked(q: Queryable, memberId: number, now: Date): Promise<boolean> {
  const [row] = await q<{ x: boolean }[]>`SELECT rg_excluded(${memberId}, ${now}) AS x`;
  return row?.x ?? false;
}
