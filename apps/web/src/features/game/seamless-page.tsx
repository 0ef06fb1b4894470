import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { isPlayableUrl } from '../../shared/game/launch-handoff';
import { GameEmptyState } from './components/game-empty-state';
import { GameFrame } from './components/game-frame';

/**
 * Seamless-wallet game page (spec §2 /seamless, under the site header): ?url= (an absolute http(s)
 * address only) plays in the stage; without one the stage explains the one-wallet play.
 */
export function SeamlessPage() {
  const { t } = useTranslation('game');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const url = params.get('url');
  if (isPlayableUrl(url)) {
    return (
      <div
        data-testid="seamless-page"
        className="flex h-[calc(100dvh-4rem)] flex-col bg-black md:h-[calc(100dvh-8rem)]"
      >
        <GameFrame url={url} onBack={() => navigate(-1)} />
      </div>
    );
  }
  return (
    <div
      data-testid="seamless-page"
      className="mx-auto flex w-full max-w-[1440px] flex-col gap-4 px-3 py-4 sm:px-4 sm:py-6"
    >
      <GameEmptyState requested={url !== null} />
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
