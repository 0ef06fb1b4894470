// The server's esbuild bundle, shared by the production build (build.mjs) and the integration tests' process
// scripts (test/process-scripts.ts): our own code and the @app/* workspace packages (TypeScript sources) go into
// the bundle; every other package stays in node_modules and is imported at run time, so native binaries
// (embedded PostgreSQL) and packages that read their own files (GeoIP data) keep working.
import { build } from 'esbuild';

/** Bare imports are external, except our workspace packages, which ship as TypeScript sources. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@app/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/**
 * Bundles `entryPoints` (name → source file) into `outdir` as `<name>.js`, shared code in chunks. The outdir
 * must sit one level inside apps/server: the migrations are found from the bundle's place (migrate.ts).
 */
export async function bundleServer({ entryPoints, outdir, sourcemap = true }) {
  return build({
    entryPoints,
    outdir,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap,
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    plugins: [externalPackages],
    // Bundled CommonJS-style code may call require(); ESM output has none, so provide one.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    logLevel: 'warning',
    metafile: true,
  });
}
