import { type RefObject, useEffect, useState } from 'react';

/**
 * True once the footer's moving vendor strip is worth its cost: the strip comes near the screen, or the
 * visitor scrolls or touches the page. The strip runs Swiper on every animation frame; a visitor who never
 * leaves the first screen never pays for it, and the first screen's start-up does not wait on it.
 */
export function useStripWanted(strip: RefObject<HTMLElement | null>, enabled: boolean): boolean {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (!enabled || wanted) return;
    // Scrolled before the app took over (the pre-rendered page scrolls too).
    if (window.scrollY > 0) {
      setWanted(true);
      return;
    }
    const go = () => setWanted(true);
    const events = ['scroll', 'pointerdown', 'keydown', 'touchstart'] as const;
    for (const type of events) window.addEventListener(type, go, { passive: true, once: true });
    const el = strip.current;
    const io =
      el && typeof IntersectionObserver !== 'undefined'
        ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && go(), {
            rootMargin: '200px',
          })
        : null;
    if (el) io?.observe(el);
    return () => {
      for (const type of events) window.removeEventListener(type, go);
      io?.disconnect();
    };
  }, [strip, enabled, wanted]);
  return wanted;
}
