import { useCallback, useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now (false where media queries are unavailable, e.g. the pre-render). */
export function matchesMedia(query: string): boolean {
  return globalThis.matchMedia?.(query).matches ?? false;
}

/**
 * The same as a hook that follows changes (a rotated phone, a resized window). The pre-render (no window)
 * sees `serverValue`: a part hidden by CSS below a width can render there as if the query matched, so the
 * pre-rendered page has it at every width and CSS alone decides, as before the app runs.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = globalThis.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => matchesMedia(query),
    () => serverValue,
  );
}
