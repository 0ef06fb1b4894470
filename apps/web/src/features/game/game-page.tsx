import { useSearchParams } from 'react-router';
import { isPlayableUrl, readGameHtml } from '../../shared/game/launch-handoff';
import { GameEmptyState } from './components/game-empty-state';
import { GameFrame } from './components/game-frame';

/** Leaves the game: back where the player launched it, else the slot lobby. */
function goBack() {
  if (window.history.length > 1) window.history.back();
  else window.location.assign('/rng');
}

/**
 * Game host (spec §2 /game, no layout): ?url= is framed only when it is an absolute http(s)
 * address (else spec §8's 'Invalid URL' message); ?html=1 frames the vendor document the launch
 * handed over in session storage.
 */
export function GamePage() {
  const [params] = useSearchParams();
  const url = params.get('url');
  const html = params.get('html') === '1' ? readGameHtml() : null;
  if (isPlayableUrl(url) || html) {
    return (
      <div data-testid="game-page" className="flex h-dvh flex-col bg-black">
        <GameFrame url={isPlayableUrl(url) ? url : undefined} html={html ?? undefined} onBack={goBack} />
      </div>
    );
  }
  return (
    <div data-testid="game-page" className="flex min-h-screen items-center justify-center bg-[#0f0a1e] p-3 sm:p-6">
      <div className="w-full max-w-3xl">
        <GameEmptyState requested={url !== null || params.has('html')} />
      </div>
    </div>
  );
}
