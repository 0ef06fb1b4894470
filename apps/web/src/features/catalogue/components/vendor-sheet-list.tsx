import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { GameCategory } from '../../../shared/catalogue/categories';
import { useQueryLanguage } from '../../../shared/system';
import { LazyImage } from '../../../shared/ui/lazy-image';
import { Skeleton } from '../../../shared/ui/skeleton';
import { vendorListQueryOptions } from '../api/vendors.api';
import type { VendorChoiceHandler } from '../lib/vendor-choice';
import { DROPDOWN_MAX_VENDORS } from '../lib/vendor-columns';
import { menuVendors } from '../lib/vendor-lanes';
import { vendorRoute } from '../lib/vendor-route';
import { HotBadge } from './hot-badge';

/**
 * The phone's answer to a category's hover drop-down (spec §2), shown in the layout's bottom sheet: a
 * link to the whole category, then the same vendors as the drop-down (up to 30, hot markers) in two
 * columns; a choice goes where the drop-down's would (or to `onVendorChoice`, as there) and closes the sheet.
 */
export function VendorSheetList({
  category,
  onChoose,
  onVendorChoice,
}: {
  category: GameCategory;
  onChoose: () => void;
  onVendorChoice?: VendorChoiceHandler;
}) {
  const { t } = useTranslation(['games', 'layout']);
  const language = useQueryLanguage();
  const { data, isPending } = useQuery(vendorListQueryOptions(language));
  const vendors = menuVendors(data, category.key).slice(0, DROPDOWN_MAX_VENDORS);
  const name = t(`layout:nav.${category.key}`);
  return (
    <div data-testid={`vendor-sheet-${category.key}`} className="flex flex-col gap-3">
      <Link
        to={category.path}
        onClick={onChoose}
        data-testid="vendor-sheet-all"
        className="flex items-center justify-between rounded-xl bg-primary px-4 py-3 font-bold text-sm text-white shadow-md shadow-primary/25"
      >
        {t('games:dropdown.all', { category: name })}
        <span aria-hidden="true">›</span>
      </Link>
      {isPending ? (
        <div className="grid grid-cols-2 gap-2">
          {Array.from({ length: 8 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
            <Skeleton key={i} className="h-12 w-full" rounded="rounded-xl" />
          ))}
        </div>
      ) : vendors.length === 0 ? (
        <p className="py-6 text-center text-sm text-text-muted">{t('games:dropdown.empty')}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-2" aria-label={t('games:dropdown.label', { category: name })}>
          {vendors.map((v) => (
            <li key={`${v.gameType}:${v.vassalage}`}>
              <Link
                to={vendorRoute(v.gameType, v.vassalage)}
                onClick={(e) => {
                  onVendorChoice?.(v, e);
                  onChoose();
                }}
                data-testid="vendor-sheet-item"
                data-vendor={v.vassalage}
                data-hot={v.isHot ? 'true' : undefined}
                className="flex h-12 items-center gap-2 rounded-xl border border-border bg-surface-2 px-2 text-sm active:bg-primary-soft"
              >
                <LazyImage src={v.logoUrl} alt="" className="h-6 w-10 shrink-0 object-contain" />
                <span className="min-w-0 flex-1 truncate font-medium">{v.displayName}</span>
                {v.isHot ? <HotBadge /> : null}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
