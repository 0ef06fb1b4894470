import { CATEGORY_MOTIFS, motif, motifDefs } from './art.motifs.js';
import { hash, paletteFor, rng } from './art.palette.js';
import { escapeXml, FONT_STACK, fitFontSize, textWidthEm, wrapText } from './art.text.js';
import { type ArtMotif, ArtMotifs } from './media.urls.js';

/** Inputs of every scene: slug (drives colours and layout) and optional texts. */
export interface SceneInput {
  slug: string;
  t?: string;
  s?: string;
  c?: string;
  m?: ArtMotif;
}

const titleFromSlug = (slug: string) => slug.replace(/-/g, ' ').toUpperCase();
// Motifs that read as "a game" when a tile names none (a phone or a shield does not).
const GAME_MOTIFS = ArtMotifs.filter((m) => m !== 'phone' && m !== 'shield');
const pickMotif = (i: SceneInput): ArtMotif =>
  i.m ?? CATEGORY_MOTIFS[i.slug.split('-')[0] ?? ''] ?? GAME_MOTIFS[hash(i.slug) % GAME_MOTIFS.length]!;

function svg(w: number, h: number, defs: string, body: string, label: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeXml(label)}"><defs>${defs}</defs>${body}</svg>`;
}

function background(slug: string, w: number, h: number): { defs: string; body: string } {
  const p = paletteFor(slug);
  const r = rng(slug);
  const angle = Math.floor(r() * 60) - 30;
  const bokeh = Array.from({ length: 14 }, () => {
    const x = Math.round(r() * w);
    const y = Math.round(r() * h);
    const rad = Math.round((0.02 + r() * 0.08) * h);
    return `<circle cx="${x}" cy="${y}" r="${rad}" fill="#ffffff" fill-opacity="${(0.03 + r() * 0.08).toFixed(2)}"/>`;
  }).join('');
  const streaks = Array.from({ length: 3 }, (_, i) => {
    const x = Math.round(w * (0.35 + i * 0.18 + r() * 0.05));
    const sw = Math.round(w * (0.03 + r() * 0.05));
    return `<polygon points="${x},0 ${x + sw},0 ${x + sw - h * 0.6},${h} ${x - h * 0.6},${h}" fill="#ffffff" fill-opacity="0.05"/>`;
  }).join('');
  const defs = `<linearGradient id="bg" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient>
<radialGradient id="glow" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="${p.glow}" stop-opacity=".85"/><stop offset="1" stop-color="${p.glow}" stop-opacity="0"/></radialGradient>
<linearGradient id="cta" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff3b0"/><stop offset="1" stop-color="${p.accent}"/></linearGradient>
<pattern id="dots" width="24" height="24" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="2" fill="#ffffff" fill-opacity=".12"/></pattern>
<filter id="shadow" x="-10%" y="-10%" width="120%" height="140%"><feDropShadow dx="0" dy="4" stdDeviation="4" flood-color="#000" flood-opacity=".45"/></filter>
${motifDefs(p)}`;
  const body = `<rect width="${w}" height="${h}" fill="url(#bg)"/><rect width="${w}" height="${h}" fill="url(#dots)"/>${streaks}${bokeh}`;
  return { defs, body };
}

/** 1920×520 banner: headline, sub-headline and call to action on the left, motif on the right. */
export function bannerSvg(i: SceneInput): string {
  const W = 1920;
  const H = 520;
  const p = paletteFor(i.slug);
  const { defs, body } = background(i.slug, W, H);
  const title = i.t || titleFromSlug(i.slug);
  const lines = wrapText(title, 1080 / 104);
  const size = Math.min(...lines.map((l) => fitFontSize(l, 1080, 116, 52)));
  const top = lines.length === 1 ? 215 : 165;
  const heading = lines
    .map(
      (l, n) =>
        `<text x="150" y="${top + n * size * 1.08}" font-size="${size}" font-weight="900" fill="#ffffff" filter="url(#shadow)" font-family="${FONT_STACK}">${escapeXml(l)}</text>`,
    )
    .join('');
  const subY = top + (lines.length - 1) * size * 1.08 + 76;
  const sub = i.s
    ? `<text x="150" y="${subY}" font-size="${fitFontSize(i.s, 1080, 50, 26)}" font-weight="700" fill="${p.accent}" font-family="${FONT_STACK}">${escapeXml(i.s)}</text>`
    : '';
  const ctaW = i.c ? Math.round(textWidthEm(i.c) * 36 + 100) : 0;
  const cta = i.c
    ? `<g filter="url(#shadow)"><rect x="150" y="${subY + 38}" width="${ctaW}" height="80" rx="40" fill="url(#cta)"/><text x="${150 + ctaW / 2}" y="${subY + 91}" text-anchor="middle" font-size="36" font-weight="800" fill="${p.onAccent}" font-family="${FONT_STACK}">${escapeXml(i.c)}</text></g>`
    : '';
  const art = `<circle cx="1500" cy="260" r="300" fill="url(#glow)"/><circle cx="1500" cy="260" r="190" fill="none" stroke="#ffffff" stroke-opacity=".18" stroke-width="3" stroke-dasharray="6 14"/>${motif(pickMotif(i), p, 1310, 70, 380)}`;
  const frame = `<rect x="0" y="${H - 10}" width="${W}" height="10" fill="${p.accent}" fill-opacity=".85"/>`;
  return svg(W, H, defs, `${body}${art}${heading}${sub}${cta}${frame}`, title);
}

