import { PopularGames } from './popular-games';
import { WinnerBoard } from './winner-board';

/**
 * What the games feature adds to the home page: the popular games row beside the winner board on wide
 * screens, one above the other on phones.
 */
export function HomeGames() {
  return (
    <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_340px]" data-testid="home-games">
      <PopularGames />
      <WinnerBoard />
    </div>
  );
}
