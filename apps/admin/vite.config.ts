import preact from '@preact/preset-vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
// The same React-on-Preact aliases as the player site (one list, owned by apps/web).
import { quietUseOptimisticProbe, reactOnPreact } from '../web/build/react-on-preact';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

/**
 * The back office: served by the API server under /admin (platform/http/admin-app.ts), so every asset URL
 * carries that base. Desktop first; not pre-rendered, not budgeted like the player site.
 */
export default defineConfig({
  base: '/admin/',
  plugins: [preact({ reactAliasesEnabled: false }), quietUseOptimisticProbe(), tailwindcss()],
  resolve: { alias: reactOnPreact },
  server: { port: 5174, proxy: { '/wps': apiTarget } },
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 600 },
});
