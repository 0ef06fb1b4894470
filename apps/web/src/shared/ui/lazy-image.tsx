import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { FALLBACK_IMAGE, IMAGE_MAX_RETRIES, IMAGE_ROOT_MARGIN, retryDelay, retrySrc } from './lazy-image-helpers';

export interface LazyImageProps {
  src: string;
  alt: string;
  className?: string;
  style?: CSSProperties;
  /** Image shown after the retries are spent; defaults to the site's fallback artwork. */
  fallback?: string;
  width?: number;
  height?: number;
  /** Load immediately (above-the-fold banners). */
  eager?: boolean;
  /**
   * The first screen's largest image (the first banner): loaded at once with high fetch priority and shown
   * without the fade-in, so it counts as painted the moment it arrives.
   */
  priority?: boolean;
}

// One observer for every lazy image: a page of tiles has dozens, and an observer each cost the first
// render their set-up and the browser as many intersection computations on every frame.
const waiting = new Map<Element, () => void>();
let nearViewport: IntersectionObserver | undefined;

/** Calls `onNear` once when `el` comes within IMAGE_ROOT_MARGIN of the viewport; returns the cancel. */
function whenNear(el: Element, onNear: () => void): () => void {
  nearViewport ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        nearViewport?.unobserve(entry.target);
        const call = waiting.get(entry.target);
        waiting.delete(entry.target);
        call?.();
      }
    },
    { rootMargin: IMAGE_ROOT_MARGIN },
  );
  waiting.set(el, onNear);
  nearViewport.observe(el);
  return () => {
    waiting.delete(el);
    nearViewport?.unobserve(el);
  };
}

/** Image that loads when near the viewport, retries up to 3 times, then shows a fallback. */
export function LazyImage({
  src,
  alt,
  className = '',
  style,
  fallback,
  width,
  height,
  eager = false,
  priority = false,
}: LazyImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  const [visible, setVisible] = useState(eager || priority);
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  const [loaded, setLoaded] = useState(false);

  // A new source starts over.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when src changes
  useEffect(() => {
    setAttempt(0);
    setFailed(false);
    setLoaded(false);
  }, [src]);

  useEffect(() => {
    if (visible) return;
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    return whenNear(el, () => setVisible(true));
  }, [visible]);

  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onError = () => {
    if (attempt >= IMAGE_MAX_RETRIES) {
      setFailed(true);
      return;
    }
    timer.current = setTimeout(() => setAttempt((a) => a + 1), retryDelay(attempt + 1));
  };

  const current = failed ? (fallback ?? FALLBACK_IMAGE) : visible ? retrySrc(src, attempt) : undefined;
  return (
    <img
      ref={ref}
      src={current}
      alt={alt}
      width={width}
      height={height}
      decoding={priority ? 'sync' : 'async'}
      loading={priority ? 'eager' : undefined}
      fetchPriority={priority ? 'high' : undefined}
      data-testid="lazy-image"
      data-state={failed ? 'fallback' : loaded ? 'loaded' : 'loading'}
      onLoad={() => setLoaded(true)}
      onError={failed ? undefined : onError}
      className={`${priority ? 'bg-surface-3' : loaded || failed ? 'opacity-100 transition-opacity duration-300' : 'bg-surface-3 opacity-0 transition-opacity duration-300'} ${className}`}
      style={style}
    />
  );
}
