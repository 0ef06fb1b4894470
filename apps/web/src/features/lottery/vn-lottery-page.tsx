import { type LotteryTag, LotteryTags } from '@app/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LotteryBalls } from './components/lottery-balls';
import { LotteryLobby } from './components/lottery-lobby';
import { ResultsHistory } from './components/results-history';
import { VnRules } from './components/vn-rules';
import { VnScheduleTable } from './components/vn-schedule-table';
import { DRAW_TIMES, VN_REGIONS } from './lib/vn-schedule';

const REGION_STYLE = {
  north: 'from-[#b91c1c] to-[#7f1d1d]',
  central: 'from-[#d97706] to-[#92400e]',
  south: 'from-[#15803d] to-[#14532d]',
} as const;
const REGION_TAG = { north: 'MB', central: 'MT', south: 'MN' } as const;

/** /vnlottery (spec §2, header only): the Vietnam lottery lobby, results by date and station, the schedule. */
export function VnLotteryPage() {
  const { t } = useTranslation('lottery');
  const [params] = useSearchParams();
  const asked = params.get('tag');
  const initialTag = LotteryTags.includes(asked as LotteryTag) ? (asked as LotteryTag) : undefined;
  const [resultsTag, setResultsTag] = useState<LotteryTag>(initialTag && initialTag !== 'ST' ? initialTag : 'MB');
  return (
    <div
      data-testid="vn-lottery-page"
      className="mx-auto flex w-full max-w-[1440px] flex-col gap-4 px-3 py-3 sm:px-4 sm:py-5"
    >
      <section className="relative flex items-center overflow-hidden rounded-3xl bg-gradient-to-br from-[#7f1d1d] via-[#b91c1c] to-[#d97706] px-5 py-5 text-white sm:px-10 sm:py-7">
        <div className="relative flex-1">
          <p className="text-xs font-semibold tracking-widest text-[#fde68a] uppercase">{t('vn.eyebrow')}</p>
          <h1 className="mt-1 text-2xl font-extrabold sm:text-4xl">{t('vn.title')}</h1>
          <p className="mt-1 max-w-xl text-sm leading-6 text-white/90">{t('vn.subtitle')}</p>
        </div>
        <LotteryBalls className="hidden h-32 w-44 sm:block" />
      </section>
      <section className="grid grid-cols-3 gap-2" aria-label={t('vn.regionsTitle')}>
        {VN_REGIONS.map((r) => (
          <button
            key={r}
            type="button"
            data-testid="vn-region"
            aria-pressed={resultsTag === REGION_TAG[r]}
            onClick={() => setResultsTag(REGION_TAG[r])}
            className={`rounded-2xl bg-gradient-to-br p-3 text-left text-white sm:p-5 ${REGION_STYLE[r]}`}
          >
            <span className="block text-sm font-extrabold sm:text-lg">{t(`vn.regions.${r}`)}</span>
            <span className="tabular block text-xs font-bold text-[#fde68a] sm:text-xl">{DRAW_TIMES[r]}</span>
            <span className="mt-1 hidden text-[13px] leading-5 text-white/85 sm:block">{t(`vn.regionInfo.${r}`)}</span>
          </button>
        ))}
      </section>
      <LotteryLobby initialTag={initialTag} />
      <section className="flex flex-col gap-2">
        <h2 className="text-lg font-extrabold">{t('results.title', { region: t(`lobby.tags.${resultsTag}`) })}</h2>
        <ResultsHistory key={resultsTag} tag={resultsTag} />
      </section>
      <VnScheduleTable />
      <VnRules />
    </div>
  );
}
