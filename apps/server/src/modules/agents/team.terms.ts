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

/** Writes a member's terms (insert or replace) in the caller's transaction. */
export async function writeTerms(db: Queryable, memberId: number, terms: AgentTerms, by: string, at: Date) {
  await db`INSERT INTO agent_terms (member_id, terms, set_by, updated_at)
    VALUES (${memberId}, ${db.json(normaliseTerms(terms) as never)}, ${by}, ${at})
    ON CONFLICT (member_id) DO UPDATE SET terms = EXCLUDED.terms, set_by = EXCLUDED.set_by,
      updated_at = EXCLUDED.updated_at`;
}
