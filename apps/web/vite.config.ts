import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    proxy: Object.fromEntries(
      ['/wps', '/lgw', '/media', '/healthz', '/docs', '/openapi.json'].map((p) => [p, apiTarget]),
    ),
  },
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 600 },
});
