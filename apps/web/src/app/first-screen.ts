import { queryClient } from '../shared/api/query-client';
import { footerQueryOptions, noticesQueryOptions } from '../shared/content/content-queries';
import { readStoredLanguage } from '../shared/i18n/languages';
import { preparePage, routeHandleFor } from './route-table';

/** The longest a pre-rendered first screen waits for its data before the app renders anyway. */
const FIRST_SCREEN_WAIT_MS = 4000;

/**
 * Starts, as the entry script runs, what the first screen would otherwise ask for only after the system
 * status and the start-up configuration have answered: the page's chunk, the notices (banners, notice bar)
 * and the footer's vendors; and, once the notices are known, the route's first banner image with high
 * priority. Returns the downloads the first render needs (the footer's vendors render below the fold).
 */
export function startFirstScreen(pathname: string): Promise<unknown>[] {
  const page =
    preparePage(pathname)?.catch(() => {
      // The page's own error boundary reports a failed chunk when it renders.
    }) ?? Promise.resolve();
  const handle = routeHandleFor(pathname);
  if (handle.layout !== 'full') return [page];
  const notices = noticesQueryOptions(readStoredLanguage());
  const banners = queryClient.prefetchQuery(notices).then(() => {
    const first = queryClient.getQueryData(notices.queryKey)?.banners.find((b) => b.groupName === handle.banner);
    if (first) preloadImage(first.url);
  });
  void queryClient.prefetchQuery(footerQueryOptions());
  return [page, banners];
}

/** Settles when every download settles, or after FIRST_SCREEN_WAIT_MS, whichever is first. */
export function whenSettled(downloads: Promise<unknown>[]): Promise<void> {
  return Promise.race([
    Promise.allSettled(downloads).then(() => undefined),
    new Promise<void>((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS)),
  ]);
}

function preloadImage(href: string): void {
  if (document.querySelector(`link[rel="preload"][href="${CSS.escape(href)}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = href;
  link.fetchPriority = 'high';
  document.head.append(link);
}
