import { lazy, Suspense } from 'react';
import { useIsLoggedIn } from '../session/session';

// The count's query brings the inbox contract with it: a chunk of its own, fetched only for a logged-in
// member, keeps it out of the home route's first JavaScript.
const Button = lazy(() => import('./inbox-button').then((m) => ({ default: m.InboxButton })));

/** The top bar's inbox button, for logged-in members only. */
export function LazyInboxButton({ onOpen }: { onOpen: () => void }) {
  const loggedIn = useIsLoggedIn();
  if (!loggedIn) return null;
  return (
    <Suspense fallback={null}>
      <Button onOpen={onOpen} />
    </Suspense>
  );
}
