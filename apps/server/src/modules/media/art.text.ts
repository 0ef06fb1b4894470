/** Escapes text for SVG element content and attribute values; drops control characters. */
export function escapeXml(text: string): string {
  return (
    text
      // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  );
}

/** Rough advance width of a bold sans-serif string, in em (capitals are wider). */
export function textWidthEm(text: string): number {
  let w = 0;
  for (const ch of text) {
    if (ch === ' ') w += 0.3;
    else if (/[0-9₫%]/.test(ch) || (ch !== ch.toLowerCase() && ch === ch.toUpperCase()))
      w += /[MWĐ]/.test(ch) ? 0.9 : 0.74;
    else if (/[il.,:;'!|]/.test(ch)) w += 0.3;
    else if (/[mw]/.test(ch)) w += 0.9;
    else w += 0.6;
  }
  return w;
}

/** The largest font size (≤ max) at which the text fits the width. */
export function fitFontSize(text: string, width: number, max: number, min = 10): number {
  const em = textWidthEm(text) || 1;
  return Math.max(min, Math.min(max, Math.floor(width / em)));
}

/** Splits text into at most `lines` lines of roughly balanced width, breaking at spaces. */
export function wrapText(text: string, maxEmPerLine: number, lines = 2): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (textWidthEm(text) <= maxEmPerLine || words.length < 2 || lines < 2) return [text.trim()];
  let best: [string, string] = [text, ''];
  let bestScore = Number.POSITIVE_INFINITY;
  for (let i = 1; i < words.length; i++) {
    const a = words.slice(0, i).join(' ');
    const b = words.slice(i).join(' ');
    const score = Math.max(textWidthEm(a), textWidthEm(b));
    if (score < bestScore) {
      bestScore = score;
      best = [a, b];
    }
  }
  return best;
}

export const FONT_STACK = "'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Liberation Sans', 'DejaVu Sans', sans-serif";
