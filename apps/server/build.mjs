// Bundles the server into dist/ (bundle.mjs: what goes into the bundle and what stays in node_modules).
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleServer } from './bundle.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));
const outdir = path.join(root, 'dist');

const entryPoints = { main: path.join(root, 'src/main.ts') };
// The operator settings CLI, when present, ships beside the server so it runs without TypeScript tooling.
const cli = path.join(root, 'src/cli/settings.ts');
if (existsSync(cli)) entryPoints['settings-cli'] = cli;

const started = performance.now();
rmSync(outdir, { recursive: true, force: true });
const result = await bundleServer({ entryPoints, outdir });
const bytes = Object.values(result.metafile.outputs).reduce((n, o) => n + o.bytes, 0);
console.log(
  `server bundle: ${Object.keys(entryPoints).join(', ')} → ${path.relative(process.cwd(), outdir)}/ ` +
    `(${(bytes / 1024).toFixed(0)} KB incl. source maps, ${Math.round(performance.now() - started)} ms)`,
);
