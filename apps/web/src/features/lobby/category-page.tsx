import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { type CategoryKey, categoryArtUrl, categoryFromPath, vendorsFor } from '../../shared/catalogue/categories';
import { LazyImage } from '../../shared/ui/lazy-image';
import { Skeleton } from '../../shared/ui/skeleton';
import { footerVendorsQueryOptions } from './api/footer-vendors.api';
import { JackpotCounter } from './components/jackpot-counter';
import { SelectedVendor } from './components/selected-vendor';
import { VendorCard } from './components/vendor-card';

function Heading({ category, count }: { category: CategoryKey; count: number | null }) {
  const { t } = useTranslation('lobby');
  return (
    <header className="flex items-center gap-3 sm:gap-4">
      <LazyImage
        src={categoryArtUrl(category, t(`categories.${category}.title`))}
        alt=""
        eager
        className="size-14 shrink-0 rounded-2xl object-cover shadow-md ring-2 ring-accent/60 sm:size-20"
      />
      <div className="min-w-0 flex-1">
        <h1 className="font-black text-2xl text-text tracking-tight sm:text-3xl" data-testid="category-title">
          {t(`categories.${category}.title`)}
        </h1>
        <p className="mt-0.5 text-sm text-text-muted leading-snug sm:text-base">
          {t(`categories.${category}.description`)}
        </p>
      </div>
      {count !== null ? (
        <span className="hidden shrink-0 rounded-full bg-primary-soft px-3 py-1 font-semibold text-primary text-sm sm:inline-block">
          {t('vendorCount', { count })}
        </span>
      ) : null}
    </header>
  );
}

/**
 * Lobby of one game category (/live /sports /esports /pvp /rng /fish /cockfight /elott): heading,
 * the category's vendors as large cards, and on /rng the jackpot counter. Game lists come with
 * the games issue; selecting a vendor already follows the spec's ?page=<vendor> address.
 */
export function CategoryPage() {
  const { t } = useTranslation('lobby');
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const category = categoryFromPath(pathname) ?? 'rng';
  const { data, isPending, isError, refetch } = useQuery(footerVendorsQueryOptions());
  const vendors = data ? vendorsFor(data.vendors, category) : [];
  const selectedCode = params.get('page') ?? params.get('vassalage');
  const selected = vendors.find((v) => v.code === selectedCode) ?? null;

  return (
    <div
      className="mx-auto flex max-w-[1440px] flex-col gap-5 px-3 py-5 sm:px-4 sm:py-6"
      data-testid="category-page"
      data-category={category}
    >
      <Heading category={category} count={data ? vendors.length : null} />
      {category === 'rng' ? <JackpotCounter /> : null}
      {selected ? <SelectedVendor vendor={selected} category={category} /> : null}
      <section aria-labelledby="lobby-vendors">
        <h2 id="lobby-vendors" className="mb-3 flex items-center gap-2 font-bold text-lg text-text">
          <span className="h-5 w-1.5 rounded-full bg-accent" aria-hidden="true" />
          {t('vendors')}
        </h2>
        {isPending ? (
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5">
            {Array.from({ length: 10 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
              <Skeleton key={i} className="aspect-[4/3.9] w-full" rounded="rounded-2xl" />
            ))}
          </div>
        ) : isError ? (
          <div className="flex flex-col items-center gap-3 rounded-2xl bg-surface py-10 text-center" role="alert">
            <p className="text-sm text-text-muted">{t('loadFailed')}</p>
            <button
              type="button"
              onClick={() => void refetch()}
              className="rounded-full bg-primary px-5 py-2 font-semibold text-sm text-white hover:bg-primary-strong"
            >
              {t('common:retry')}
            </button>
          </div>
        ) : vendors.length === 0 ? (
          <p className="rounded-2xl bg-surface py-10 text-center text-sm text-text-muted">{t('noVendors')}</p>
        ) : (
          <div
            className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5"
            data-testid="vendor-grid"
          >
            {vendors.map((v) => (
              <VendorCard
                key={v.code}
                vendor={v}
                category={category}
                selected={v.code === selected?.code}
                to={`${pathname}?page=${encodeURIComponent(v.code)}`}
              />
            ))}
          </div>
        )}
      </section>
    </div>
  );
}
