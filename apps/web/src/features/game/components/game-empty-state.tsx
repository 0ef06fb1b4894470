import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * What a game host shows while no game is running: a dark stage with a controller, why nothing is
 * playing, and the way to the lobby. `requested` is true when a launch link was given but it is
 * not a playable address (spec §8 'Invalid URL, please contact customer service').
 */
export function GameEmptyState({ requested = false, lobby = '/rng' }: { requested?: boolean; lobby?: string }) {
  const { t } = useTranslation('game');
  return (
    <div
      data-testid={requested ? 'game-invalid-url' : 'game-empty'}
      className="flex min-h-[420px] flex-col items-center justify-center gap-4 rounded-3xl bg-[radial-gradient(circle_at_50%_30%,#3b0764,#0f0a1e_70%)] px-5 py-10 text-center text-white"
    >
      <svg viewBox="0 0 120 80" aria-hidden="true" className="w-32 drop-shadow-[0_0_24px_rgba(139,92,246,.6)]">
        <path
          d="M30 14h60a26 26 0 0 1 25 32l-4 16a12 12 0 0 1-21 4l-8-10H38l-8 10a12 12 0 0 1-21-4L5 46a26 26 0 0 1 25-32z"
          fill="#7c3aed"
          stroke="#c4b5fd"
          strokeWidth="3"
        />
        <path d="M30 32v14M23 39h14" stroke="#fff" strokeWidth="5" strokeLinecap="round" />
        <circle cx="84" cy="33" r="5" fill="#fbbf24" />
        <circle cx="95" cy="44" r="5" fill="#f472b6" />
      </svg>
      <h1 className="text-2xl font-extrabold">{t(requested ? 'empty.requestedTitle' : 'empty.title')}</h1>
      <p className="max-w-md text-sm leading-6 text-white/80">{t(requested ? 'empty.requestedBody' : 'empty.body')}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Link
          to={lobby}
          data-testid="game-lobby-link"
          className="inline-flex h-11 items-center rounded-xl bg-accent px-6 text-sm font-extrabold text-[#1c1530] hover:bg-accent-strong"
        >
          {t('pages:toLobby')}
        </Link>
        <Link
          to="/"
          className="inline-flex h-11 items-center rounded-xl border border-white/30 px-6 text-sm font-bold hover:bg-white/10"
        >
          {t('pages:backHome')}
        </Link>
      </div>
    </div>
  );
}
