import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OpeningSoon } from '../../shared/ui/opening-soon';
import { LotteryBalls } from './components/lottery-balls';
import { VnScheduleTable } from './components/vn-schedule-table';
import { BET_TYPES, DRAW_TIMES, VN_REGIONS } from './lib/vn-schedule';

const REGION_STYLE = {
  north: 'from-[#b91c1c] to-[#7f1d1d]',
  central: 'from-[#d97706] to-[#92400e]',
  south: 'from-[#15803d] to-[#14532d]',
} as const;

/** Vietnam lottery (spec §2 /vnlottery, header only): regions, schedule and bet types. */
export function VnLotteryPage() {
  const { t } = useTranslation('lottery');
  return (
    <div
      data-testid="vn-lottery-page"
      className="mx-auto flex w-full max-w-[1440px] flex-col gap-5 px-3 py-4 sm:px-4 sm:py-6"
    >
      <section className="relative flex items-center overflow-hidden rounded-3xl bg-gradient-to-br from-[#7f1d1d] via-[#b91c1c] to-[#d97706] px-5 py-8 text-white sm:px-10">
        <div className="relative flex-1">
          <p className="text-xs font-semibold tracking-widest text-[#fde68a] uppercase">{t('vn.eyebrow')}</p>
          <h1 className="mt-2 text-3xl font-extrabold sm:text-4xl">{t('vn.title')}</h1>
          <p className="mt-2 max-w-xl text-sm leading-6 text-white/90">{t('vn.subtitle')}</p>
        </div>
        <LotteryBalls className="hidden h-40 w-52 sm:block" />
      </section>
      <section className="grid gap-3 sm:grid-cols-3" aria-label={t('vn.regionsTitle')}>
        {VN_REGIONS.map((r) => (
          <div
            key={r}
            data-testid="vn-region"
            className={`rounded-2xl bg-gradient-to-br p-5 text-white ${REGION_STYLE[r]}`}
          >
            <h2 className="text-lg font-extrabold">{t(`vn.regions.${r}`)}</h2>
            <p className="tabular mt-1 text-2xl font-bold text-[#fde68a]">{DRAW_TIMES[r]}</p>
            <p className="mt-2 text-[13px] leading-5 text-white/85">{t(`vn.regionInfo.${r}`)}</p>
          </div>
        ))}
      </section>
      <VnScheduleTable />
      <section className="rounded-2xl border border-border bg-surface p-4 sm:p-6">
        <h2 className="text-lg font-bold">{t('vn.betsTitle')}</h2>
        <p className="mt-1 text-sm text-text-muted">{t('vn.betsNote')}</p>
        <dl className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {BET_TYPES.map((b) => (
            <div key={b} className="rounded-xl border border-border p-4">
              <dt className="text-sm font-bold text-primary">{t(`vn.bets.${b}.name`)}</dt>
              <dd className="mt-1 text-[13px] leading-5 text-text-muted">{t(`vn.bets.${b}.wins`)}</dd>
            </div>
          ))}
        </dl>
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
