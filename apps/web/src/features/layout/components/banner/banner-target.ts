import type { Banner } from '@app/contracts';

/** Where a banner click leads: nowhere, an in-app route, or an external page in a new tab. */
export type BannerTarget = { kind: 'none' } | { kind: 'route'; to: string } | { kind: 'external'; href: string };

/** Only http(s) targets open externally; anything else (javascript:, data:) is refused. */
function safeExternal(raw: string): string | null {
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Maps a banner's linkageType/linkageTarget to what a click does (spec §2 banner area). */
export function bannerTarget(banner: Pick<Banner, 'linkageType' | 'linkageTarget'>): BannerTarget {
  const target = banner.linkageTarget?.trim() ?? '';
  if (!target) return { kind: 'none' };
  switch (banner.linkageType) {
    case 'ROUTE':
      // In-app paths only; a full URL given as a route is treated as external.
      if (target.startsWith('/')) return { kind: 'route', to: target };
      return externalOrNone(target);
    case 'URL':
      return externalOrNone(target);
    case 'PROMO':
      return { kind: 'route', to: `/promoDetail?id=${encodeURIComponent(target)}` };
    case 'GAME':
      return { kind: 'route', to: `/game?nodeId=${encodeURIComponent(target)}` };
    default:
      return { kind: 'none' };
  }
}

function externalOrNone(raw: string): BannerTarget {
  const href = safeExternal(raw);
  return href ? { kind: 'external', href } : { kind: 'none' };
}

/** Spec §2: autoplay only when the group has more than one banner. */
export function shouldAutoplay(count: number): boolean {
  return count > 1;
}

/** Spec §9: banner autoplay delay. */
export const BANNER_AUTOPLAY_DELAY_MS = 5000;
