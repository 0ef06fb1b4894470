import { useSearchParams } from 'react-router';
import { GameEmptyState } from './components/game-empty-state';

/**
 * Game host (spec §2 /game, no layout). The games issue will load ?url= in an iframe once it
 * checks the address against the launch hosts; until then no address is ever framed.
 */
export function GamePage() {
  const [params] = useSearchParams();
  return (
    <div data-testid="game-page" className="flex min-h-screen items-center justify-center bg-[#0f0a1e] p-3 sm:p-6">
      <div className="w-full max-w-3xl">
        <GameEmptyState requested={params.has('url')} />
      </div>
    </div>
  );
}
