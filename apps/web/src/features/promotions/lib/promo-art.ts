import type { PromotionKind } from '@app/contracts';

const PALETTES = [
  ['#7c3aed', '#db2777'],
  ['#0ea5e9', '#6366f1'],
  ['#f59e0b', '#dc2626'],
  ['#10b981', '#0e7490'],
  ['#9333ea', '#f59e0b'],
] as const;

/** A glyph per kind, drawn around (0, 0) in a 200 × 200 box: what the promotion is about at a glance. */
const GLYPHS: Record<PromotionKind, string> = {
  // A gift box.
  deposit_bonus: `<rect x="-60" y="-20" width="120" height="90" rx="10" fill="#fbbf24"/><rect x="-70" y="-40" width="140" height="30" rx="8" fill="#fde68a"/><rect x="-10" y="-40" width="20" height="110" fill="#db2777"/>`,
  manual: `<rect x="-60" y="-20" width="120" height="90" rx="10" fill="#fde68a"/><rect x="-70" y="-40" width="140" height="30" rx="8" fill="#fbbf24"/><rect x="-10" y="-40" width="20" height="110" fill="#7c3aed"/>`,
  // A stack of coins with a percent sign.
  rebate: `<ellipse cx="0" cy="60" rx="70" ry="18" fill="#b45309"/><rect x="-70" y="0" width="140" height="60" fill="#f59e0b"/><ellipse cx="0" cy="0" rx="70" ry="18" fill="#fde68a"/><text x="0" y="48" font-family="Arial,sans-serif" font-size="56" font-weight="900" text-anchor="middle" fill="#7c2d12">%</text>`,
  cashback: `<circle r="70" fill="#fde68a"/><circle r="56" fill="#f59e0b"/><path d="M-20-30 A36 36 0 1 0 30 -10" fill="none" stroke="#7c2d12" stroke-width="12" stroke-linecap="round"/><path d="M30-40 L32-8 L0-12Z" fill="#7c2d12"/>`,
  // A star.
  first_login: `<path d="M0-80 L22-26 L80-24 L34 12 L50 70 L0 36 L-50 70 L-34 12 L-80-24 L-22-26Z" fill="#fde68a" stroke="#f59e0b" stroke-width="8" stroke-linejoin="round"/>`,
  // A calendar with a tick.
  signin: `<rect x="-70" y="-60" width="140" height="130" rx="14" fill="#fff"/><rect x="-70" y="-60" width="140" height="36" rx="14" fill="#f59e0b"/><path d="M-30 20 L-8 42 L36-6" fill="none" stroke="#16a34a" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>`,
  // A wheel.
  raffle: `<circle r="80" fill="#fde68a"/><g stroke="#fff" stroke-width="4"><path d="M0 0 L0-76 A76 76 0 0 1 66-38Z" fill="#db2777"/><path d="M0 0 L66-38 A76 76 0 0 1 66 38Z" fill="#7c3aed"/><path d="M0 0 L66 38 A76 76 0 0 1 0 76Z" fill="#f59e0b"/><path d="M0 0 L0 76 A76 76 0 0 1 -66 38Z" fill="#0ea5e9"/><path d="M0 0 L-66 38 A76 76 0 0 1 -66-38Z" fill="#10b981"/><path d="M0 0 L-66-38 A76 76 0 0 1 0-76Z" fill="#dc2626"/></g><circle r="14" fill="#fff"/><path d="M-12-96 L12-96 L0-72Z" fill="#fff"/>`,
};

/**
 * Artwork for a promotion without an image of its own (or whose image fails): a gradient card in one of
 * five palettes chosen by id, so neighbouring cards differ, with a glyph of its kind; never a grey box.
 */
export function promoFallbackArt(id: number, kind: PromotionKind = 'deposit_bonus'): string {
  const [a, b] = PALETTES[Math.abs(id) % PALETTES.length] ?? PALETTES[0];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 300"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="640" height="300" fill="url(#g)"/><circle cx="540" cy="60" r="120" fill="#fff" opacity=".12"/><circle cx="80" cy="280" r="90" fill="#fff" opacity=".1"/><circle cx="200" cy="40" r="6" fill="#fff" opacity=".5"/><circle cx="320" cy="250" r="4" fill="#fff" opacity=".5"/><g transform="translate(470 150)">${GLYPHS[kind]}</g></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** The image to show: the operator's, or the generated artwork when there is none. */
export function promoImage(p: { id: number; kind: PromotionKind; imageUrl: string }): string {
  return p.imageUrl.trim() === '' ? promoFallbackArt(p.id, p.kind) : p.imageUrl;
}
