import type { Palette } from './art.palette.js';
import type { ArtMotif } from './media.urls.js';

/**
 * Illustrations drawn in a 200×200 box from plain shapes (no fonts needed except a few digits).
 * They reference the gradients defined by `motifDefs` (ids prefixed "m-").
 */

export function motifDefs(p: Palette): string {
  return `<linearGradient id="m-gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff6c2"/><stop offset=".45" stop-color="#ffd34d"/><stop offset="1" stop-color="#c98a00"/></linearGradient>
<linearGradient id="m-silver" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#c9d3e0"/></linearGradient>
<linearGradient id="m-accent" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.glow}"/><stop offset="1" stop-color="${p.to}"/></linearGradient>
<linearGradient id="m-red" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ff6b6b"/><stop offset="1" stop-color="#c0122a"/></linearGradient>`;
}

export function starPoints(cx: number, cy: number, outer: number, inner: number, points = 5): string {
  const out: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = (Math.PI / points) * i - Math.PI / 2;
    out.push(`${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`);
  }
  return out.join(' ');
}

const coin = (x: number, y: number, r: number) =>
  `<g><ellipse cx="${x}" cy="${y + r * 0.12}" rx="${r}" ry="${r}" fill="#a86b00"/><circle cx="${x}" cy="${y}" r="${r}" fill="url(#m-gold)" stroke="#fff3b0" stroke-width="${r * 0.06}"/><circle cx="${x}" cy="${y}" r="${r * 0.72}" fill="none" stroke="#b07800" stroke-width="${r * 0.08}"/><polygon points="${starPoints(x, y, r * 0.45, r * 0.2)}" fill="#b07800"/></g>`;

const card = (x: number, y: number, rot: number, suit: 'heart' | 'spade', letter: string) => {
  const colour = suit === 'heart' ? '#d7263d' : '#1b1b2f';
  const shape =
    suit === 'heart'
      ? 'M0 12 C-22 -6 -12 -26 0 -12 C12 -26 22 -6 0 12 Z'
      : 'M0 -16 C-20 2 -16 16 -4 10 L-8 20 L8 20 L4 10 C16 16 20 2 0 -16 Z';
  return `<g transform="translate(${x} ${y}) rotate(${rot})"><rect x="-42" y="-60" width="84" height="120" rx="10" fill="url(#m-silver)" stroke="#ffffff" stroke-width="2"/><text x="-30" y="-34" font-size="24" font-weight="800" fill="${colour}" font-family="Arial, sans-serif">${letter}</text><g transform="translate(0 8) scale(1.6)"><path d="${shape}" fill="${colour}"/></g></g>`;
};

