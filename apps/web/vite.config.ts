import preact from '@preact/preset-vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';
import { prerender } from './build/prerender';
import { quietUseOptimisticProbe, reactOnPreact } from './build/react-on-preact';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

/** src/app/route-groups/<file>.group.ts → the spec's route-group name, used as the chunk name. */
const ROUTE_GROUP_CHUNKS: Record<string, string> = {
  index: 'index',
  egame: 'egame',
  elott: 'elott',
  lottery: 'lottery',
  vnlottery: 'vnlottery',
  download: 'download',
  help: 'help',
  joinus: 'joinus',
  'point-mall': 'pointMall',
  vip: 'Vip',
  promo: 'promo',
  'promo-detail': 'promoDetail',
  seamless: 'seamless',
  'fb-sports': 'fbSports',
  game: 'game',
  // The house slot and its verify page (not a spec group: our own provider's game).
  house: 'house',
  // The dice table (rounds core) and its verify page.
  dice: 'dice',
  // The lucky wheel (a raffle promotion) and its verify page.
  raffle: 'raffle',
  'by-iframe': 'byIframe',
  auth: 'auth',
  notice: 'notice',
};

const GROUP_NAMES = new Set([...Object.values(ROUTE_GROUP_CHUNKS), 'main']);

/** Route-group chunks get the spec's name; any other chunk whose name would collide gets a suffix. */
function chunkName(chunk: { name: string; facadeModuleId: string | null }): string {
  const m = chunk.facadeModuleId ? /route-groups\/([\w-]+)\.group\.tsx?$/.exec(chunk.facadeModuleId) : null;
  const group = m?.[1] ? ROUTE_GROUP_CHUNKS[m[1]] : undefined;
  if (group) return group;
  return GROUP_NAMES.has(chunk.name) ? `${chunk.name}-shared` : chunk.name;
}

/** The entry's stylesheet follows the entry's name ("main"), leaving "index" to the home group. */
function assetName(asset: { name?: string; names?: string[] }): string {
  const name = asset.names?.[0] ?? asset.name ?? '';
  return name === 'index.css' ? 'assets/main-[hash][extname]' : 'assets/[name]-[hash][extname]';
}

export default defineConfig({
  // React code on Preact (build/react-on-preact.ts); the preset's own aliases are replaced by that list.
  plugins: [
    preact({ reactAliasesEnabled: false }),
    quietUseOptimisticProbe(),
    tailwindcss(),
    // The public routes' first screens as HTML (build/prerender.ts).
    prerender(),
    precompress(),
  ],
  resolve: { alias: reactOnPreact },
  // Translations as JSON.parse of one string, not a module with an export (a getter and a binding) per key:
  // the default language's namespaces run at start-up, and the object-literal form of errors.json alone
  // was about 47 KB of the shell's code.
  json: { namedExports: false, stringify: true },
  server: {
    proxy: {
      // The live socket (platform/realtime) before the /wps prefix, so its upgrade is proxied too.
      '/wps/live': { target: apiTarget, ws: true },
      ...Object.fromEntries(
        ['/wps', '/lgw', '/media', '/healthz', '/docs', '/openapi.json'].map((p) => [p, apiTarget]),
      ),
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // .vite/manifest.json: lets bench/web-size.bench.ts measure each route group's chunks.
    manifest: true,
    chunkSizeWarningLimit: 600,
    rollupOptions: {
      output: {
        // The entry is "main" so that "index" names only the home route group (spec §2).
        entryFileNames: 'assets/main-[hash].js',
        chunkFileNames: (chunk) => `assets/${chunkName(chunk)}-[hash].js`,
        assetFileNames: (asset) => assetName(asset),
        // The libraries the entry imports statically, in one chunk, and the app's own shared start-up modules in
        // another: ~50 small chunks were ~50 requests before the app could start (a slow phone connection pays a
        // round trip for each batch of six). The entry module itself stays the build's entry ("main").
        codeSplitting: {
          groups: [
            { name: 'vendor', tags: ['$initial'], test: /[\\/]node_modules[\\/]/, priority: 3 },
            // The contracts' schemas get a chunk (and a task: src/start-up/before-app.ts) of their own.
            {
              name: 'contracts',
              tags: ['$initial'],
              test: /[\\/]packages[\\/]contracts[\\/]|[\\/]src[\\/]start-up[\\/]before-contracts\.ts$/,
              priority: 2,
            },
            { name: 'shell', tags: ['$initial'], test: /[\\/]src[\\/](?!main\.tsx$)/, priority: 1 },
          ],
        },
      },
    },
  },
});
