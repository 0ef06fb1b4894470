import type { Footer } from '@app/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type CategoryKey,
  GAME_CATEGORIES,
  vendorArtUrl,
  vendorCountFor,
  vendorLink,
  vendorsFor,
} from '../../../shared/catalogue/categories';
import { AppLink } from '../../../shared/router/app-link';
import { LazyImage } from '../../../shared/ui/lazy-image';
import { Skeleton } from '../../../shared/ui/skeleton';
import { SectionHeading } from './section-heading';

const MAX_PER_TAB = 12;

/** Featured vendors per category, as tabs (vendors come from the footer's catalogue). */
export function FeaturedVendors({ vendors, loading }: { vendors: Footer['vendors'] | undefined; loading: boolean }) {
  const { t } = useTranslation('home');
  const tabs = GAME_CATEGORIES.filter((c) => !vendors || vendorCountFor(vendors, c.key) > 0);
  const [active, setActive] = useState<CategoryKey>('live');
  const current = tabs.find((c) => c.key === active) ?? tabs[0];
  const list = current && vendors ? vendorsFor(vendors, current.key).slice(0, MAX_PER_TAB) : [];

  return (
    <section aria-labelledby="home-vendors" data-testid="home-vendors">
      <SectionHeading
        id="home-vendors"
        title={t('vendors.title')}
        more={current ? { to: current.path, label: t('seeAll') } : undefined}
      />
      <div
        role="tablist"
        aria-label={t('vendors.title')}
        className="[scrollbar-width:none] [&::-webkit-scrollbar]:hidden -mx-3 mb-3 flex gap-2 overflow-x-auto px-3 sm:mx-0 sm:px-0"
      >
        {tabs.map((c) => (
          <button
            key={c.key}
            type="button"
            role="tab"
            aria-selected={c.key === current?.key}
            data-testid={`vendor-tab-${c.key}`}
            onClick={() => setActive(c.key)}
            className={`shrink-0 rounded-full px-4 py-1.5 font-semibold text-sm transition ${
              c.key === current?.key
                ? 'bg-primary text-white shadow-md shadow-primary/30'
                : 'border border-border bg-surface text-text-muted hover:border-primary hover:text-primary'
            }`}
          >
            {t(`categories.${c.key}.title`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" className="grid grid-cols-3 gap-2.5 sm:grid-cols-4 sm:gap-3 lg:grid-cols-6">
        {loading
          ? Array.from({ length: 6 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
              <Skeleton key={i} className="aspect-[4/3] w-full" rounded="rounded-xl" />
            ))
          : current &&
            list.map((v) => (
              <AppLink
                key={v.code}
                to={vendorLink(current.key, v.code)}
                data-testid="home-vendor"
                className="group relative block overflow-hidden rounded-xl bg-surface shadow-sm ring-1 ring-border transition hover:-translate-y-0.5 hover:shadow-lg hover:ring-primary"
              >
                <div className="aspect-[4/3] overflow-hidden">
                  <LazyImage
                    src={vendorArtUrl(v.code, v.name, current.key)}
                    alt={v.name}
                    className="h-full w-full object-cover transition duration-300 group-hover:scale-105"
                  />
                </div>
                {v.isHot ? (
                  <span className="absolute top-1.5 left-1.5 rounded-full bg-gradient-to-r from-[#ef4444] to-[#f97316] px-1.5 py-0.5 font-black text-[9px] text-white uppercase shadow">
                    {t('hot')}
                  </span>
                ) : null}
              </AppLink>
            ))}
      </div>
    </section>
  );
}
