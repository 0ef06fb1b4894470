/** Spec §4/§9: an image is retried up to 3 times before the fallback image is shown. */
export const IMAGE_MAX_RETRIES = 3;
/** Spec §9: preload factor 1.3 — start loading when the image is within 30% of a viewport. */
export const IMAGE_ROOT_MARGIN = '30% 0px 30% 0px';

/**
 * URL for a retry: the browser would serve a failed URL from its memory cache, so a retry
 * adds a marker query parameter. Data and blob URLs cannot fail transiently and stay as they are.
 */
export function retrySrc(src: string, attempt: number): string {
  if (attempt <= 0 || /^(data|blob):/i.test(src)) return src;
  const hashAt = src.indexOf('#');
  const base = hashAt >= 0 ? src.slice(0, hashAt) : src;
  const hash = hashAt >= 0 ? src.slice(hashAt) : '';
  return `${base}${base.includes('?') ? '&' : '?'}_r=${attempt}${hash}`;
}

/** Back-off before retry n (1-based): 400 ms, 800 ms, 1600 ms. */
export function retryDelay(attempt: number): number {
  return 400 * 2 ** (attempt - 1);
}

/** Default fallback artwork: a soft violet card with a picture glyph (never a broken-image icon). */
export const FALLBACK_IMAGE = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 120"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ede9fe"/><stop offset="1" stop-color="#c4b5fd"/></linearGradient></defs><rect width="160" height="120" fill="url(#g)"/><g fill="none" stroke="#7c3aed" stroke-width="4" stroke-linejoin="round" opacity=".55"><rect x="52" y="38" width="56" height="44" rx="6"/><path d="M56 76l16-16 10 10 8-8 14 14"/></g><circle cx="94" cy="50" r="5" fill="#f59e0b" opacity=".8"/></svg>`,
)}`;
