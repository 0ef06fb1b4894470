import { type AgentTermKind, AgentTermKinds, type AgentTerms } from '@app/contracts';
import type { Queryable } from '../../platform/db/connect.js';
import { AppError } from '../../platform/http/app-error.js';

/**
 * Contract terms as {kind: basis points} (until the contracts helper's tables carry the rates, these are the
 * ceilings an upline may pass down). A kind left out is 0.
 */
export async function readTerms(db: Queryable, memberId: number): Promise<AgentTerms> {
  const [row] = await db<{ terms: AgentTerms }[]>`SELECT terms FROM agent_terms WHERE member_id = ${memberId}`;
  return row?.terms ?? {};
}

/** Only known kinds with a rate above 0, so stored terms compare equal whatever the input spelled out. */
export function normaliseTerms(terms: AgentTerms): AgentTerms {
  const out: AgentTerms = {};
  for (const kind of AgentTermKinds) {
    const rate = terms[kind];
    if (rate !== undefined && rate > 0) out[kind] = rate;
  }
  return out;
}

/**
 * Refuses terms with any rate above the upline's own rate of that kind (422 agent_terms_exceed_upline, with
 * the kind and the most it may be), before anything is written.
 */
export function assertWithinUpline(terms: AgentTerms, upline: AgentTerms): void {
  for (const kind of AgentTermKinds) {
    const rate = terms[kind] ?? 0;
    const max = upline[kind] ?? 0;
    if (rate > max) {
      throw new AppError('agent_terms_exceed_upline', 422, `The ${kind} rate cannot be above the upline's`, {
        kind: kind satisfies AgentTermKind,
        max,
      });
    }
  }
}

/**
 * Writes a member's terms (insert or replace) in the caller's transaction, and caps its whole team's terms at
 * the new rates: a downline's rate may never exceed its upline's, so lowering an upline lowers every rate
 * below it that is now too high (any depth: each was already within its own upline's). Each capped member is
 * audited (agent.terms_capped, before and after). Answers the ids of the capped members.
 */
export async function writeTerms(
  db: Queryable,
  memberId: number,
  terms: AgentTerms,
  by: string,
  at: Date,
): Promise<number[]> {
  const own = normaliseTerms(terms);
  await db`INSERT INTO agent_terms (member_id, terms, set_by, updated_at)
    VALUES (${memberId}, ${db.json(own as never)}, ${by}, ${at})
    ON CONFLICT (member_id) DO UPDATE SET terms = EXCLUDED.terms, set_by = EXCLUDED.set_by,
      updated_at = EXCLUDED.updated_at`;
  // Lock the team's terms first, in key order, so a concurrent change below waits instead of being overwritten.
  await db`SELECT t.member_id FROM agent_terms t JOIN agent_team a ON a.descendant_id = t.member_id
            WHERE a.ancestor_id = ${memberId} AND a.depth > 0 ORDER BY t.member_id FOR UPDATE OF t`;
  const capped = await db<{ member_id: number }[]>`
    WITH cap AS (SELECT ${db.json(own as never)}::jsonb AS c),
    v AS (
      SELECT t.member_id, t.terms AS before,
             (SELECT coalesce(jsonb_object_agg(e.k, least(e.v::int, coalesce((cap.c ->> e.k)::int, 0)))
                        FILTER (WHERE least(e.v::int, coalesce((cap.c ->> e.k)::int, 0)) > 0), '{}'::jsonb)
                FROM jsonb_each_text(t.terms) AS e(k, v)) AS after
        FROM agent_terms t JOIN agent_team a ON a.descendant_id = t.member_id, cap
       WHERE a.ancestor_id = ${memberId} AND a.depth > 0
    ),
    changed AS (
      UPDATE agent_terms t SET terms = v.after, set_by = ${by}, updated_at = ${at}
        FROM v WHERE t.member_id = v.member_id AND v.after <> v.before
      RETURNING t.member_id, v.before, v.after
    ),
    audit AS (
      INSERT INTO audit_log (at, actor, action, subject, before, after)
      SELECT ${at}, ${by}, 'agent.terms_capped', 'member:' || member_id, before, after FROM changed
    )
    SELECT member_id::int AS member_id FROM changed`;
  return capped.map((r) => r.member_id);
}
