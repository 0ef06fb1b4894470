import { useSyncExternalStore } from 'react';

export type Theme = 'light' | 'dark';
/** Local storage key of the chosen theme (spec §1: light default, stored locally). */
export const THEME_STORAGE_KEY = 'theme';

/** Anything other than 'dark' reads as the default light theme. */
export function resolveTheme(stored: string | null | undefined): Theme {
  return stored === 'dark' ? 'dark' : 'light';
}

function readTheme(): Theme {
  try {
    return resolveTheme(localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return 'light';
  }
}

let current: Theme = typeof window === 'undefined' ? 'light' : readTheme();
const listeners = new Set<() => void>();

/** Puts the theme on <html data-theme> where the CSS tokens switch. */
export function applyTheme(theme: Theme = current): void {
  if (typeof document === 'undefined') return;
  document.documentElement.dataset.theme = theme;
  document.documentElement.style.colorScheme = theme;
}

/** Changes the theme everywhere, remembers it and notifies subscribers. */
export function setTheme(theme: Theme): void {
  current = theme;
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Private mode: the theme still applies for this visit.
  }
  applyTheme(theme);
  for (const l of listeners) l();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Current theme with a setter and a toggle. */
export function useTheme(): { theme: Theme; setTheme: (t: Theme) => void; toggle: () => void } {
  const theme = useSyncExternalStore(
    subscribe,
    () => current,
    () => 'light' as Theme,
  );
  return { theme, setTheme, toggle: () => setTheme(current === 'dark' ? 'light' : 'dark') };
}
