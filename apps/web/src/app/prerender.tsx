// Build-time only (build/prerender.ts loads it through Vite's SSR loader): the first screen of a public
// route rendered to static HTML with the app's own components, so the browser paints the header, the banner
// slot and the page's frame before any script has run. Data-driven parts render in their loading state;
// once its script, the system status, the start-up configuration and the page's chunk are there, the app
// renders over this markup in place (main.tsx), keeping the elements that line up, so nothing moves.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'preact-render-to-string';
import type { ReactNode } from 'react';
import { StaticRouter } from 'react-router';
import { SiteLayout } from '../features/layout';
import { i18nReady } from '../shared/i18n/i18n';
import { routeHandleFor } from './route-table';

/** The banner group a path shows (the server puts that group's first banner into the slot). */
export function bannerGroupOf(pathname: string): string | undefined {
  return routeHandleFor(pathname).banner;
}

/** Marks the banner slot's placeholder: the server replaces marker and placeholder with the first banner. */
const BANNER_SLOT = '<div data-banner-slot';
const BANNER_MARKER = '<!--first-banner-->';

function markBannerSlot(html: string): string {
  const at = html.indexOf(BANNER_SLOT);
  if (at < 0) return html;
  const open = html.indexOf('>', at) + 1;
  return `${html.slice(0, open)}${BANNER_MARKER}${html.slice(open)}`;
}

/** Renders the layout frame of `pathname` (header, banner slot and notice row, an empty page area). */
export async function renderFirstScreen(pathname: string, page: ReactNode = null): Promise<string> {
  await i18nReady;
  const handle = routeHandleFor(pathname);
  // Never fetches: queries stay pending, so every data-driven part renders its placeholder.
  const queryClient = new QueryClient({ defaultOptions: { queries: { enabled: false, retry: false } } });
  const html = renderToString(
    <QueryClientProvider client={queryClient}>
      <StaticRouter location={pathname}>
        <SiteLayout variant={handle.layout} bannerGroup={handle.banner}>
          {page}
        </SiteLayout>
      </StaticRouter>
    </QueryClientProvider>,
  );
  return markBannerSlot(html);
}
