import { starPoints } from './art.motifs.js';
import { hash, paletteFor } from './art.palette.js';
import type { SceneInput } from './art.scenes.js';
import { escapeXml, FONT_STACK, fitFontSize } from './art.text.js';

const titleFromSlug = (slug: string) => slug.replace(/-/g, ' ').toUpperCase();

/** Up to three initials: "Pragmatic Play" → "PP", "JILI" → "J", "CQ9 Gaming" → "CQ9". */
export function initials(name: string): string {
  const words = name.split(/[\s_-]+/).filter(Boolean);
  const first = words[0];
  if (!first) return '?';
  if (first.length <= 3) return first.toUpperCase();
  // "WS168", "DS88 Sabong": the letters before the number read better than a cut number.
  if (/\d/.test(first)) return (/^[A-Za-z]+/.exec(first)?.[0] ?? first).slice(0, 3).toUpperCase();
  if (words.length === 1) return first.slice(0, 3).toUpperCase();
  return words
    .slice(0, 2)
    .map((w) => w[0]!)
    .join('')
    .toUpperCase();
}

function emblemShape(kind: number, cx: number, cy: number, r: number, fill: string, stroke: string): string {
  const common = `fill="${fill}" stroke="${stroke}" stroke-width="3"`;
  switch (kind) {
    case 0:
      return `<circle cx="${cx}" cy="${cy}" r="${r}" ${common}/>`;
    case 1: {
      const pts = Array.from({ length: 6 }, (_, i) => {
        const a = (Math.PI / 3) * i + Math.PI / 6;
        return `${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`;
      }).join(' ');
      return `<polygon points="${pts}" ${common}/>`;
    }
    case 2:
      return `<polygon points="${cx},${cy - r} ${cx + r},${cy} ${cx},${cy + r} ${cx - r},${cy}" ${common}/>`;
    case 3:
      return `<path d="M${cx} ${cy - r} L${cx + r * 0.9} ${cy - r * 0.6} Q${cx + r * 0.9} ${cy + r * 0.5} ${cx} ${cy + r} Q${cx - r * 0.9} ${cy + r * 0.5} ${cx - r * 0.9} ${cy - r * 0.6} Z" ${common}/>`;
    default:
      return `<rect x="${cx - r}" y="${cy - r}" width="${2 * r}" height="${2 * r}" rx="${r * 0.35}" ${common}/>`;
  }
}

function wrap(w: number, h: number, defs: string, body: string, label: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeXml(label)}"><defs>${defs}</defs>${body}</svg>`;
}

/** 240×96 vendor logo: emblem with initials and the vendor's name; shape and colours from the slug. */
export function vendorSvg(i: SceneInput): string {
  const p = paletteFor(i.slug);
  const h = hash(i.slug);
  const name = i.t || titleFromSlug(i.slug);
  const mark = initials(name);
  const shape = (h >>> 4) % 5;
  const italic = (h >>> 8) % 3 === 0;
  const upper = (h >>> 10) % 2 === 0;
  const word = upper ? name.toUpperCase() : name;
  const size = fitFontSize(word, 132, 30, 12);
  const markSize = mark.length >= 3 ? 17 : mark.length === 2 ? 22 : 28;
  const defs = `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient>
<linearGradient id="em" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff6c2"/><stop offset="1" stop-color="${p.accent}"/></linearGradient>
<radialGradient id="gl" cx=".2" cy=".3" r=".8"><stop offset="0" stop-color="${p.glow}" stop-opacity=".55"/><stop offset="1" stop-color="${p.glow}" stop-opacity="0"/></radialGradient>`;
  const body = `<rect width="240" height="96" rx="16" fill="url(#bg)"/><rect width="240" height="96" rx="16" fill="url(#gl)"/>
<rect x="1.5" y="1.5" width="237" height="93" rx="15" fill="none" stroke="#ffffff" stroke-opacity=".25" stroke-width="2"/>
${emblemShape(shape, 48, 48, 30, 'url(#em)', '#ffffff')}
<text x="48" y="${48 + markSize * 0.36}" text-anchor="middle" font-size="${markSize}" font-weight="900" fill="${p.from}" font-family="${FONT_STACK}">${escapeXml(mark)}</text>
<text x="92" y="${48 + size * 0.36}" font-size="${size}" font-weight="900" ${italic ? 'font-style="italic" ' : ''}fill="#ffffff" font-family="${FONT_STACK}">${escapeXml(word)}</text>
<rect x="92" y="${48 + size * 0.36 + 8}" width="${Math.min(130, size * 2.2)}" height="4" rx="2" fill="${p.accent}"/>`;
  return wrap(240, 96, defs, body, name);
}

