import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, SUPPORTED_LANGUAGES } from '../src/shared/i18n/languages';
import { TOKEN_STORAGE_KEY } from '../src/shared/session/session-storage';

/** Public routes whose first screen is written as HTML at build time (the home page and the lobbies). */
export const PRERENDERED_PATHS = [
  '/',
  '/live',
  '/sports',
  '/esports',
  '/pvp',
  '/rng',
  '/fish',
  '/cockfight',
  '/elott',
  '/promotions',
];

/** Where the pages go in the build, and the list the server reads (apps/server: prerendered-pages.ts). */
export const PRERENDER_DIR = 'prerendered';
export const BANNER_MARKER = '<!--first-banner-->';
export const BANNER_PRELOAD_MARKER = '<!--first-banner-preload-->';

/**
 * The head of a pre-rendered page asks for what the first paint needs first: the stylesheet, then (the
 * server fills the marker) the first banner's image, and only then the app's script and its ~50 module
 * preloads, which would otherwise take every connection ahead of the banner.
 */
export function firstPaintFirst(html: string): string {
  html = scriptAfterFirstPaint(html);
  const styles = html.match(/<link rel="stylesheet"[^>]*>\s*/g) ?? [];
  let out = html;
  for (const tag of styles) out = out.replace(tag, '');
  const script = out.indexOf('<script type="module"');
  if (script < 0) throw new Error('index.html has no module script');
  const theme = `<script src="/${THEME_SCRIPT}"></script>`;
  return `${out.slice(0, script)}${theme}\n    ${styles.map((t) => t.trim()).join('\n    ')}\n    ${BANNER_PRELOAD_MARKER}\n    ${out.slice(script)}`;
}

const LOADER_SOURCE = `// Written by apps/web/build/prerender.ts. A pre-rendered page paints without the app's script; the app's
// script and its chunks are asked for once that first frame is on screen, so they do not share the
// connection with the stylesheet and the first banner before it. "On screen" is the browser's own paint
// timing (its entries arrive once the frame is presented; a frame merely produced can still be waiting):
// the first contentful paint, and where the frame has a first banner (the first screen's largest paint)
// that banner's largest-contentful-paint entry, or its failure. At most 2.5 s in any case.
const entry = document.querySelector('script[data-app-entry]');
let started = false;
const start = () => {
  if (started) return;
  started = true;
  for (const href of (entry.dataset.preload || '').split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  import(entry.dataset.appEntry);
};
setTimeout(start, 2500);
const banner = document.querySelector('[data-testid="banner-first-static"] img');
// Loaded before this script ran: at once (0); later: when (a frame painted before it did not show it).
let bannerLoadedAt = banner && banner.complete ? 0 : Infinity;
banner?.addEventListener('load', () => {
  bannerLoadedAt = performance.now();
});
let painted = false;
let bannerShown = !banner;
const startWhenShown = () => {
  if (painted && bannerShown) setTimeout(start, 0);
};
const types = (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes) || [];
// A frame hidden by the head script (another language, a signed-in visitor) paints nothing to wait for.
const frameShown = !('prerenderHidden' in document.documentElement.dataset);
if (frameShown && types.includes('paint') && types.includes('largest-contentful-paint')) {
  const seen = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.name === 'first-contentful-paint') {
        painted = true;
        // Loaded before the first frame: the banner is in it.
        if (banner && bannerLoadedAt <= e.startTime) bannerShown = true;
      }
      if (e.entryType === 'largest-contentful-paint' && e.element === banner) bannerShown = painted = true;
    }
    startWhenShown();
  });
  seen.observe({ type: 'paint', buffered: true });
  seen.observe({ type: 'largest-contentful-paint', buffered: true });
  banner?.addEventListener('error', () => {
    bannerShown = true;
    startWhenShown();
  });
} else {
  requestAnimationFrame(() => setTimeout(start, 0));
}
`;

/**
 * Runs in the head before the body is parsed. The stored theme goes on <html>. The frame was rendered in
 * the default language for a visitor: a visitor who chose another language, or a signed-in one (whose
 * header shows the account, not the login buttons), would see the wrong words first, so for them the frame
 * stays hidden (its space is kept) until the app draws the real page.
 */
