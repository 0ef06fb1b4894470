import type { Location, Navigator, To } from 'react-router';
import { createPath } from 'react-router';
import { isSameLocation } from '../shared/router/same-location';

export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';
type Listener = (location: Location, action: NavigationType) => void;

/** What react-router's <Router> needs, plus a subscription for our router component. */
export interface AppHistory extends Navigator {
  readonly location: Location;
  listen: (listener: Listener) => () => void;
}

interface HistoryState {
  usr?: unknown;
  key?: string;
}

function readLocation(win: Window): Location {
  const { pathname, search, hash } = win.location;
  const st = (win.history.state ?? {}) as HistoryState;
  return { pathname, search, hash, state: st.usr ?? null, key: st.key ?? 'default' };
}

function toPath(to: To): string {
  return typeof to === 'string' ? to : createPath(to);
}

/**
 * Browser history for history-mode routing (spec §2) in which a navigation to the current
 * location is ignored: no new entry, no re-render. It is the single place every <Link> and
 * navigate() goes through, so the rule holds app-wide. Superseded navigations need no work
 * here: each one only swaps the location, and AppRouter shows only the latest one.
 */
export function createAppHistory(win: Window = window): AppHistory {
  let location = readLocation(win);
  const listeners = new Set<Listener>();
  const notify = (action: NavigationType) => {
    location = readLocation(win);
    for (const l of listeners) l(location, action);
  };
  win.addEventListener('popstate', () => notify('POP'));

  const change = (method: 'pushState' | 'replaceState', to: To, state: unknown) => {
    const path = toPath(to);
    if (isSameLocation(location, path) && (state ?? null) === (location.state ?? null)) return;
    const next: HistoryState = { usr: state ?? null, key: Math.random().toString(36).slice(2, 10) };
    try {
      win.history[method](next, '', path);
    } catch {
      // Safari limits pushState calls per second; fall back to a full navigation.
      win.location[method === 'pushState' ? 'assign' : 'replace'](path);
      return;
    }
    notify(method === 'pushState' ? 'PUSH' : 'REPLACE');
  };

  return {
    get location() {
      return location;
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    createHref: (to) => toPath(to),
    encodeLocation: (to) => {
      const url = new URL(toPath(to), win.location.href);
      return { pathname: url.pathname, search: url.search, hash: url.hash };
    },
    go: (delta) => win.history.go(delta),
    push: (to, state) => change('pushState', to, state),
    replace: (to, state) => change('replaceState', to, state),
  };
}
