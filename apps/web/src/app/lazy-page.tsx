import { type ComponentType, type LazyExoticComponent, lazy, useState } from 'react';
import { loadChunk } from './chunk-load';

type Loader = () => Promise<ComponentType>;

/** A page loaded on demand; preload() starts (or joins) its chunk download and settles when it ends. */
export type RoutePage = ComponentType & { preload: () => Promise<unknown> };

// lazy() remembers a rejected import forever. A failed page stays failed (so the error shows
// instead of suspending again in a loop) until the error screen's retry forgets it; the next
// render then builds a fresh lazy component that imports again.
const registry = new Map<string, LazyExoticComponent<ComponentType>>();
// One download per page, shared by preload() (the router, before it shows the page) and lazy().
const downloads = new Map<string, Promise<{ default: ComponentType }>>();
// Pages whose chunk has arrived: rendered directly, without suspending for an import that is done.
const arrived = new Map<string, ComponentType>();
const failed = new Set<string>();

/** Forgets the pages whose chunk failed, so rendering them again retries the download. */
export function forgetFailedPages(): void {
  for (const key of failed) {
    registry.delete(key);
    downloads.delete(key);
  }
  failed.clear();
}

function download(key: string, load: Loader): Promise<{ default: ComponentType }> {
  let pending = downloads.get(key);
  if (!pending) {
    pending = loadChunk(load()).then(
      (Page) => {
        arrived.set(key, Page);
        return { default: Page };
      },
      (err: unknown) => {
        failed.add(key);
        throw err;
      },
    );
    downloads.set(key, pending);
  }
  return pending;
}

function lazyFor(key: string, load: Loader): LazyExoticComponent<ComponentType> {
  let component = registry.get(key);
  if (!component) {
    component = lazy(() => download(key, load));
    registry.set(key, component);
  }
  return component;
}

/**
 * A page loaded on demand from its route-group chunk: `lazyPage('index:HomePage', () =>
 * import('./route-groups/index.group').then((m) => m.HomePage))`. Failures (or 120 s) raise
 * ChunkLoadError for the page error boundary, whose retry loads the chunk again.
 */
export function lazyPage(key: string, load: Loader): RoutePage {
  // biome-ignore lint/correctness/noComponentHookFactories: called once per route at module load; the registry keeps each lazy component stable
  function LazyRoutePage() {
    // Chosen once per mount: switching between the lazy wrapper and the page itself would remount it.
    const [Page] = useState(() => arrived.get(key) ?? lazyFor(key, load));
    return <Page />;
  }
  LazyRoutePage.displayName = `LazyPage(${key})`;
  LazyRoutePage.preload = () => download(key, load);
  return LazyRoutePage;
}
