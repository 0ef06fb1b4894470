import type { Footer } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import type { CategoryKey } from '../../../shared/catalogue/categories';
import { LazyImage } from '../../../shared/ui/lazy-image';

type Vendor = Footer['vendors'][number];

/**
 * The vendor chosen with ?page=<code>. Its game list arrives with the games issue; until then
 * the panel says the list is being updated instead of showing invented games.
 */
export function SelectedVendor({ vendor, category }: { vendor: Vendor; category: CategoryKey }) {
  const { t } = useTranslation('lobby');
  return (
    <section
      data-testid="selected-vendor"
      data-vendor={vendor.code}
      className="flex items-center gap-4 overflow-hidden rounded-2xl border border-border bg-surface p-3 shadow-sm sm:p-4"
    >
      <LazyImage
        src={vendor.logoUrl}
        alt={vendor.name}
        className="aspect-[240/96] w-32 shrink-0 rounded-xl object-contain sm:w-56"
      />
      <div className="min-w-0">
        <p className="text-text-muted text-xs uppercase tracking-wider">{t(`categories.${category}.title`)}</p>
        <h2 className="truncate font-bold text-lg text-text sm:text-xl">{vendor.name}</h2>
        <p className="mt-1 text-sm text-text-muted">{t('gamesUpdating', { vendor: vendor.name })}</p>
      </div>
    </section>
  );
}
