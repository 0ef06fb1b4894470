/**
 * Sanitises the operator's promotion rules HTML on write: only an allow-list of formatting tags survives, with
 * no attributes but a link's href and an image's src/alt (http(s) or site-relative). Everything else is
 * escaped text, so the stored HTML holds no tag or attribute this function did not write itself.
 */
const ALLOWED = new Set([
  'p',
  'br',
  'ul',
  'ol',
  'li',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'span',
  'h3',
  'h4',
  'h5',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'a',
  'img',
  'small',
  'blockquote',
]);
const VOID = new Set(['br', 'img']);
const SAFE_URL = /^(https?:\/\/|\/(?!\/))[^\s"'<>`]*$/i;

const escapeText = (s: string) =>
  s
    .replace(/&(?!(#\d+|#x[0-9a-f]+|[a-z]+);)/gi, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
const escapeAttr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function attr(attrs: string, name: string): string | null {
  const m = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i').exec(attrs);
  if (!m) return null;
  return (m[1] ?? m[2] ?? m[3] ?? '').trim();
}

export function sanitizeRulesHtml(html: string): string {
  let out = '';
  const open: string[] = [];
  const tag = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:\s+[^<>]*?)?)\s*(\/?)>|<!--[\s\S]*?-->/g;
  let last = 0;
  // Drop the content of elements whose text is never meant to show.
  const stripped = html.replace(/<(script|style|iframe|object|embed|template)\b[\s\S]*?<\/\1\s*>/gi, '');
  for (let m = tag.exec(stripped); m; m = tag.exec(stripped)) {
    out += escapeText(stripped.slice(last, m.index));
    last = tag.lastIndex;
    if (m[0].startsWith('<!--')) continue;
    const closing = m[1] === '/';
    const name = (m[2] ?? '').toLowerCase();
    if (!ALLOWED.has(name)) continue;
    if (closing) {
      const at = open.lastIndexOf(name);
      if (at === -1) continue;
      while (open.length > at) out += `</${open.pop()}>`;
      continue;
    }
    let attrs = '';
    if (name === 'a') {
      const href = attr(m[3] ?? '', 'href');
      if (href && SAFE_URL.test(href)) attrs = ` href="${escapeAttr(href)}" rel="noopener noreferrer"`;
    } else if (name === 'img') {
      const src = attr(m[3] ?? '', 'src');
      if (!src || !SAFE_URL.test(src)) continue;
      attrs = ` src="${escapeAttr(src)}" alt="${escapeAttr(attr(m[3] ?? '', 'alt') ?? '')}"`;
    }
    out += `<${name}${attrs}>`;
    if (!VOID.has(name)) open.push(name);
  }
  out += escapeText(stripped.slice(last));
  while (open.length > 0) out += `</${open.pop()}>`;
  return out;
}
