const PALETTES = [
  ['#7c3aed', '#db2777'],
  ['#0ea5e9', '#6366f1'],
  ['#f59e0b', '#dc2626'],
  ['#10b981', '#0e7490'],
  ['#9333ea', '#f59e0b'],
] as const;

/**
 * Generated artwork for a promotion whose own image fails to load: a gradient card in one of five
 * palettes chosen by id, so neighbouring cards differ and none is ever a broken image.
 */
export function promoFallbackArt(id: number): string {
  const [a, b] = PALETTES[Math.abs(id) % PALETTES.length] ?? PALETTES[0];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 300"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="640" height="300" fill="url(#g)"/><circle cx="540" cy="60" r="120" fill="#fff" opacity=".12"/><circle cx="80" cy="280" r="90" fill="#fff" opacity=".1"/><g transform="translate(460 150)"><rect x="-60" y="-20" width="120" height="90" rx="10" fill="#fbbf24"/><rect x="-70" y="-40" width="140" height="30" rx="8" fill="#fde68a"/><rect x="-10" y="-40" width="20" height="110" fill="#db2777"/></g></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