const MOTIFS: Record<ArtMotif, (p: Palette) => string> = {
  coins: () => `${coin(70, 130, 46)}${coin(130, 110, 52)}${coin(95, 70, 40)}`,
  cards: () => `${card(80, 100, -14, 'spade', 'A')}${card(122, 104, 12, 'heart', 'K')}`,
  chips: (p) =>
    [
      [70, 120, '#d7263d'],
      [130, 120, p.to],
      [100, 75, '#1e9e50'],
    ]
      .map(
        ([x, y, c]) =>
          `<g><circle cx="${x}" cy="${y}" r="44" fill="${c}" stroke="#ffffff" stroke-width="10" stroke-dasharray="17 12"/><circle cx="${x}" cy="${y}" r="28" fill="none" stroke="#ffffff" stroke-opacity=".7" stroke-width="3"/><circle cx="${x}" cy="${y}" r="20" fill="url(#m-gold)"/></g>`,
      )
      .join(''),
  ball: () =>
    `<circle cx="100" cy="100" r="78" fill="url(#m-silver)" stroke="#1b1b2f" stroke-width="4"/><polygon points="${starPoints(100, 100, 30, 30, 5)}" fill="#1b1b2f"/><g stroke="#1b1b2f" stroke-width="5" fill="none"><path d="M100 70 L100 24"/><path d="M129 91 L172 76"/><path d="M118 124 L146 160"/><path d="M82 124 L54 160"/><path d="M71 91 L28 76"/></g><g fill="#1b1b2f"><path d="M88 24 L112 24 L100 22 Z"/><circle cx="172" cy="76" r="12"/><circle cx="148" cy="162" r="12"/><circle cx="52" cy="162" r="12"/><circle cx="28" cy="76" r="12"/></g>`,
  slot: () =>
    `<rect x="30" y="40" width="130" height="140" rx="18" fill="url(#m-red)" stroke="#fff3b0" stroke-width="5"/><rect x="44" y="70" width="102" height="60" rx="8" fill="#ffffff"/>${[0, 1, 2].map((i) => `<text x="${61 + i * 34}" y="117" text-anchor="middle" font-size="40" font-weight="900" fill="#d7263d" font-family="Arial, sans-serif">7</text>`).join('')}<rect x="60" y="22" width="70" height="26" rx="8" fill="url(#m-gold)"/><rect x="166" y="60" width="8" height="70" rx="4" fill="#c9d3e0"/><circle cx="170" cy="56" r="12" fill="url(#m-gold)"/><rect x="56" y="146" width="78" height="16" rx="8" fill="#7b0d1e"/>`,
  fish: () =>
    `<path d="M30 100 C60 40 140 40 165 100 C140 160 60 160 30 100 Z" fill="url(#m-gold)" stroke="#fff3b0" stroke-width="4"/><path d="M160 100 L198 64 L188 100 L198 136 Z" fill="#ff8f00"/><circle cx="62" cy="92" r="10" fill="#ffffff"/><circle cx="64" cy="92" r="5" fill="#1b1b2f"/><g fill="none" stroke="#c98a00" stroke-width="4"><path d="M92 70 Q110 100 92 130"/><path d="M115 66 Q135 100 115 134"/></g><circle cx="28" cy="50" r="8" fill="#ffffff" fill-opacity=".7"/><circle cx="14" cy="28" r="5" fill="#ffffff" fill-opacity=".5"/>`,
  rooster: () =>
    `<path d="M120 70 C170 40 190 90 176 130 C166 100 150 96 140 112 Z" fill="#1e9e50"/><path d="M128 80 C180 70 190 130 160 160 C160 130 146 120 136 126 Z" fill="#0b5d8c"/><ellipse cx="100" cy="120" rx="52" ry="42" fill="url(#m-red)"/><circle cx="66" cy="68" r="24" fill="#d7263d"/><path d="M52 48 Q56 30 64 44 Q70 26 76 44 Q84 30 84 50 Z" fill="#ff3b3b"/><path d="M42 66 L24 74 L44 78 Z" fill="url(#m-gold)"/><circle cx="62" cy="64" r="5" fill="#1b1b2f"/><path d="M56 86 Q60 102 70 92 Z" fill="#ff3b3b"/><g stroke="url(#m-gold)" stroke-width="6" stroke-linecap="round"><path d="M90 158 L84 190"/><path d="M114 158 L120 190"/></g>`,
  lotto: (p) =>
    [
      [60, 120, '#d7263d', '8'],
      [140, 120, p.to, '6'],
      [100, 70, '#1e9e50', '9'],
    ]
      .map(
        ([x, y, c, n]) =>
          `<g><circle cx="${x}" cy="${y}" r="44" fill="${c}" stroke="#ffffff" stroke-width="3"/><circle cx="${Number(x) - 14}" cy="${Number(y) - 16}" r="10" fill="#ffffff" fill-opacity=".35"/><circle cx="${x}" cy="${y}" r="24" fill="#ffffff"/><text x="${x}" y="${Number(y) + 11}" text-anchor="middle" font-size="30" font-weight="900" fill="#1b1b2f" font-family="Arial, sans-serif">${n}</text></g>`,
      )
      .join(''),
  controller: () =>
    `<path d="M40 80 Q100 60 160 80 Q190 90 186 140 Q182 172 158 166 Q140 160 128 140 L72 140 Q60 160 42 166 Q18 172 14 140 Q10 90 40 80 Z" fill="url(#m-accent)" stroke="#ffffff" stroke-width="4"/><g fill="#ffffff"><rect x="44" y="100" width="36" height="12" rx="3"/><rect x="56" y="88" width="12" height="36" rx="3"/></g><circle cx="140" cy="96" r="8" fill="#ffd54f"/><circle cx="156" cy="112" r="8" fill="#ff6b6b"/><circle cx="124" cy="112" r="8" fill="#7fffd4"/><circle cx="140" cy="128" r="8" fill="#6a82fb"/>`,
  trophy: () =>
    `<path d="M58 30 L142 30 L138 92 Q134 126 100 130 Q66 126 62 92 Z" fill="url(#m-gold)" stroke="#fff3b0" stroke-width="4"/><path d="M58 44 Q24 44 30 74 Q36 98 64 100" fill="none" stroke="url(#m-gold)" stroke-width="10"/><path d="M142 44 Q176 44 170 74 Q164 98 136 100" fill="none" stroke="url(#m-gold)" stroke-width="10"/><rect x="90" y="128" width="20" height="28" fill="#c98a00"/><rect x="62" y="154" width="76" height="22" rx="6" fill="url(#m-gold)"/><polygon points="${starPoints(100, 74, 24, 10)}" fill="#fff6c2"/>`,
  gift: () =>
    `<rect x="36" y="86" width="128" height="96" rx="8" fill="url(#m-red)"/><rect x="28" y="66" width="144" height="30" rx="6" fill="#ff3b3b"/><rect x="90" y="66" width="20" height="116" fill="url(#m-gold)"/><path d="M100 66 C70 20 40 50 70 64 Z" fill="url(#m-gold)"/><path d="M100 66 C130 20 160 50 130 64 Z" fill="url(#m-gold)"/><circle cx="100" cy="64" r="10" fill="#ffd34d"/>`,
  phone: () =>
    `<rect x="60" y="18" width="84" height="166" rx="16" fill="#1b1b2f" stroke="#c9d3e0" stroke-width="4"/><rect x="68" y="34" width="68" height="128" rx="6" fill="url(#m-accent)"/><polygon points="92,78 92,118 122,98" fill="#ffffff"/><rect x="88" y="24" width="28" height="5" rx="2.5" fill="#555"/><circle cx="102" cy="172" r="5" fill="#555"/><g fill="url(#m-gold)">${coin(160, 150, 22)}</g>`,
  shield: () =>
    `<path d="M100 20 L168 46 Q168 130 100 182 Q32 130 32 46 Z" fill="url(#m-accent)" stroke="#ffffff" stroke-width="6"/><path d="M100 36 L154 56 Q152 122 100 164 Z" fill="#ffffff" fill-opacity=".15"/><path d="M68 100 L92 124 L136 78" fill="none" stroke="#ffffff" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>`,
  star: () =>
    `<polygon points="${starPoints(100, 104, 80, 34)}" fill="url(#m-gold)" stroke="#fff3b0" stroke-width="4" stroke-linejoin="round"/><polygon points="${starPoints(100, 104, 40, 17)}" fill="#fff6c2" fill-opacity=".6"/><polygon points="${starPoints(170, 36, 14, 4, 4)}" fill="#ffffff"/><polygon points="${starPoints(30, 50, 10, 3, 4)}" fill="#ffffff"/>`,
};

/** A motif scaled into a square of `size` at (x, y). */
export function motif(name: ArtMotif, p: Palette, x: number, y: number, size: number): string {
  return `<g transform="translate(${x} ${y}) scale(${(size / 200).toFixed(3)})">${MOTIFS[name](p)}</g>`;
}

/** Motif used when a category or tile names none. */
export const CATEGORY_MOTIFS: Record<string, ArtMotif> = {
  rng: 'slot',
  slot: 'slot',
  live: 'cards',
  fish: 'fish',
  pvp: 'cards',
  sports: 'ball',
  esports: 'controller',
  elott: 'lotto',
  lott: 'lotto',
  lottery: 'lotto',
  vnlottery: 'lotto',
  cockfight: 'rooster',
  promotions: 'gift',
  pointmall: 'gift',
  vip: 'trophy',
  download: 'phone',
  help: 'shield',
};
