import { lazy, Suspense, useCallback } from 'react';
import { useLocation } from 'react-router';
import { useSessionUsable } from '../features/accounts';
import { signOutNow } from '../features/accounts/account/sign-out';
import { openCentrePage } from '../features/member-centre';
import { useIsLoggedIn, useIsTrial } from '../shared/session/session';

// Its own chunk: visitors and trial accounts never load it.
const RealityCheck = lazy(async () => ({ default: (await import('../features/responsible-gaming')).RealityCheck }));

/** A page inside a frame (the house games framed by /game): the framing page shows the reminder once. */
const framed = (): boolean => {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
};

/**
 * The reality check over every page of a real-money session, the game route included (issue 18.2). The
 * app composes it: "see my history" opens the member centre's betting history, "log out" signs out.
 */
export function RealityCheckHost() {
  const loggedIn = useIsLoggedIn();
  const trial = useIsTrial();
  const usable = useSessionUsable();
  const { pathname } = useLocation();
  const onHistory = useCallback(() => openCentrePage('personalHistoryCopy'), []);
  const onLogout = useCallback(() => void signOutNow(), []);
  // Not before the member info says the session is usable: a pending forced password change refuses the calls.
  if (!loggedIn || trial || !usable || framed()) return null;
  return (
    <Suspense fallback={null}>
      <RealityCheck pathname={pathname} onHistory={onHistory} onLogout={onLogout} onSessionEnded={onLogout} />
    </Suspense>
  );
}
