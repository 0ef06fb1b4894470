import { useTranslation } from 'react-i18next';
import { GameEmptyState } from './components/game-empty-state';

/** Seamless-wallet game page (spec §2 /seamless): the game stage, empty until games launch. */
export function SeamlessPage() {
  const { t } = useTranslation('game');
  return (
    <div
      data-testid="seamless-page"
      className="mx-auto flex w-full max-w-[1440px] flex-col gap-4 px-3 py-4 sm:px-4 sm:py-6"
    >
      <GameEmptyState />
      <section className="grid gap-3 sm:grid-cols-3">
        {(['wallet', 'fair', 'recent'] as const).map((k) => (
          <div key={k} className="rounded-2xl border border-border bg-surface p-5">
            <h2 className="text-base font-bold">{t(`seamless.${k}.title`)}</h2>
            <p className="mt-1 text-sm leading-6 text-text-muted">{t(`seamless.${k}.body`)}</p>
          </div>
        ))}
      </section>
    </div>
  );
}
