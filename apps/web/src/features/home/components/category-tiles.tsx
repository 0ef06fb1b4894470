import type { Footer } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { categoryArtUrl, GAME_CATEGORIES, vendorCountFor } from '../../../shared/catalogue/categories';
import { AppLink } from '../../../shared/router/app-link';
import { LazyImage } from '../../../shared/ui/lazy-image';
import { SectionHeading } from './section-heading';

/** Category tiles with generated artwork: every category one tap away (LOOK.md). */
export function CategoryTiles({ vendors }: { vendors: Footer['vendors'] | undefined }) {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="home-categories" data-testid="home-categories">
      <SectionHeading id="home-categories" title={t('categories.title')} />
      <ul className="grid grid-cols-4 gap-2 sm:gap-3 lg:grid-cols-8">
        {GAME_CATEGORIES.map((c) => {
          const count = vendors ? vendorCountFor(vendors, c.key) : null;
          const title = t(`categories.${c.key}.title`);
          return (
            <li key={c.key}>
              <AppLink
                to={c.path}
                data-testid="category-tile"
                data-category={c.key}
                aria-label={title}
                className="group flex flex-col items-center gap-1.5 rounded-2xl p-1 text-center transition sm:bg-surface sm:p-2.5 sm:shadow-sm sm:ring-1 sm:ring-border sm:hover:-translate-y-0.5 sm:hover:shadow-lg sm:hover:ring-accent"
              >
                <span className="relative block aspect-square w-full">
                  <LazyImage
                    src={categoryArtUrl(c.key, title)}
                    alt=""
                    className="h-full w-full rounded-[18%] object-cover shadow-md transition duration-300 group-hover:scale-[1.04]"
                  />
                  {count ? (
                    <span className="absolute -top-1 -right-1 grid min-w-5 place-items-center rounded-full bg-accent px-1 font-black text-[#3b1d00] text-[10px] shadow ring-2 ring-surface sm:hidden">
                      {count}
                    </span>
                  ) : null}
                </span>
                <span className="hidden text-text-muted text-xs leading-tight sm:block">
                  {t(`categories.${c.key}.tagline`)}
                </span>
                {count ? (
                  <span className="hidden rounded-full bg-primary-soft px-2 py-0.5 font-semibold text-[10px] text-primary sm:inline-block">
                    {t('categories.vendorCount', { count })}
                  </span>
                ) : null}
              </AppLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
