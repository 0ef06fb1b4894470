// Route group 'index' (spec §2): its own lazily loaded chunk, named by vite.config.ts.
import { lazy, Suspense } from 'react';
import { HomePage as HomePageBase } from '../../features/home/home-page';

// The popular row and the winner board carry the lobby's launch code, which the bottom navigation's
// drop-downs load too: one shared chunk, fetched after the page has painted.
const HomeGames = lazy(() => import('../../features/catalogue').then((m) => ({ default: m.HomeGames })));

export function HomePage() {
  return (
    <HomePageBase
      games={
        <Suspense fallback={<div className="min-h-[360px]" aria-hidden="true" />}>
          <HomeGames />
        </Suspense>
      }
    />
  );
}
