import type { Jackpot } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteCurrencySymbol } from '../../../shared/format/use-money';
import { Skeleton } from '../../../shared/ui/skeleton';
import { jackpotQueryOptions } from '../api/jackpot.api';
import { formatJackpot, startJackpotTicker } from '../jackpot/jackpot';

/** Decorative coins drawn in SVG (no image request). */
function Coins({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 80 60" className={className} aria-hidden="true">
      <defs>
        <radialGradient id="jp-coin" cx="35%" cy="30%" r="75%">
          <stop offset="0" stopColor="#fff7cc" />
          <stop offset=".5" stopColor="#fbbf24" />
          <stop offset="1" stopColor="#b45309" />
        </radialGradient>
      </defs>
      <ellipse cx="24" cy="44" rx="18" ry="8" fill="url(#jp-coin)" />
      <ellipse cx="24" cy="38" rx="18" ry="8" fill="url(#jp-coin)" />
      <ellipse cx="24" cy="32" rx="18" ry="8" fill="url(#jp-coin)" stroke="#92400e" strokeOpacity=".3" />
      <circle cx="56" cy="26" r="14" fill="url(#jp-coin)" stroke="#92400e" strokeOpacity=".3" />
      <text x="56" y="31" textAnchor="middle" fontSize="14" fontWeight="900" fill="#92400e">
        $
      </text>
    </svg>
  );
}

/** The figure: the server's pool, then a step every interval until the screen goes away. */
function Ticker({ jackpot }: { jackpot: Jackpot }) {
  const [value, setValue] = useState(jackpot.amount);
  useEffect(
    () =>
      startJackpotTicker(jackpot.amount, setValue, { stepMinor: jackpot.stepMinor, intervalMs: jackpot.intervalMs }),
    [jackpot],
  );
  // The site's currency symbol beside the figure (not in it: the figure is what ticks).
  const symbol = useSiteCurrencySymbol();
  return (
    <div className="relative mt-1 flex items-baseline justify-center gap-2">
      {symbol ? (
        <span data-testid="jackpot-symbol" className="font-black text-2xl text-accent drop-shadow sm:text-4xl">
          {symbol}
        </span>
      ) : null}
      <p
        data-testid="jackpot-counter"
        data-interval={jackpot.intervalMs}
        aria-live="off"
        className="tabular bg-gradient-to-b from-[#fff7cc] via-[#fbbf24] to-[#d97706] bg-clip-text font-black text-3xl text-transparent tracking-tight drop-shadow sm:text-5xl"
      >
        {formatJackpot(value)}
      </p>
    </div>
  );
}

/**
 * The /rng progressive jackpot (spec §2): starts from the pool GET /wps/game/jackpot answers, then rises
 * by 165.11 every 3000 ms; the interval is cleared when the screen unmounts. Decoration: if the pool
 * cannot be read, the banner is left out.
 */
export function JackpotCounter() {
  const { t } = useTranslation('lobby');
  const { data, isError } = useQuery(jackpotQueryOptions());
  if (isError) return null;
  return (
    <section
      className="relative overflow-hidden rounded-2xl bg-gradient-to-r from-[#2e1065] via-primary-strong to-[#2e1065] px-4 py-4 text-center shadow-lg shadow-primary/25 sm:px-8 sm:py-5"
      aria-label={t('jackpot.title')}
      data-testid="jackpot"
    >
      <div
        className="pointer-events-none absolute inset-0 opacity-40 [background:radial-gradient(circle_at_20%_0%,#fbbf24_0,transparent_40%),radial-gradient(circle_at_80%_100%,#f472b6_0,transparent_45%)]"
        aria-hidden="true"
      />
      <Coins className="absolute -bottom-2 left-2 hidden w-24 sm:block" />
      <Coins className="absolute -top-3 right-3 hidden w-20 -scale-x-100 sm:block" />
      <p className="relative font-bold text-[11px] text-accent uppercase tracking-[0.3em] sm:text-xs">
        {t('jackpot.title')}
      </p>
      {data ? (
        <Ticker jackpot={data} />
      ) : (
        <Skeleton className="relative mx-auto mt-1 h-9 w-64 max-w-full opacity-40 sm:h-12" rounded="rounded-xl" />
      )}
      <p className="relative mt-1 text-white/75 text-xs">{t('jackpot.caption')}</p>
    </section>
  );
}
