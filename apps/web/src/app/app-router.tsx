import { type ReactNode, startTransition, useLayoutEffect, useState } from 'react';
import { Router, type NavigationType as RouterNavigationType } from 'react-router';
import type { AppHistory, NavigationType } from './app-history';

/**
 * <Router> bound to our history. Location changes are transitions, so while the next page's
 * chunk loads the current page stays on screen, and a newer navigation supersedes a pending one.
 */
export function AppRouter({ history, children }: { history: AppHistory; children: ReactNode }) {
  const [state, setState] = useState<{ location: AppHistory['location']; action: NavigationType }>(() => ({
    location: history.location,
    action: 'POP',
  }));
  useLayoutEffect(
    () =>
      history.listen((location, action) => {
        startTransition(() => setState({ location, action }));
      }),
    [history],
  );
  return (
    <Router location={state.location} navigationType={state.action as RouterNavigationType} navigator={history}>
      {children}
    </Router>
  );
}
