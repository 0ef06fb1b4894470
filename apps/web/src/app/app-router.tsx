import { type ReactNode, useLayoutEffect, useState } from 'react';
import { type Location, Router, type NavigationType as RouterNavigationType } from 'react-router';
import type { AppHistory, NavigationType } from './app-history';

/**
 * <Router> bound to our history. A location is shown only once `prepare` (the next page's chunk)
 * has settled, so the current page stays on screen meanwhile instead of a loading spinner, and a
 * newer navigation supersedes a pending one. This is done here rather than with startTransition,
 * which Preact's compat layer (the app's runtime) runs at once, without keeping the old screen.
 * A failed download shows the location too: the page's error boundary then reports it.
 */
export function AppRouter({
  history,
  prepare,
  children,
}: {
  history: AppHistory;
  prepare?: (location: Location) => Promise<unknown> | undefined;
  children: ReactNode;
}) {
  const [state, setState] = useState<{ location: AppHistory['location']; action: NavigationType }>(() => ({
    location: history.location,
    action: 'POP',
  }));
  useLayoutEffect(() => {
    let latest = 0;
    return history.listen((location, action) => {
      latest += 1;
      const mine = latest;
      const show = () => {
        if (mine === latest) setState({ location, action });
      };
      const ready = prepare?.(location);
      if (ready) ready.then(show, show);
      else show();
    });
  }, [history, prepare]);
  return (
    <Router location={state.location} navigationType={state.action as RouterNavigationType} navigator={history}>
      {children}
    </Router>
  );
}
