import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatJackpot, JACKPOT_INTERVAL_MS, jackpotStart, startJackpotTicker } from '../jackpot/jackpot';

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

/**
 * The /rng progressive jackpot (spec §2): +165.11 every 3000 ms; the interval is cleared when
 * the screen unmounts.
 */
export function JackpotCounter() {
  const { t } = useTranslation('lobby');
  const [value, setValue] = useState(() => jackpotStart(Date.now()));
  // biome-ignore lint/correctness/useExhaustiveDependencies: starts once from the first value
  useEffect(() => startJackpotTicker(value, setValue), []);
  return (
    <section
      className="relative overflow-hidden rounded-2xl bg-gradient-to-r from-[#2e1065] via-primary-strong to-[#2e1065] px-4 py-4 text-center shadow-lg shadow-primary/25 sm:px-8 sm:py-5"
      aria-label={t('jackpot.title')}
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
      <p
        data-testid="jackpot-counter"
        data-interval={JACKPOT_INTERVAL_MS}
        aria-live="off"
        className="tabular relative mt-1 bg-gradient-to-b from-[#fff7cc] via-[#fbbf24] to-[#d97706] bg-clip-text font-black text-3xl text-transparent tracking-tight drop-shadow sm:text-5xl"
      >
        {formatJackpot(value)}
      </p>
      <p className="relative mt-1 text-white/75 text-xs">{t('jackpot.caption')}</p>
    </section>
  );
}
