import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LotteryBalls } from './components/lottery-balls';
import { LotteryLobby } from './components/lottery-lobby';
import { GamePage } from './game-page';

/**
 * /lottery (spec §2, header only): with ?gameCode= the betting page of that lottery (vendor and playType
 * are the launch's and only echoed), else the lottery lobby of every game, Vietnam and fast.
 */
export function LotteryPage() {
  const { t } = useTranslation('lottery');
  const [params] = useSearchParams();
  const code = params.get('gameCode')?.trim().toLowerCase().slice(0, 64) ?? '';
  return (
    <div
      data-testid="lottery-page"
      className="mx-auto flex w-full max-w-[1440px] flex-col gap-4 px-3 py-3 sm:px-4 sm:py-5"
    >
      {code ? (
        <GamePage key={code} code={code} />
      ) : (
        <>
          <section className="relative flex items-center overflow-hidden rounded-3xl bg-gradient-to-br from-[#312e81] via-primary to-[#be185d] px-5 py-5 text-white sm:px-10 sm:py-7">
            <div className="relative flex-1">
              <p className="text-xs font-semibold tracking-widest text-accent uppercase">{t('eyebrow')}</p>
              <h1 className="mt-1 text-2xl font-extrabold sm:text-4xl">{t('title')}</h1>
              <p className="mt-1 max-w-xl text-sm leading-6 text-white/85">{t('subtitle')}</p>
              <Link
                to="/vnlottery"
                data-testid="lottery-vn-link"
                className="mt-3 inline-flex h-9 items-center rounded-xl bg-white/15 px-4 text-sm font-bold hover:bg-white/25"
              >
                {t('vnCard.cta')} →
              </Link>
            </div>
            <LotteryBalls className="hidden h-32 w-44 sm:block" />
          </section>
          <LotteryLobby />
        </>
      )}
    </div>
  );
}
