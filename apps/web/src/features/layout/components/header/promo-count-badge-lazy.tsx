import { lazy, Suspense } from 'react';
import { useIsLoggedIn } from '../../../../shared/session/session';

// The counter's query brings the promotions contract with it: a chunk of its own, fetched only for a
// logged-in member, keeps it out of the home route's first JavaScript.
const Badge = lazy(() => import('./promo-count-badge').then((m) => ({ default: m.PromoCountBadge })));

/** The Promotions entry's availablePromoCount bubble, for logged-in members only. */
export function LazyPromoCountBadge({ className }: { className?: string }) {
  const loggedIn = useIsLoggedIn();
  if (!loggedIn) return null;
  return (
    <Suspense fallback={null}>
      <Badge className={className} />
    </Suspense>
  );
}
