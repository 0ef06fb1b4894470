import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import type { GameCategory } from '../../../../shared/catalogue/categories';
import { useMediaQuery } from '../../../../shared/media/media-query';
import { useLayoutSlots } from '../../layout-slots';
import { Icon } from '../icons';
import { CategorySheet } from './category-sheet';
import { NAV_ITEMS } from './nav-items';
import { LazyPromoCountBadge } from './promo-count-badge-lazy';

/** Tailwind's `md`, from where the desktop bar shows and the phone strip hides. */
const MD = '(min-width: 768px)';

/**
 * Desktop: the bold violet category bar under the top bar. A category shows the games issue's
 * vendor drop-down (LayoutSlots.categoryMenu) on hover or keyboard focus.
 * A drop-down is first rendered when its category is first pointed at or focused, then kept: the five
 * drop-downs are a third of the page's elements (about 370), which a phone (where this bar is hidden)
 * never shows and a desktop start-up need not build before the first screen is up.
 */
export function BottomNav() {
  // Shown from md only (CSS): a phone skips rendering it at all; the pre-render keeps it for every width.
  const wide = useMediaQuery(MD, true);
  return wide ? <DesktopCategoryBar /> : null;
}

function DesktopCategoryBar() {
  const { t } = useTranslation('layout');
  const { categoryMenu } = useLayoutSlots();
  const [wanted, setWanted] = useState<ReadonlySet<string>>(() => new Set());
  const want = (key: string) => {
    if (!wanted.has(key)) setWanted((prev) => new Set(prev).add(key));
  };
  return (
    <nav
      aria-label={t('nav.label')}
      data-testid="bottom-nav"
      className="hidden bg-gradient-to-r from-primary-strong via-primary to-primary-strong shadow-md md:block"
    >
      <ul className="mx-auto flex h-16 max-w-[1440px] items-stretch justify-between px-2 lg:px-4">
        {NAV_ITEMS.map((item) => {
          const menu = item.category && categoryMenu && wanted.has(item.key) ? categoryMenu(item.category) : null;
          return (
            <li key={item.key} className="group relative flex flex-1" onPointerEnter={() => want(item.key)}>
              <NavLink
                to={item.to}
                end={item.end}
                onFocus={() => want(item.key)}
                data-testid={`nav-${item.key}`}
                className={({ isActive }) =>
                  `relative flex flex-1 flex-col items-center justify-center gap-1 whitespace-nowrap px-1 font-semibold text-[12px] transition lg:text-[13px] ${
                    isActive ? 'text-accent' : 'text-white/90 hover:text-accent'
                  }`
                }
              >
                {({ isActive }) => (
                  <>
                    <Icon name={item.icon} className="text-[22px] transition group-hover:-translate-y-0.5" />
                    <span>{t(`nav.${item.key}`)}</span>
                    {item.key === 'promotions' ? (
                      <LazyPromoCountBadge className="absolute top-1.5 right-[calc(50%-1.5rem)]" />
                    ) : null}
                    {isActive ? (
                      <span
                        className="absolute inset-x-3 bottom-0 h-[3px] rounded-t-full bg-accent"
                        aria-hidden="true"
                      />
                    ) : null}
                  </>
                )}
              </NavLink>
              {menu ? (
                <div className="invisible absolute top-full left-1/2 z-40 -translate-x-1/2 opacity-0 transition group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100">
                  {menu}
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

const stripClass = (active: boolean) =>
  `flex min-w-[64px] flex-col items-center gap-0.5 rounded-xl px-2 py-1.5 font-medium text-[11px] transition ${
    active ? 'bg-primary text-white shadow' : 'text-text-muted hover:text-primary'
  }`;

/**
 * Phones: a horizontally scrollable strip of categories with icons. Nothing hovers on a phone, so a
 * category with vendors opens them in a bottom sheet (LayoutSlots.categorySheet), whose first link
 * leads to the whole category; without the slot, a category is a plain link.
 */
export function MobileCategoryBar() {
  // Hidden from md (CSS): a desktop skips rendering it; the pre-render keeps it for every width.
  const wide = useMediaQuery(MD, false);
  return wide ? null : <PhoneCategoryStrip />;
}

function PhoneCategoryStrip() {
  const { t } = useTranslation('layout');
  const { categorySheet } = useLayoutSlots();
  const { pathname } = useLocation();
  const [open, setOpen] = useState<GameCategory | null>(null);
  const close = () => setOpen(null);
  return (
    <nav
      aria-label={t('nav.label')}
      data-testid="mobile-category-bar"
      className="layout-no-scrollbar overflow-x-auto border-border border-b bg-surface md:hidden"
    >
      <ul className="flex w-max gap-1 px-2 py-1.5">
        {NAV_ITEMS.filter((i) => i.key !== 'download').map((item) => {
          const label = (
            <>
              <Icon name={item.icon} className="text-xl" />
              <span className="whitespace-nowrap">{t(`nav.${item.key}`)}</span>
            </>
          );
          const category = item.category;
          return (
            <li key={item.key}>
              {category && categorySheet ? (
                <button
                  type="button"
                  data-testid={`mobile-nav-${item.key}`}
                  aria-haspopup="dialog"
                  aria-expanded={open?.key === category.key}
                  onClick={() => setOpen(category)}
                  className={stripClass(pathname === category.path || pathname.startsWith(`${category.path}/`))}
                >
                  {label}
                </button>
              ) : (
                <NavLink
                  to={item.to}
                  end={item.end}
                  data-testid={`mobile-nav-${item.key}`}
                  className={({ isActive }) => stripClass(isActive)}
                >
                  {label}
                </NavLink>
              )}
            </li>
          );
        })}
      </ul>
      {categorySheet ? (
        <CategorySheet category={open} onClose={close}>
          {open ? categorySheet(open, close) : null}
        </CategorySheet>
      ) : null}
    </nav>
  );
}
