import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

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
  'by-iframe': 'byIframe',
  auth: 'auth',
  notice: 'notice',
};

function chunkName(chunk: { name: string; facadeModuleId: string | null }): string {
  const m = chunk.facadeModuleId ? /route-groups\/([\w-]+)\.group\.ts$/.exec(chunk.facadeModuleId) : null;
  return (m?.[1] && ROUTE_GROUP_CHUNKS[m[1]]) || chunk.name;
}

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    proxy: Object.fromEntries(
      ['/wps', '/lgw', '/media', '/healthz', '/docs', '/openapi.json'].map((p) => [p, apiTarget]),
    ),
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
      },
    },
  },
});
