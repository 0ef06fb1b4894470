import type { Plugin } from 'vite';

/**
 * The web app is written against React's API but ships on Preact through preact/compat: React DOM's
 * client alone was ~60 KB gzip of the home route's 150 KB budget; Preact with hooks, compat and its
 * JSX runtime is ~10 KB. One alias list serves the Vite build and the Vitest unit project, so tests
 * run what ships. Each entry matches one exact module name.
 */
export const reactOnPreact = [
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
  // react-i18next's CommonJS shim would require React itself; compat has useSyncExternalStore built in.
  { find: /^use-sync-external-store\/shim$/, replacement: 'preact/compat' },
];

/** Packages that import React: Vitest must transform them (not hand them to Node) for the alias to apply. */
export const reactLibraries = [/\/node_modules\/(@radix-ui|@tanstack\/react-query|react-[\w-]+|swiper|zustand)\//];

/**
 * react-router feature-detects React 19's useOptimistic, which preact/compat lacks, and falls back;
 * the bundler's "import is undefined" warning for that one probe is expected. Wraps the warning
 * handler set so far (the Preact preset's) rather than replacing it.
 */
export function quietUseOptimisticProbe(): Plugin {
  return {
    name: 'quiet-use-optimistic-probe',
    apply: 'build',
    config(config) {
      const inner = config.build?.rollupOptions?.onwarn;
      return {
        build: {
          rollupOptions: {
            onwarn(warning, warn) {
              if (warning.code === 'IMPORT_IS_UNDEFINED' && warning.message.includes('useOptimistic')) return;
              if (inner) inner(warning, warn);
              else warn(warning);
            },
          },
        },
      };
    },
  };
}
