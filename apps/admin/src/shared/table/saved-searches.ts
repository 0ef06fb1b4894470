import { useCallback, useState } from 'react';

/** A named view of a list (its filters and sort), kept in this browser per screen. */
export interface SavedSearch {
  name: string;
  /** The list's address query (list-state.ts writeListState). */
  query: string;
}

const storeKey = (screen: string) => `admin.savedSearches.${screen}`;

function read(screen: string): SavedSearch[] {
  try {
    const raw = JSON.parse(localStorage.getItem(storeKey(screen)) ?? '[]') as unknown;
    return Array.isArray(raw)
      ? raw.filter((s): s is SavedSearch => typeof s?.name === 'string' && typeof s?.query === 'string')
      : [];
  } catch {
    return [];
  }
}

/** The saved searches of one screen: save (a name saved again replaces its query), remove. */
export function useSavedSearches(screen: string) {
  const [items, setItems] = useState<SavedSearch[]>(() => read(screen));
  const write = useCallback(
    (next: SavedSearch[]) => {
      setItems(next);
      try {
        localStorage.setItem(storeKey(screen), JSON.stringify(next));
      } catch {
        // Storage off: kept for this page only.
      }
    },
    [screen],
  );
  const save = (name: string, query: string) =>
    write([...items.filter((s) => s.name !== name), { name, query }].sort((a, b) => a.name.localeCompare(b.name)));
  const remove = (name: string) => write(items.filter((s) => s.name !== name));
  return { items, save, remove };
}
