import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

/** One page of the web build's `prerendered/pages.json` (apps/web/build/prerender.ts writes it). */
interface PrerenderedPage {
  path: string;
  file: string;
  bannerGroup: string | null;
}

/** What the server puts into a pre-rendered banner slot: the group's first banner, or none. */
export interface FirstBanner {
  url: string;
  title: string;
}

const MARKER = '<!--first-banner-->';
/** Where the head asks for the banner's image: before the app's script and its module preloads. */
const PRELOAD_MARKER = '<!--first-banner-preload-->';
/** The marker and the slot's loading placeholder right after it (replaced together by the banner). */
const SLOT = /<!--first-banner--><div[^>]*data-testid="skeleton"[^>]*><\/div>/;
/** The banner box's classes, as the web's banner slide has them (same box: nothing moves when the app takes over). */
const BOX = 'block h-full w-full aspect-[1920/520]';

const escapeAttr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Only same-site paths and http(s) addresses go into the page. */
function safeImageUrl(url: string): string | null {
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  try {
    const u = new URL(url);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.href : null;
  } catch {
    return null;
  }
}

/**
 * The first banner as plain markup (the image the first screen's largest paint is) and the head's preload
 * of that image, or null for an address that may not go into the page.
 */
export function bannerMarkup(banner: FirstBanner): { preload: string; slot: string } | null {
  const src = safeImageUrl(banner.url);
  if (!src) return null;
  const href = escapeAttr(src);
  const alt = escapeAttr(banner.title);
  return {
    preload: `<link rel="preload" as="image" href="${href}" fetchpriority="high">`,
    slot:
      `<div data-testid="banner-first-static" class="relative"><div class="${BOX}">` +
      `<img src="${href}" alt="${alt}" fetchpriority="high" loading="eager" decoding="sync" ` +
      `class="bg-surface-3 ${BOX} object-cover"></div></div>`,
  };
}

/**
 * Splits a page at the head's preload marker and at its banner slot, so each answer is three copies with the
 * preload and the banner in between.
 */
function splitPage(html: string): [string, string, string] | null {
  const m = SLOT.exec(html);
  if (!m) return null;
  const before = html.slice(0, m.index);
  const after = html.slice(m.index + m[0].length);
  const at = before.indexOf(PRELOAD_MARKER);
  return at < 0 ? ['', before, after] : [before.slice(0, at), before.slice(at + PRELOAD_MARKER.length), after];
}

/**
 * Serves the web build's pre-rendered first screens (the home page, the lobbies): each listed path gets its
 * own GET route answering its HTML, with the route's first banner put into the banner slot from the current
 * banners, so the browser paints it before any script has run. Paths not listed (and other spellings of
 * these) keep the plain index.html. The answers go through the app's compression like any other.
 */
export function registerPrerenderedPages(
  app: FastifyInstance,
  opts: { webDist: string; firstBanner: (group: string) => Promise<FirstBanner | null> },
): string[] {
  const listFile = path.join(opts.webDist, 'prerendered', 'pages.json');
  if (!existsSync(listFile)) return [];
  const pages = JSON.parse(readFileSync(listFile, 'utf8')) as PrerenderedPage[];
  for (const page of pages) {
    const html = readFileSync(path.join(opts.webDist, page.file), 'utf8');
    const parts = page.bannerGroup ? splitPage(html) : null;
    const plain = html.replace(MARKER, '').replace(PRELOAD_MARKER, '');
    const group = page.bannerGroup;
    app.get(page.path, async (req, reply) => {
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
      if (!parts || !group) return plain;
      let banner: ReturnType<typeof bannerMarkup> = null;
      try {
        const first = await opts.firstBanner(group);
        banner = first ? bannerMarkup(first) : null;
      } catch (err) {
        // The page still works without it: the app draws the banner once its data arrives.
        req.log.warn({ err }, 'first banner for a pre-rendered page');
      }
      return banner ? parts[0] + banner.preload + parts[1] + banner.slot + parts[2] : plain;
    });
  }
  return pages.map((p) => p.path);
}
