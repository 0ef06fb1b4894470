import type { VendorCard } from '@app/contracts';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyImage } from '../../../shared/ui/lazy-image';
import { vendorTabsNeedArrows } from '../lib/vendor-columns';

const arrow =
  'grid size-9 shrink-0 place-items-center rounded-full border border-border bg-surface text-lg font-bold text-text-muted shadow-sm hover:border-primary hover:text-primary focus-visible:outline-2 focus-visible:outline-primary';

/** Vendor tabs of a lobby (spec §2): one per vendor with its logo and hot marker; arrows scroll when more than 7. */
export function VendorTabs({
  vendors,
  selected,
  onSelect,
}: {
  vendors: readonly VendorCard[];
  selected: string | null;
  onSelect: (vassalage: string) => void;
}) {
  const { t } = useTranslation('lobby');
  const strip = useRef<HTMLDivElement>(null);
  const arrows = vendorTabsNeedArrows(vendors.length);
  const scroll = (dir: 1 | -1) => {
    const el = strip.current;
    if (el) el.scrollBy({ left: dir * el.clientWidth * 0.8, behavior: 'smooth' });
  };
  return (
    <div className="flex items-center gap-2" data-testid="vendor-tabs" data-arrows={arrows ? 'true' : 'false'}>
      {arrows ? (
        <button
          type="button"
          className={arrow}
          onClick={() => scroll(-1)}
          aria-label={t('tabs.previous')}
          data-testid="vendor-prev"
        >
          ‹
        </button>
      ) : null}
      <div
        ref={strip}
        role="tablist"
        aria-label={t('vendors')}
        className="layout-no-scrollbar flex min-w-0 flex-1 gap-2 overflow-x-auto scroll-smooth py-1"
      >
        {vendors.map((v) => {
          const active = v.vassalage === selected;
          return (
            <button
              key={`${v.gameType}:${v.vassalage}`}
              type="button"
              role="tab"
              aria-selected={active}
              data-testid="vendor-tab"
              data-vendor={v.vassalage}
              onClick={() => onSelect(v.vassalage)}
              className={`relative flex w-32 shrink-0 flex-col items-center gap-1 rounded-xl border px-2 py-2 text-xs font-semibold transition sm:w-36 ${
                active
                  ? 'border-primary bg-primary text-white shadow-md shadow-primary/30'
                  : 'border-border bg-surface text-text hover:border-primary hover:text-primary'
              }`}
            >
              <LazyImage src={v.logoUrl} alt="" className="h-8 w-24 object-contain" />
              <span className="w-full truncate">{v.displayName}</span>
              {v.isHot ? (
                <span className="absolute -top-1 -right-1 rounded-full bg-gradient-to-r from-[#ef4444] to-[#f97316] px-1.5 py-px font-black text-[9px] text-white uppercase shadow">
                  {t('hot')}
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
      {arrows ? (
        <button
          type="button"
          className={arrow}
          onClick={() => scroll(1)}
          aria-label={t('tabs.next')}
          data-testid="vendor-next"
        >
          ›
        </button>
      ) : null}
    </div>
  );
}
