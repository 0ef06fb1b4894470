import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { type CategoryKey, categoryArtUrl, categoryFromPath } from '../../shared/catalogue/categories';
import { useQueryLanguage } from '../../shared/system';
import { AfterFirstScreen } from '../../shared/ui/after-first-screen';
import { LazyImage } from '../../shared/ui/lazy-image';
import { Skeleton } from '../../shared/ui/skeleton';
import { vendorListQueryOptions } from './api/vendors.api';
import { JackpotCounter } from './components/jackpot-counter';
import { LobbyAnnouncements } from './components/lobby-announcements';
import { LobbyGames } from './components/lobby-games';
import './components/vendor-games-modal';
import { VendorTabs } from './components/vendor-tabs';
import { INITIAL_LOBBY_STATE, type LobbyAction, type LobbyState, lobbyReducer } from './lib/lobby-state';
import { lobbyClassifies, lobbyVendors, selectedVendor } from './lib/vendor-lanes';

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
 * Filter state of the lobby, reset when the selected vendor changes (a tab, the drop-down or the
 * address): spec §2 "changing vendor resets filters and paging and selects hot". The first vendor
 * a visit lands on is not a change, so it opens on all games.
 */
function useLobbyState(vendor: string | null): [LobbyState, (a: LobbyAction) => void] {
  const [s, setS] = useState<{ vendor: string | null; state: LobbyState }>({ vendor, state: INITIAL_LOBBY_STATE });
  let current = s;
  if (s.vendor !== vendor) {
    current = { vendor, state: s.vendor === null ? s.state : lobbyReducer(s.state, { type: 'vendorChanged' }) };
    setS(current);
  }
  const dispatch = (action: LobbyAction) =>
    setS((prev) => {
      const next = lobbyReducer(prev.state, action);
      return next === prev.state ? prev : { ...prev, state: next };
    });
  return [current.state, dispatch];
}

/**
 * Lobby of one game category (/live /sports /esports /pvp /rng /fish /cockfight /elott): heading,
 * on /rng the jackpot, the vendor tabs (?page= or ?vassalage= selects one), the selected vendor's
 * games with modes, filters and paging, and the lobby's promotions under them.
 */
export function CategoryPage() {
  const { t } = useTranslation('lobby');
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const category = categoryFromPath(pathname) ?? 'rng';
  const language = useQueryLanguage();
  const { data, isPending, isError, refetch } = useQuery(vendorListQueryOptions(language));
  const vendors = lobbyVendors(data, category);
  const selected = selectedVendor(vendors, params.get('page') ?? params.get('vassalage'));
  const [state, dispatch] = useLobbyState(selected?.vassalage ?? null);

  const select = (vassalage: string) => setParams({ page: vassalage }, { replace: true });

  return (
    <div
      className="mx-auto flex max-w-[1440px] flex-col gap-5 px-3 py-5 sm:px-4 sm:py-6"
      data-testid="category-page"
      data-category={category}
    >
      <Heading category={category} count={data ? vendors.length : null} />
      {category === 'rng' ? <JackpotCounter /> : null}
      {isPending ? (
        // The vendor tabs' row, and a screen's height for the games under them: the lobby's promotions below
        // stay out of view until the games arrive instead of being pushed down in front of the visitor.
        <div className="flex min-h-dvh flex-col gap-5" data-testid="lobby-loading">
          <div className="flex gap-2 overflow-hidden">
            {Array.from({ length: 7 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
              <Skeleton key={i} className="h-16 w-32 shrink-0" rounded="rounded-xl" />
            ))}
          </div>
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
      ) : !selected ? (
        <p className="rounded-2xl bg-surface py-10 text-center text-sm text-text-muted">{t('noVendors')}</p>
      ) : (
        <>
          <VendorTabs vendors={vendors} selected={selected.vassalage} onSelect={select} />
          {/* A task after the tabs at start-up (the pre-rendered frame's page area is empty, nothing goes away). */}
          <AfterFirstScreen minHeight={600}>
            <LobbyGames
              vendor={selected}
              classifies={lobbyClassifies(data, category)}
              state={state}
              dispatch={dispatch}
            />
          </AfterFirstScreen>
        </>
      )}
      {/* Under the games: drawn in a task of its own after the first screen. */}
      <AfterFirstScreen>
        <LobbyAnnouncements />
      </AfterFirstScreen>
    </div>
  );
}
