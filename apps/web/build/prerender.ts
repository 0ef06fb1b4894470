import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';

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
  const styles = html.match(/<link rel="stylesheet"[^>]*>\s*/g) ?? [];
  let out = html;
  for (const tag of styles) out = out.replace(tag, '');
  const script = out.indexOf('<script type="module"');
  if (script < 0) throw new Error('index.html has no module script');
  return `${out.slice(0, script)}${styles.map((t) => t.trim()).join('\n    ')}\n    ${BANNER_PRELOAD_MARKER}\n    ${out.slice(script)}`;
}

interface PrerenderModule {
  renderFirstScreen(pathname: string): Promise<string>;
  bannerGroupOf(pathname: string): string | undefined;
}

/**
 * After the client build: bundles src/app/prerender.tsx for Node (a nested SSR build, same aliases),
 * renders each path's first screen with the app's components and writes it into a copy of index.html
 * (`prerendered/<name>.html`), listed in `prerendered/pages.json`. The frame is `inert` until the app
 * replaces it, so nothing in it can be clicked half-alive; the banner slot carries a marker the server
 * fills with the group's first banner.
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
