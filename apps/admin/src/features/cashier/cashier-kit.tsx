/** <input type="datetime-local"> text → ISO instant, or nothing. */
export const isoOf = (local: string | undefined): string | undefined =>
  local ? new Date(local).toISOString() : undefined;

/** The shared amount fields (one parser for every screen): a positive amount, and its editable text. */
export { positiveMinorOf as minorOf, textOfMinor as majorText } from '../../shared/amount-input';

/**
 * Every row a list's filters match, read page by page at the largest page size (for the CSV export: the
 * whole result, not only the page on screen), up to `cap` rows.
 */
export async function allPages<T>(
  read: (page: number, pageSize: number) => Promise<{ items: T[]; total: number }>,
  cap = 10_000,
): Promise<T[]> {
  const out: T[] = [];
  for (let page = 1; out.length < cap; page++) {
    const p = await read(page, 200);
    out.push(...p.items);
    if (p.items.length < 200 || out.length >= p.total) break;
  }
  return out.slice(0, cap);
}
