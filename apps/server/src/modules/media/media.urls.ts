/** Kinds of generated artwork served under /media/art/<kind>/<slug>.svg. */
export const ArtKinds = ['banner', 'vendor', 'licence', 'promo', 'category', 'game', 'logo'] as const;
export type ArtKind = (typeof ArtKinds)[number];

/** Decorative motifs a banner or promo can carry. */
export const ArtMotifs = [
  'coins',
  'cards',
  'chips',
  'ball',
  'slot',
  'fish',
  'rooster',
  'lotto',
  'controller',
  'trophy',
  'gift',
  'phone',
  'shield',
  'star',
] as const;
export type ArtMotif = (typeof ArtMotifs)[number];

export interface ArtText {
  /** Title / headline. */
  t?: string;
  /** Sub-headline. */
  s?: string;
  /** Call to action on a banner button. */
  c?: string;
  /** Motif. */
  m?: ArtMotif;
}

/** Turns any name into the slug form the art route accepts ("PG Soft" → "pg-soft"). */
export function slugify(name: string): string {
  return (
    name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/đ/gi, 'd')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 64) || 'art'
  );
}

/** Root-relative URL of a generated artwork. The SVG depends only on this URL, so it is cached forever. */
export function artUrl(kind: ArtKind, slug: string, text: ArtText = {}): string {
  const q = new URLSearchParams();
  for (const key of ['t', 's', 'c', 'm'] as const) {
    const v = text[key];
    if (v) q.set(key, v);
  }
  const qs = q.toString();
  return `/media/art/${kind}/${slugify(slug)}.svg${qs ? `?${qs}` : ''}`;
}
