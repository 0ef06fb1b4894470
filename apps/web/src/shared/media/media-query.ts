import { useCallback, useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now (false where media queries are unavailable, e.g. the pre-render). */
export function matchesMedia(query: string): boolean {
  return globalThis.matchMedia?.(query).matches ?? false;
}

/**
 * The same as a hook that follows changes (a rotated phone, a resized window). The pre-render and the
 * first client render before hydration see `false`, so what depends on it must look the same without it.
 */
export function useMediaQuery(query: string): boolean {
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
    () => false,
  );
}
