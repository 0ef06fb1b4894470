import { type RefObject, useEffect, useState } from 'react';

/**
 * How long after the page's load event the carousel library is fetched when nobody touches the banner: the
 * first banner is already on screen, and autoplay's first change is 5 s away anyway. Past the load, so
 * neither the first paint nor the page's start-up waits on it.
 */
export const CAROUSEL_AFTER_LOAD_MS = 1500;

const INTERACTIONS = ['pointerenter', 'pointerdown', 'touchstart', 'focusin'] as const;

/**
 * True once the banner carousel (Swiper) should replace the still first banner: when a visitor reaches for
 * the banner area, or a while after the page has loaded, when the browser is idle.
 */
export function useCarouselReady(area: RefObject<HTMLElement | null>, wanted: boolean): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!wanted || ready) return;
    const el = area.current;
    const go = () => setReady(true);
    for (const type of INTERACTIONS) el?.addEventListener(type, go, { passive: true, once: true });
    let timer: ReturnType<typeof setTimeout> | undefined;
    let idle: number | undefined;
    const afterLoad = () => {
      timer = setTimeout(() => {
        idle = typeof requestIdleCallback === 'function' ? requestIdleCallback(go, { timeout: 1000 }) : undefined;
        if (idle === undefined) go();
      }, CAROUSEL_AFTER_LOAD_MS);
    };
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
    return () => {
      for (const type of INTERACTIONS) el?.removeEventListener(type, go);
      window.removeEventListener('load', afterLoad);
      clearTimeout(timer);
      if (idle !== undefined) cancelIdleCallback(idle);
    };
  }, [area, wanted, ready]);
  return ready;
}
