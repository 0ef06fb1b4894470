import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { OpeningSoon } from '../../shared/ui/opening-soon';
import { LotteryBalls } from './components/lottery-balls';

const FAST_INTERVALS = [1, 2, 3, 5, 10, 30] as const;

/** Lottery page (spec §2 /lottery?gameCode&vendor&playType, header only). */
export function LotteryPage() {
  const { t } = useTranslation('lottery');
  const [params] = useSearchParams();
  // The lottery issue launches the chosen game; for now the choice is acknowledged, not faked.
  const chosen = ['gameCode', 'vendor', 'playType']
    .map((k) => params.get(k)?.slice(0, 40))
    .filter((v): v is string => Boolean(v));
  return (
    <div
      data-testid="lottery-page"
      className="mx-auto flex w-full max-w-[1440px] flex-col gap-5 px-3 py-4 sm:px-4 sm:py-6"
    >
      <section className="relative flex items-center overflow-hidden rounded-3xl bg-gradient-to-br from-[#312e81] via-primary to-[#be185d] px-5 py-8 text-white sm:px-10">
        <div className="relative flex-1">
          <p className="text-xs font-semibold tracking-widest text-accent uppercase">{t('eyebrow')}</p>
          <h1 className="mt-2 text-3xl font-extrabold sm:text-4xl">{t('title')}</h1>
          <p className="mt-2 max-w-xl text-sm leading-6 text-white/85">{t('subtitle')}</p>
          {chosen.length > 0 ? (
            <p
              data-testid="lottery-selection"
              className="mt-4 inline-flex flex-wrap items-center gap-2 rounded-xl bg-white/15 px-3 py-2 text-sm"
            >
              <span className="text-white/80">{t('selected')}</span>
              {chosen.map((c) => (
                <code key={c} className="rounded bg-black/25 px-1.5 py-0.5 text-xs font-bold">
                  {c}
                </code>
              ))}
            </p>
          ) : null}
        </div>
        <LotteryBalls className="hidden h-40 w-52 sm:block" />
      </section>
      <section className="grid gap-4 md:grid-cols-2">
        <Link
          to="/vnlottery"
          data-testid="lottery-vn-link"
          className="group rounded-2xl border border-border bg-surface p-5 transition-shadow hover:shadow-lg sm:p-6"
        >
          <span className="rounded-full bg-danger/10 px-2.5 py-0.5 text-xs font-bold text-danger">
            {t('vnCard.tag')}
          </span>
          <h2 className="mt-2 text-xl font-bold group-hover:text-primary">{t('vnCard.title')}</h2>
          <p className="mt-1 text-sm leading-6 text-text-muted">{t('vnCard.body')}</p>
          <span className="mt-3 inline-block text-sm font-bold text-primary">{t('vnCard.cta')} →</span>
        </Link>
        <div className="rounded-2xl border border-border bg-surface p-5 sm:p-6">
          <span className="rounded-full bg-primary-soft px-2.5 py-0.5 text-xs font-bold text-primary">
            {t('fast.tag')}
          </span>
          <h2 className="mt-2 text-xl font-bold">{t('fast.title')}</h2>
          <p className="mt-1 text-sm leading-6 text-text-muted">{t('fast.body')}</p>
          <ul className="mt-3 flex flex-wrap gap-2" aria-label={t('fast.intervals')}>
            {FAST_INTERVALS.map((m) => (
              <li key={m} className="tabular rounded-lg bg-surface-2 px-3 py-1.5 text-sm font-semibold">
                {t('fast.minutes', { count: m })}
              </li>
            ))}
          </ul>
        </div>
      </section>
      <OpeningSoon title={t('soon.title')} message={t('soon.body')}>
        <Link
          to="/elott"
          className="inline-flex h-10 items-center rounded-xl border border-primary px-5 text-sm font-bold text-primary hover:bg-primary-soft"
        >
          {t('toElott')}
        </Link>
      </OpeningSoon>
    </div>
  );
}
