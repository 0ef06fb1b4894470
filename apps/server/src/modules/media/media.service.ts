import { createHash } from 'node:crypto';
import { licenceSvg, logoSvg, vendorSvg } from './art.badges.js';
import { bannerSvg, categorySvg, gameSvg, promoSvg, type SceneInput } from './art.scenes.js';
import type { ArtKind } from './media.urls.js';

const RENDERERS: Record<ArtKind, (i: SceneInput) => string> = {
  banner: bannerSvg,
  vendor: vendorSvg,
  licence: licenceSvg,
  promo: promoSvg,
  category: categorySvg,
  game: gameSvg,
  logo: logoSvg,
};

export interface RenderedArt {
  svg: string;
  etag: string;
}

/** Renders one artwork. Pure: the same kind, slug and texts always give the same bytes. */
export function renderArt(kind: ArtKind, input: SceneInput): RenderedArt {
  const svg = RENDERERS[kind](input);
  const etag = `"${createHash('sha1').update(svg).digest('base64url').slice(0, 20)}"`;
  return { svg, etag };
}
