/**
 * Drops an article's opening heading when it only repeats the title shown above it (operators
 * often start the HTML with the same heading), so the title never appears twice.
 */
export function withoutRepeatedTitle(html: string, title: string): string {
  const m = /^\s*<h[1-3][^>]*>([\s\S]*?)<\/h[1-3]>/i.exec(html);
  if (!m) return html;
  const heading = (m[1] ?? '')
    .replace(/<[^>]+>/g, '')
    .trim()
    .toLowerCase();
  return heading === title.trim().toLowerCase() ? html.slice(m[0].length) : html;
}
