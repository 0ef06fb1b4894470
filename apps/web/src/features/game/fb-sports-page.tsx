import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OpeningSoon } from '../../shared/ui/opening-soon';

const MARKETS = ['handicap', 'overUnder', 'parlay', 'live'] as const;
const ODDS = ['decimal', 'hongKong', 'malay', 'indo'] as const;

function PitchArt() {
  return (
    <svg viewBox="0 0 260 170" aria-hidden="true" className="hidden h-40 w-60 sm:block">
      <rect x="5" y="5" width="250" height="160" rx="14" fill="#15803d" stroke="#bbf7d0" strokeWidth="4" />
      <path d="M130 5v160" stroke="#bbf7d0" strokeWidth="3" />
      <circle cx="130" cy="85" r="26" fill="none" stroke="#bbf7d0" strokeWidth="3" />
      <rect x="5" y="50" width="36" height="70" fill="none" stroke="#bbf7d0" strokeWidth="3" />
      <rect x="219" y="50" width="36" height="70" fill="none" stroke="#bbf7d0" strokeWidth="3" />
      <circle cx="172" cy="62" r="13" fill="#fff" stroke="#1c1530" strokeWidth="2" />
      <path d="M172 53l6 5-2 7h-8l-2-7z" fill="#1c1530" />
    </svg>
  );
}

/** Sports vendor page (spec §2 /fbsports): markets and odds formats; the book opens with the games issue. */
export function FbSportsPage() {
  const { t } = useTranslation('game');
  return (
    <div
      data-testid="fb-sports-page"
      className="mx-auto flex w-full max-w-[1440px] flex-col gap-5 px-3 py-4 sm:px-4 sm:py-6"
    >
      <section className="flex items-center gap-6 overflow-hidden rounded-3xl bg-gradient-to-br from-[#052e16] via-[#166534] to-[#0e7490] px-5 py-8 text-white sm:px-10">
        <div className="flex-1">
          <p className="text-xs font-semibold tracking-widest text-[#bbf7d0] uppercase">{t('sports.eyebrow')}</p>
          <h1 className="mt-2 text-3xl font-extrabold sm:text-4xl">{t('sports.title')}</h1>
          <p className="mt-2 max-w-xl text-sm leading-6 text-white/85">{t('sports.subtitle')}</p>
        </div>
        <PitchArt />
      </section>
      <section className="rounded-2xl border border-border bg-surface p-4 sm:p-6">
        <h2 className="text-lg font-bold">{t('sports.marketsTitle')}</h2>
        <div className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {MARKETS.map((m) => (
            <div key={m} className="rounded-xl bg-surface-2 p-4">
              <h3 className="text-sm font-bold text-primary">{t(`sports.markets.${m}.title`)}</h3>
              <p className="mt-1 text-[13px] leading-5 text-text-muted">{t(`sports.markets.${m}.body`)}</p>
            </div>
          ))}
        </div>
      </section>
      <section className="rounded-2xl border border-border bg-surface p-4 sm:p-6">
        <h2 className="text-lg font-bold">{t('sports.oddsTitle')}</h2>
        <ul className="mt-3 grid gap-2 sm:grid-cols-2">
          {ODDS.map((o) => (
            <li key={o} className="flex gap-2 text-sm">
              <strong className="w-28 shrink-0">{t(`sports.odds.${o}.name`)}</strong>
              <span className="text-text-muted">{t(`sports.odds.${o}.body`)}</span>
            </li>
          ))}
        </ul>
      </section>
      <OpeningSoon title={t('sports.soonTitle')} message={t('sports.soonBody')}>
        <Link
          to="/sports"
          className="inline-flex h-10 items-center rounded-xl border border-primary px-5 text-sm font-bold text-primary hover:bg-primary-soft"
        >
          {t('sports.toLobby')}
        </Link>
      </OpeningSoon>
    </div>
  );
}
