import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 12: one format everywhere. Amounts and dates are turned into text only in shared/format; a screen
// that calls Intl, toLocaleString or toFixed itself would bring back a second format.
const SRC = join(__dirname, '..', '..');
const AD_HOC = /\bIntl\.|\.toLocale(?:Date|Time)?String\(|\.toFixed\(/;
/** Known exceptions, each to be routed through shared/format by its owner (none left). */
const PENDING = new Set<string>([]);

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('formatting lives in shared/format', () => {
  it('no web source outside shared/format formats numbers or dates by itself', () => {
    const offenders = sources(SRC)
      .map((path) => relative(SRC, path).replaceAll('\\', '/'))
      .filter((rel) => !rel.startsWith('shared/format/') && !PENDING.has(rel))
      .filter((rel) => AD_HOC.test(readFileSync(join(SRC, rel), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