/** 800×400 promotion card. */
export function promoSvg(i: SceneInput): string {
  const W = 800;
  const H = 400;
  const p = paletteFor(i.slug);
  const { defs, body } = background(i.slug, W, H);
  const title = i.t || titleFromSlug(i.slug);
  const lines = wrapText(title, 440 / 56);
  const size = Math.min(...lines.map((l) => fitFontSize(l, 440, 60, 28)));
  const heading = lines
    .map(
      (l, n) =>
        `<text x="48" y="${150 + n * size * 1.1}" font-size="${size}" font-weight="900" fill="#ffffff" filter="url(#shadow)" font-family="${FONT_STACK}">${escapeXml(l)}</text>`,
    )
    .join('');
  const subY = 150 + (lines.length - 1) * size * 1.1 + 56;
  const sub = i.s
    ? `<rect x="44" y="${subY - 34}" width="${Math.min(460, textWidthEm(i.s) * 26 + 36)}" height="50" rx="25" fill="${p.accent}"/><text x="62" y="${subY}" font-size="${fitFontSize(i.s, 430, 26, 16)}" font-weight="800" fill="${p.onAccent}" font-family="${FONT_STACK}">${escapeXml(i.s)}</text>`
    : '';
  const art = `<circle cx="620" cy="200" r="190" fill="url(#glow)"/>${motif(pickMotif(i), p, 480, 70, 270)}`;
  return svg(W, H, defs, `${body}${art}${heading}${sub}`, title);
}

/** 400×300 (4:3) game tile: motif, title on a dark scrim, vendor tag. */
export function gameSvg(i: SceneInput): string {
  const W = 400;
  const H = 300;
  const p = paletteFor(i.slug);
  const { defs, body } = background(i.slug, W, H);
  const title = i.t || titleFromSlug(i.slug);
  const lines = wrapText(title, 360 / 34);
  const size = Math.min(...lines.map((l) => fitFontSize(l, 360, 38, 18)));
  const baseY = H - 24 - (lines.length - 1) * size * 1.05;
  const heading = lines
    .map(
      (l, n) =>
        `<text x="200" y="${baseY + n * size * 1.05}" text-anchor="middle" font-size="${size}" font-weight="900" fill="#ffffff" filter="url(#shadow)" font-family="${FONT_STACK}">${escapeXml(l)}</text>`,
    )
    .join('');
  const scrim = `<linearGradient id="scrim" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".7"/></linearGradient>`;
  const tag = i.s
    ? `<rect x="12" y="12" width="${Math.round(textWidthEm(i.s) * 16 + 24)}" height="30" rx="15" fill="${p.accent}"/><text x="24" y="33" font-size="16" font-weight="800" fill="${p.onAccent}" font-family="${FONT_STACK}">${escapeXml(i.s)}</text>`
    : '';
  const art = `<circle cx="200" cy="120" r="130" fill="url(#glow)"/>${motif(pickMotif(i), p, 110, 20, 180)}`;
  return svg(
    W,
    H,
    defs + scrim,
    `${body}${art}<rect y="${H * 0.5}" width="${W}" height="${H * 0.5}" fill="url(#scrim)"/>${heading}${tag}`,
    title,
  );
}

/** 200×200 category icon tile. */
export function categorySvg(i: SceneInput): string {
  const p = paletteFor(i.slug);
  const { defs, body } = background(i.slug, 200, 200);
  const title = i.t || titleFromSlug(i.slug);
  const size = fitFontSize(title, 176, 28, 12);
  const clip = `<clipPath id="round"><rect width="200" height="200" rx="36"/></clipPath>`;
  return svg(
    200,
    200,
    defs + clip,
    `<g clip-path="url(#round)">${body}<circle cx="100" cy="84" r="80" fill="url(#glow)"/>${motif(pickMotif(i), p, 44, 20, 112)}<text x="100" y="180" text-anchor="middle" font-size="${size}" font-weight="900" fill="#ffffff" filter="url(#shadow)" font-family="${FONT_STACK}">${escapeXml(title)}</text></g>`,
    title,
  );
}
