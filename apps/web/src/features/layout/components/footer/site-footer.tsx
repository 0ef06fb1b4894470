import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { GAME_CATEGORIES } from '../../../../shared/catalogue/categories';
import { footerQueryOptions } from '../../../../shared/content/content-queries';
import { AppLink } from '../../../../shared/router/app-link';
import { useInitialConfig } from '../../../../shared/system';
import { LazyImage } from '../../../../shared/ui/lazy-image';
import { Skeleton } from '../../../../shared/ui/skeleton';
import { Icon } from '../icons';
import { useStripWanted } from './use-strip-wanted';

const VendorMarquee = lazy(() => import('./vendor-marquee').then((m) => ({ default: m.VendorMarquee })));

/** Help links of the footer; anchors are read by the help page. */
const HELP_LINKS = [
  { key: 'helpCentre', to: '/help' },
  { key: 'terms', to: '/help#term' },
  { key: 'notices', to: '/noticePage' },
  { key: 'vip', to: '/vip' },
  { key: 'join', to: '/join' },
  { key: 'download', to: '/down' },
] as const;

function StripSkeleton() {
  return (
    <div className="flex gap-3 overflow-hidden">
      {Array.from({ length: 10 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <Skeleton key={i} className="h-14 min-w-[80px] flex-1" />
      ))}
    </div>
  );
}

/** Site footer: vendor strip, licences, category and help links, copyright (spec §2). */
export function SiteFooter() {
  const { t } = useTranslation('layout');
  const { data: footer, isPending } = useQuery(footerQueryOptions());
  const { data: config } = useInitialConfig();
  const year = new Date().getFullYear();
  const stripRef = useRef<HTMLDivElement>(null);
  const hasVendors = !!footer && footer.vendors.length > 0;
  const stripWanted = useStripWanted(stripRef, hasVendors);
  return (
    // Off screen until the visitor scrolls to it: content-visibility lets the browser skip its layout and
    // paint (and the vendor strip's animation) until then; 800 px holds its place meanwhile.
    <footer
      className="mt-10 border-border border-t bg-surface pb-[76px] [contain-intrinsic-size:auto_800px] [content-visibility:auto] md:pb-0"
      data-testid="site-footer"
    >
      <div className="mx-auto max-w-[1440px] px-3 py-6 sm:px-4">
        <h2 className="mb-3 font-semibold text-sm text-text-muted uppercase tracking-wider">{t('footer.partners')}</h2>
        <div
          ref={stripRef}
          data-testid="footer-vendors"
          data-slides-per-view="10"
          data-speed="3000"
          data-autoplay-delay="0"
          className="min-h-14"
        >
          {isPending || (hasVendors && !stripWanted) ? (
            <StripSkeleton />
          ) : hasVendors ? (
            <Suspense fallback={<StripSkeleton />}>
              <VendorMarquee vendors={footer.vendors} />
            </Suspense>
          ) : null}
        </div>
      </div>
      <div className="border-border border-t bg-surface-2">
        <div className="mx-auto grid max-w-[1440px] gap-8 px-3 py-8 sm:px-4 md:grid-cols-[1.3fr_1fr_1fr]">
          <section data-testid="footer-licences">
            <h2 className="mb-3 flex items-center gap-2 font-semibold text-sm text-text">
              <Icon name="shield" className="text-primary" /> {t('footer.licences')}
            </h2>
            <ul className="grid grid-cols-3 gap-2">
              {(footer?.licences ?? []).map((l) => (
                <li
                  key={l.code}
                  data-testid="footer-licence"
                  className="flex flex-col items-center gap-1.5 rounded-xl border border-border bg-surface p-2 text-center"
                >
                  <LazyImage src={l.logoUrl} alt={l.name} className="h-10 w-full object-contain" />
                  <span className="text-[11px] text-text-muted leading-tight">
                    {t(`footer.licenceNames.${l.code}`, { defaultValue: l.name })}
                  </span>
                </li>
              ))}
            </ul>
            <p className="mt-3 flex items-start gap-2 text-text-muted text-xs leading-relaxed">
              <span className="grid size-7 shrink-0 place-items-center rounded-full border-2 border-danger font-bold text-[10px] text-danger">
                18+
              </span>
              {t('footer.responsible')}
            </p>
          </section>
          <nav aria-label={t('footer.games')}>
            <h2 className="mb-3 font-semibold text-sm text-text">{t('footer.games')}</h2>
            <ul className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
              {GAME_CATEGORIES.map((c) => (
                <li key={c.key}>
                  <AppLink to={c.path} className="text-text-muted hover:text-primary">
                    {t(`nav.${c.key}`)}
                  </AppLink>
                </li>
              ))}
              <li>
                <AppLink to="/vnlottery" className="text-text-muted hover:text-primary">
                  {t('footer.vnLottery')}
                </AppLink>
              </li>
              <li>
                <AppLink to="/promotions" className="text-text-muted hover:text-primary">
                  {t('nav.promotions')}
                </AppLink>
              </li>
            </ul>
          </nav>
          <nav aria-label={t('footer.help')} data-testid="footer-help">
            <h2 className="mb-3 font-semibold text-sm text-text">{t('footer.help')}</h2>
            <ul className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
              {HELP_LINKS.map((l) => (
                <li key={l.key}>
                  <AppLink to={l.to} className="text-text-muted hover:text-primary">
                    {t(`footer.links.${l.key}`)}
                  </AppLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <p
          className="border-border border-t px-3 py-4 text-center text-text-muted text-xs"
          data-testid="footer-copyright"
        >
          {/* The configured copyright line is not per language; the translated one names the same site. */}
          {t('footer.copyright', { year, site: config?.siteName ?? t('common:siteName') })}
        </p>
      </div>
    </footer>
  );
}
