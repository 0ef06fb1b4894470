import type { Footer } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type CategoryKey, vendorArtUrl } from '../../../shared/catalogue/categories';
import { LazyImage } from '../../../shared/ui/lazy-image';

type Vendor = Footer['vendors'][number];

/** Large vendor card: generated artwork with its name, HOT marker, categories served; selecting it sets ?page=<code> (spec §2). */
export function VendorCard({
  vendor,
  category,
  to,
  selected,
}: {
  vendor: Vendor;
  category: CategoryKey;
  to: string;
  selected: boolean;
}) {
  const { t } = useTranslation('lobby');
  return (
    <Link
      to={to}
      replace
      data-testid="vendor-card"
      data-vendor={vendor.code}
      aria-current={selected ? 'true' : undefined}
      className={`group relative block overflow-hidden rounded-2xl border bg-surface shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg ${
        selected ? 'border-accent ring-2 ring-accent' : 'border-border hover:border-primary'
      }`}
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-primary-soft">
        <LazyImage
          src={vendorArtUrl(vendor.code, vendor.name, category)}
          alt={vendor.name}
          className="h-full w-full object-cover transition duration-300 group-hover:scale-105"
        />
        {vendor.isHot ? (
          <span className="absolute top-2 left-2 rounded-full bg-gradient-to-r from-[#ef4444] to-[#f97316] px-2 py-0.5 font-black text-[10px] text-white uppercase shadow">
            {t('hot')}
          </span>
        ) : null}
        <span className="absolute inset-0 hidden items-center justify-center bg-black/35 group-hover:flex">
          <span className="rounded-full bg-accent px-4 py-1.5 font-bold text-sm text-white shadow-lg">
            {t('enter')}
          </span>
        </span>
      </div>
      <div className="flex items-center justify-between gap-2 px-3 py-2">
        <span className="min-w-0 truncate text-text-muted text-xs">
          {vendor.gameTypes.map((g) => t(`gameTypes.${g}`)).join(' · ')}
        </span>
        <span className="hidden shrink-0 font-semibold text-primary text-xs group-hover:underline sm:inline">
          {t('enter')} ›
        </span>
      </div>
    </Link>
  );
}
