// `npm run bench:web`: gzipped JavaScript of the built web app per route group, and what the home route
// loads before its first render, against the 150 KB budget. Reads Vite's manifest (build.manifest).
// A benchmark: it prints figures and never fails.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const BUDGET_KB = 150;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// WEB_DIST measures another build (e.g. one made with --outDir while the default one is in use).
const dist = process.env.WEB_DIST ? path.resolve(process.env.WEB_DIST) : path.join(root, 'apps/web/dist');
const manifestFile = path.join(dist, '.vite/manifest.json');
if (!existsSync(manifestFile)) {
  console.log(
    `No ${path.relative(root, manifestFile)}: build the web app with build.manifest on (npm run bench:web does).`,
  );
  process.exit(0);
}
const manifest: Manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));

const gzCache = new Map<string, number>();
/** Gzipped size of a built file, in bytes. */
function gz(file: string): number {
  let n = gzCache.get(file);
  if (n === undefined) {
    n = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
    gzCache.set(file, n);
  }
  return n;
}
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The chunk and everything it imports statically (what the browser must fetch before running it). */
function staticClosure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) staticClosure(dep, seen);
  return seen;
}
const jsBytes = (keys: Iterable<string>) => [...keys].reduce((n, k) => n + gz(manifest[k]!.file), 0);
const cssBytes = (keys: Iterable<string>) =>
  [...new Set([...keys].flatMap((k) => manifest[k]?.css ?? []))].reduce((n, f) => n + gz(f), 0);

const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
if (!entryKey) {
  console.log('The manifest has no entry chunk.');
  process.exit(0);
}
const initial = staticClosure(entryKey);

/** Route groups are the modules src/app/route-groups/<name>.group.ts (one lazy chunk per spec group). */
function groupName(key: string): string | null {
  const m = /route-groups\/([\w-]+)\.group\.tsx?$/.exec(manifest[key]?.src ?? key);
  return m ? m[1]! : null;
}
const dynamicKeys = Object.keys(manifest).filter((k) => manifest[k]!.isDynamicEntry);
const groups = dynamicKeys.filter((k) => groupName(k) !== null);
const otherLazy = dynamicKeys.filter((k) => groupName(k) === null);

function row(label: string, own: number, extra: number, extraLabel = 'shared, not in the initial load') {
  return `  ${label.padEnd(56)} ${kb(own).padStart(9)}   ${extra ? `+ ${kb(extra)} ${extraLabel}` : ''}`;
}
console.log(`\nWeb app JavaScript (gzip -9), from ${path.relative(root, manifestFile)}\n`);
console.log(`  ${'chunk'.padEnd(56)} ${'own'.padStart(9)}`);
const entryOwn = gz(manifest[entryKey]!.file);
console.log(
  row(`entry (${manifest[entryKey]!.file})`, entryOwn, jsBytes(initial) - entryOwn, 'in its static imports:'),
);
const bySize = (a: string, b: string) => gz(manifest[b]!.file) - gz(manifest[a]!.file);
for (const k of [...initial].filter((k) => k !== entryKey).sort(bySize)) {
  console.log(row(`    ${manifest[k]!.file}`, gz(manifest[k]!.file), 0));
}
console.log('\n  Route groups (lazy):');
const groupRows = groups
  .map((k) => {
    const extra = [...staticClosure(k)].filter((d) => d !== k && !initial.has(d));
    return { name: groupName(k)!, own: gz(manifest[k]!.file), extra: jsBytes(extra) };
  })
  .sort((a, b) => a.name.localeCompare(b.name));
for (const g of groupRows) console.log(row(g.name, g.own, g.extra));
if (otherLazy.length > 0) {
  console.log('\n  Other lazy chunks:');
  for (const k of otherLazy) console.log(row(manifest[k]!.src ?? k, gz(manifest[k]!.file), 0));
}

const homeKey = groups.find((k) => groupName(k) === 'index');
const homeClosure = new Set([...initial, ...(homeKey ? staticClosure(homeKey) : [])]);
const initialJs = jsBytes(initial);
const homeJs = jsBytes(homeClosure);
const verdict = (n: number) =>
  `${(n / 1024 / BUDGET_KB).toFixed(2)}× the ${BUDGET_KB} KB budget (${n / 1024 <= BUDGET_KB ? 'within' : 'OVER'})`;
console.log('\n  Home route (/):');
console.log(
  `    entry + its static imports                          ${kb(initialJs).padStart(9)}   ${verdict(initialJs)}`,
);
console.log(
  `    + the index route group                             ${kb(homeJs).padStart(9)}   ${verdict(homeJs)}${homeKey ? '' : '  (no index group found)'}`,
);
console.log(`    CSS loaded with it                                  ${kb(cssBytes(homeClosure)).padStart(9)}`);
const allJs = Object.values(manifest).reduce((n, c) => (c.file.endsWith('.js') ? n + gz(c.file) : n), 0);
console.log(`\n  All JavaScript                                        ${kb(allJs).padStart(9)}\n`);
