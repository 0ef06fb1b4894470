import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { GameCategory } from '../../../shared/catalogue/categories';
import { useQueryLanguage } from '../../../shared/system';
import { LazyImage } from '../../../shared/ui/lazy-image';
import { vendorListQueryOptions } from '../api/vendors.api';
import type { VendorChoiceHandler } from '../lib/vendor-choice';
import { dropdownColumns } from '../lib/vendor-columns';
import { menuVendors } from '../lib/vendor-lanes';
import { vendorRoute } from '../lib/vendor-route';
import { HotBadge } from './hot-badge';

/**
 * Drop-down of a category in the bottom navigation (spec §2, §9): up to 30 vendors in columns of
 * 10 with hot markers; a vendor goes to its lobby (see vendorRoute). Rendered only while hovered or
 * focused is left to the layout; the vendor list is one shared, session-cached query. `onVendorChoice` may
 * take a choice over (it prevents the link's default), e.g. the login screen's popup window.
 */
export function VendorDropdown({
  category,
  onVendorChoice,
}: {
  category: GameCategory;
  onVendorChoice?: VendorChoiceHandler;
}) {
  const { t } = useTranslation(['games', 'layout']);
  const language = useQueryLanguage();
  const { data } = useQuery(vendorListQueryOptions(language));
  const columns = dropdownColumns(menuVendors(data, category.key));
  if (!data) return null;
  const name = t(`layout:nav.${category.key}`);
  return (
    <div
      data-testid={`vendor-dropdown-${category.key}`}
      aria-label={t('games:dropdown.label', { category: name })}
      role="menu"
      className="mt-1 rounded-2xl border border-border bg-surface p-3 text-text shadow-2xl"
    >
      {columns.length === 0 ? (
        <p className="w-48 px-2 py-3 text-center text-sm text-text-muted">{t('games:dropdown.empty')}</p>
      ) : (
        <div className="flex gap-2" style={{ width: `${columns.length * 13.5}rem` }}>
          {columns.map((column, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: columns are positional
            <ul key={i} className="flex w-52 flex-col gap-0.5" data-testid="vendor-dropdown-column">
              {column.map((v) => (
                <li key={`${v.gameType}:${v.vassalage}`}>
                  <Link
                    role="menuitem"
                    to={vendorRoute(v.gameType, v.vassalage)}
                    // The menu shows while focus is inside it: letting go of the focus closes it after the choice.
                    onClick={(e) => {
                      onVendorChoice?.(v, e);
                      e.currentTarget.blur();
                    }}
                    data-testid="vendor-dropdown-item"
                    data-vendor={v.vassalage}
                    data-hot={v.isHot ? 'true' : undefined}
                    className="flex items-center gap-2 rounded-lg px-2 py-1.5 text-sm hover:bg-primary-soft hover:text-primary focus-visible:bg-primary-soft"
                  >
                    <LazyImage src={v.logoUrl} alt="" className="h-5 w-10 shrink-0 object-contain" />
                    <span className="min-w-0 flex-1 truncate">{v.displayName}</span>
                    {v.isHot ? <HotBadge testId="vendor-hot" /> : null}
                  </Link>
                </li>
              ))}
            </ul>
          ))}
        </div>
      )}
    </div>
  );
}
