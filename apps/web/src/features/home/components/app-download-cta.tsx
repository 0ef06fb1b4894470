import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../shared/router/app-link';

/** A phone drawn in SVG showing a mini lobby: the promo needs no image request. */
function PhoneArt() {
  return (
    <svg viewBox="0 0 120 200" className="h-full w-auto drop-shadow-2xl" aria-hidden="true">
      <defs>
        <linearGradient id="cta-screen" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#7c3aed" />
          <stop offset="1" stopColor="#2e1065" />
        </linearGradient>
      </defs>
      <rect x="4" y="4" width="112" height="192" rx="18" fill="#111827" />
      <rect x="10" y="14" width="100" height="172" rx="12" fill="url(#cta-screen)" />
      <rect x="44" y="8" width="32" height="4" rx="2" fill="#374151" />
      <rect x="18" y="24" width="84" height="34" rx="6" fill="#fbbf24" />
      <text x="60" y="46" textAnchor="middle" fontSize="13" fontWeight="900" fill="#4c1d95">
        JACKPOT
      </text>
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <rect
          key={i}
          x={18 + (i % 2) * 44}
          y={66 + Math.floor(i / 2) * 38}
          width="40"
          height="32"
          rx="6"
          fill={['#ec4899', '#22c55e', '#0ea5e9', '#f97316', '#a855f7', '#eab308'][i]}
          opacity=".9"
        />
      ))}
    </svg>
  );
}

/** Promotes the mobile app (/down) in the brand's colours. */
export function AppDownloadCta() {
  const { t } = useTranslation('home');
  return (
    <section
      data-testid="home-app-cta"
      className="relative flex items-center gap-4 overflow-hidden rounded-3xl bg-gradient-to-r from-[#2e1065] via-primary-strong to-primary px-5 py-5 text-white shadow-lg shadow-primary/30 sm:gap-8 sm:px-10 sm:py-6"
    >
      <div
        className="pointer-events-none absolute inset-0 opacity-50 [background:radial-gradient(circle_at_85%_20%,#fbbf24_0,transparent_35%),radial-gradient(circle_at_10%_110%,#ec4899_0,transparent_40%)]"
        aria-hidden="true"
      />
      <div className="relative min-w-0 flex-1">
        <p className="font-bold text-accent text-xs uppercase tracking-[0.25em]">{t('app.kicker')}</p>
        <h2 className="mt-1 font-black text-xl leading-tight sm:text-3xl">{t('app.title')}</h2>
        <p className="mt-1.5 max-w-xl text-sm text-white/80">{t('app.body')}</p>
        <AppLink
          to="/down"
          className="mt-3 inline-flex items-center gap-2 rounded-full bg-accent px-5 py-2 font-bold text-[#3b1d00] text-sm shadow-lg transition hover:brightness-110"
        >
          {t('app.cta')}
        </AppLink>
      </div>
      <div className="relative hidden h-36 shrink-0 sm:block lg:h-44">
        <PhoneArt />
      </div>
    </section>
  );
}
