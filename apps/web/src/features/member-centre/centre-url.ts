import { navigateTo } from '../../shared/router/app-navigator';
import type { CentrePageId } from './centre-pages';

/**
 * The open page lives in the address as `?mc=<pageId>` (a query parameter, not a hash: /help#term
 * already uses the hash, and a parameter survives reload and back/forward on any route).
 */
export const CENTRE_PARAM = 'mc';

/** Parameters that belong to one centre page (cleared when the centre closes or changes page). */
const PAGE_PARAMS = ['depositId'];

/** `current` (an absolute address) with the centre at `page` (or closed when null), other parameters kept. */
export function centreHref(current: string, page: CentrePageId | null, extra: Record<string, string> = {}): string {
  const url = new URL(current);
  url.searchParams.delete(CENTRE_PARAM);
  for (const p of PAGE_PARAMS) url.searchParams.delete(p);
  if (page) url.searchParams.set(CENTRE_PARAM, page);
  for (const [k, v] of Object.entries(extra)) url.searchParams.set(k, v);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Opens the centre at `page` (a new history entry, so back closes it). */
export function openCentrePage(page: CentrePageId, extra?: Record<string, string>): void {
  navigateTo(centreHref(window.location.href, page, extra));
}

/** Closes the centre, keeping the page underneath. */
export function closeCentre(): void {
  navigateTo(centreHref(window.location.href, null));
}
