import { type AgentTermKind, AgentTermKinds, type AgentTerms } from '@app/contracts';

/**
 * Contract terms are rates in basis points (1% = 100). People type and read percentages with at most
 * two decimals; these convert exactly (no float drift: '0.29' is 29, not 28.999…).
 */
export function percentToBps(text: string): number | null {
  const m = /^\s*(\d{1,3})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!m) return null;
  const bps = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return bps <= 10_000 ? bps : null;
}

/** The kinds whose rate is above the upline's own (the server refuses those too: agent_terms_exceed_upline). */
export function termsAboveCeiling(terms: AgentTerms, ceiling: AgentTerms): AgentTermKind[] {
  return AgentTermKinds.filter((k) => (terms[k] ?? 0) > (ceiling[k] ?? 0));
}

/** Typed percentages → terms; null when one is not a percentage with at most two decimals. */
export function termsFromText(text: Partial<Record<AgentTermKind, string>>): AgentTerms | null {
  const out: AgentTerms = {};
  for (const k of AgentTermKinds) {
    const raw = text[k]?.trim() ?? '';
    if (raw === '') continue;
    const bps = percentToBps(raw);
    if (bps === null) return null;
    if (bps > 0) out[k] = bps;
  }
  return out;
}
