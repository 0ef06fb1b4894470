import { matchesMedia, useMediaQuery } from '../media/media-query';

const QUERY = '(prefers-reduced-motion: reduce)';

/** Whether the visitor asked their system for less motion (false where media queries are unavailable). */
export function prefersReducedMotion(): boolean {
  return matchesMedia(QUERY);
}

/**
 * The same, as a hook that follows a change of the setting. Things that move by themselves (carousels
 * that autoplay, the vendor strip) stand still for these visitors (WCAG 2.2.2, "Pause, Stop, Hide"); a
 * stopped carousel also stops its animation-frame loop, which otherwise runs on every frame of every page.
 */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery(QUERY);
}