/** 240×96 licence seal: star-ringed seal, acronym and authority name. */
export function licenceSvg(i: SceneInput): string {
  const p = paletteFor(i.slug);
  const acronym = i.t || titleFromSlug(i.slug);
  const authority = i.s ?? '';
  const ring = Array.from({ length: 12 }, (_, n) => {
    const a = (Math.PI / 6) * n;
    return `<polygon points="${starPoints(46 + 33 * Math.cos(a), 48 + 33 * Math.sin(a), 4, 1.8)}" fill="${p.accent}"/>`;
  }).join('');
  const defs = `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1b1b2f"/><stop offset="1" stop-color="${p.from}"/></linearGradient>
<linearGradient id="seal" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff6c2"/><stop offset="1" stop-color="${p.accent}"/></linearGradient>`;
  const body = `<rect width="240" height="96" rx="14" fill="url(#bg)"/><rect x="1.5" y="1.5" width="237" height="93" rx="13" fill="none" stroke="${p.accent}" stroke-opacity=".6" stroke-width="2"/>
<circle cx="46" cy="48" r="40" fill="none" stroke="${p.accent}" stroke-width="2"/>${ring}
<circle cx="46" cy="48" r="24" fill="url(#seal)"/><polygon points="${starPoints(46, 48, 13, 5.5)}" fill="#1b1b2f"/>
<text x="98" y="${authority ? 50 : 60}" font-size="${fitFontSize(acronym, 130, 34, 14)}" font-weight="900" fill="#ffffff" font-family="${FONT_STACK}">${escapeXml(acronym)}</text>
${authority ? `<text x="98" y="72" font-size="${fitFontSize(authority, 128, 12, 6)}" font-weight="700" fill="${p.accent}" font-family="${FONT_STACK}">${escapeXml(authority.toUpperCase())}</text>` : ''}`;
  return wrap(240, 96, defs, body, authority ? `${acronym} ${authority}` : acronym);
}

/** 360×96 site logo: star emblem and two-tone wordmark on a pill, legible on light and dark headers. */
export function logoSvg(i: SceneInput): string {
  const name = i.t || titleFromSlug(i.slug);
  const [first, ...rest] = name.split(' ');
  const second = rest.join(' ');
  const size = fitFontSize(name, 250, 44, 18);
  const defs = `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#2a0845"/><stop offset="1" stop-color="#6441a5"/></linearGradient>
<linearGradient id="gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff6c2"/><stop offset=".5" stop-color="#ffd34d"/><stop offset="1" stop-color="#d19a00"/></linearGradient>`;
  const body = `<rect width="360" height="96" rx="48" fill="url(#bg)"/><circle cx="48" cy="48" r="34" fill="#ffffff" fill-opacity=".12"/>
<polygon points="${starPoints(48, 50, 28, 12)}" fill="url(#gold)" stroke="#fff6c2" stroke-width="2" stroke-linejoin="round"/>
<text x="94" y="${48 + size * 0.36}" font-size="${size}" font-weight="900" font-family="${FONT_STACK}"><tspan fill="url(#gold)">${escapeXml(first ?? '')}</tspan>${second ? `<tspan fill="#ffffff" dx="10">${escapeXml(second)}</tspan>` : ''}</text>`;
  return wrap(360, 96, defs, body, name);
}
