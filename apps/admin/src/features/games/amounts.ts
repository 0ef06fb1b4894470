/**
 * An amount typed in đồng ("200,000" or "0.50") → minor units; null unless a positive amount with at most 2
 * decimals. Parsed as text so no float reaches the minor units. (Features do not import each other: the
 * cashier has its own copy.)
 */
export function minorOf(text: string): number | null {
  const m = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text.replaceAll(/[\s,]/g, ''));
  if (!m) return null;
  const minor = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return minor > 0 ? minor : null;
}

/** Minor units → the đồng text an operator edits. */
export const majorText = (minor: number): string =>
  minor % 100 === 0 ? String(minor / 100) : (minor / 100).toFixed(2);