export const THEME_SOURCE = `// Written by apps/web/build/prerender.ts: the stored theme on <html>, and the pre-rendered frame hidden
// where it would show the wrong language or a signed-out header.
try {
  const root = document.documentElement;
  const theme = localStorage.getItem('theme') === 'dark' ? 'dark' : 'light';
  root.dataset.theme = theme;
  root.style.colorScheme = theme;
  const language = (localStorage.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)}) || '').toLowerCase();
  const otherLanguage = language !== '' && language !== ${JSON.stringify(DEFAULT_LANGUAGE)} && ${JSON.stringify(SUPPORTED_LANGUAGES)}.includes(language);
  if (otherLanguage || sessionStorage.getItem(${JSON.stringify(TOKEN_STORAGE_KEY)})) root.dataset.prerenderHidden = '';
} catch {}
`;

const contentName = (base: string, source: string) =>
  `assets/${base}-${createHash('sha256').update(source).digest('hex').slice(0, 8)}.js`;

/** The pre-rendered pages' theme script (a classic script in the head: it runs before the body is parsed). */
export const THEME_SCRIPT = contentName('stored-theme', THEME_SOURCE);

/** The pre-rendered pages' loader, named by its content like every other asset (they are cached for good). */
export const AFTER_PAINT_LOADER = contentName('after-first-paint', LOADER_SOURCE);

/**
 * Swaps the page's module script and module preloads for the small loader above, which carries the entry's
 * address and the preloads in data attributes.
 */
export function scriptAfterFirstPaint(html: string): string {
  const script = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
  if (!script) throw new Error('index.html has no module script');
  const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
  let out = html;
  for (const m of preloads) out = out.replace(m[0], '');
  const list = preloads.map((m) => m[1]).join(' ');
  return out.replace(
    script[0],
    `<script type="module" crossorigin src="/${AFTER_PAINT_LOADER}" data-app-entry="${script[1]}" data-preload="${list}"></script>`,
  );
}

interface PrerenderModule {
  renderFirstScreen(pathname: string): Promise<string>;
  bannerGroupOf(pathname: string): string | undefined;
}

/**
 * After the client build: bundles src/app/prerender.tsx for Node (a nested SSR build, same aliases),
 * renders each path's first screen with the app's components and writes it into a copy of index.html
 * (`prerendered/<name>.html`), listed in `prerendered/pages.json`. The frame is `inert` until the app
 * renders over it (its wrapper then goes), so nothing in it can be clicked half-alive; the banner slot
 * carries a marker the server fills with the group's first banner.
 */
export function prerender(): Plugin {
  let root = '';
  let outDir = 'dist';
  let configFile: string | undefined;
  let active = true;
  return {
    name: 'prerender-first-screen',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      configFile = config.configFile;
      // The nested SSR build loads this config again: it must not prerender in turn.
      active = !config.build.ssr;
    },
    // Sequential and first: the pages must exist before precompress() writes the build's .br/.gz files.
    closeBundle: {
      sequential: true,
      order: 'pre',
      async handler() {
        if (!active) return;
        const tmp = mkdtempSync(path.join(tmpdir(), 'prerender-'));
        try {
          await build({
            root,
            configFile,
            logLevel: 'warn',
            ssr: { noExternal: true, target: 'node' },
            build: {
              ssr: 'src/app/prerender.tsx',
              outDir: tmp,
              emptyOutDir: true,
              manifest: false,
              copyPublicDir: false,
              rollupOptions: { output: { entryFileNames: 'prerender.mjs', codeSplitting: false } },
            },
          });
          const mod = (await import(pathToFileURL(path.join(tmp, 'prerender.mjs')).href)) as PrerenderModule;
          const template = firstPaintFirst(readFileSync(path.join(outDir, 'index.html'), 'utf8'));
          if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');
          mkdirSync(path.join(outDir, PRERENDER_DIR), { recursive: true });
          writeFileSync(path.join(outDir, AFTER_PAINT_LOADER), LOADER_SOURCE);
          writeFileSync(path.join(outDir, THEME_SCRIPT), THEME_SOURCE);
          const pages: { path: string; file: string; bannerGroup: string | null }[] = [];
          for (const pathname of PRERENDERED_PATHS) {
            const body = await mod.renderFirstScreen(pathname);
            const file = `${PRERENDER_DIR}/${pathname === '/' ? 'index' : pathname.slice(1)}.html`;
            const html = template.replace(
              '<div id="root"></div>',
              `<div id="root"><div data-prerendered="" inert="">${body}</div></div>`,
            );
            writeFileSync(path.join(outDir, file), html);
            pages.push({ path: pathname, file, bannerGroup: mod.bannerGroupOf(pathname) ?? null });
          }
          writeFileSync(path.join(outDir, PRERENDER_DIR, 'pages.json'), `${JSON.stringify(pages, null, 2)}\n`);
        } finally {
          rmSync(tmp, { recursive: true, force: true });
        }
      },
    },
  };
}
