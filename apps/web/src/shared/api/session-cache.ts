/**
 * Session-storage cache for the calls the spec caches (notices, routers, settings; spec §9).
 * Values are stored with the time they were fetched so TanStack Query can treat them as
 * initial data of that age; a language change clears them all (clearSessionCache).
 */
export const SESSION_CACHE_PREFIX = 'qc:';

export interface CachedEntry<T> {
  value: T;
  savedAt: number;
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** Reads a cached value, or undefined when absent or unreadable. */
export function readSessionCache<T>(key: string, store: Storage | null = storage()): CachedEntry<T> | undefined {
  const raw = store?.getItem(SESSION_CACHE_PREFIX + key);
  if (!raw) return undefined;
  try {
    const parsed = JSON.parse(raw) as Partial<CachedEntry<T>>;
    if (typeof parsed.savedAt !== 'number' || !('value' in parsed)) return undefined;
    return parsed as CachedEntry<T>;
  } catch {
    return undefined;
  }
}

/** Stores a value; a full storage quota is ignored (the cache is only an optimisation). */
export function writeSessionCache<T>(key: string, value: T, now = Date.now(), store: Storage | null = storage()): void {
  try {
    store?.setItem(SESSION_CACHE_PREFIX + key, JSON.stringify({ value, savedAt: now } satisfies CachedEntry<T>));
  } catch {
    // Quota exceeded or storage disabled: the next visit just fetches again.
  }
}

/** Removes every cached entry (on language change). */
export function clearSessionCache(store: Storage | null = storage()): void {
  if (!store) return;
  const keys: string[] = [];
  for (let i = 0; i < store.length; i++) {
    const k = store.key(i);
    if (k?.startsWith(SESSION_CACHE_PREFIX)) keys.push(k);
  }
  for (const k of keys) store.removeItem(k);
}

/**
 * Query options fragment that seeds a query from the session cache and writes every fresh
 * result back: spread it into queryOptions({ queryKey, ...sessionCached(key, fetcher), staleTime }).
 */
export function sessionCached<T>(
  key: string,
  fetcher: (signal: AbortSignal) => Promise<T>,
): {
  queryFn: (ctx: { signal: AbortSignal }) => Promise<T>;
  initialData: () => T | undefined;
  initialDataUpdatedAt: () => number | undefined;
} {
  return {
    queryFn: async ({ signal }) => {
      const value = await fetcher(signal);
      writeSessionCache(key, value);
      return value;
    },
    initialData: () => readSessionCache<T>(key)?.value,
    initialDataUpdatedAt: () => readSessionCache<T>(key)?.savedAt,
  };
}
