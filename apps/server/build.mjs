// Bundles the server into dist/ with esbuild: our own code and the @app/* workspace packages (TypeScript
// sources) go into the bundle; every other package stays in node_modules and is imported at run time,
// so native binaries (embedded PostgreSQL) and packages that read their own files (GeoIP data) keep working.
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.dirname(fileURLToPath(import.meta.url));
const outdir = path.join(root, 'dist');

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

const entryPoints = { main: path.join(root, 'src/main.ts') };
// The operator settings CLI, when present, ships beside the server so it runs without TypeScript tooling.
const cli = path.join(root, 'src/cli/settings.ts');
if (existsSync(cli)) entryPoints['settings-cli'] = cli;

const started = performance.now();
rmSync(outdir, { recursive: true, force: true });
const result = await build({
  entryPoints,
  outdir,
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
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
const bytes = Object.values(result.metafile.outputs).reduce((n, o) => n + o.bytes, 0);
console.log(
  `server bundle: ${Object.keys(entryPoints).join(', ')} → ${path.relative(process.cwd(), outdir)}/ ` +
    `(${(bytes / 1024).toFixed(0)} KB incl. source maps, ${Math.round(performance.now() - started)} ms)`,
);
