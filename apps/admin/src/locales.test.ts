import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import en from './locales/en/admin.json';
import vi from './locales/vi/admin.json';

/** Every key path of a nested message object ("audit.filters.actor"). */
function keys(o: unknown, prefix = ''): string[] {
  if (typeof o !== 'object' || o === null) return [prefix];
  return Object.entries(o).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}
const empty = (o: unknown): boolean =>
  typeof o === 'string' ? o.trim() === '' : Object.values(o as object).some(empty);

const features = new URL('./features/', import.meta.url);
/** Each feature's own texts (features/<name>/locales/{vi,en}.json). */
const featureFiles = readdirSync(features, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .filter((name) => readdirSync(new URL(`${name}/`, features)).includes('locales'))
  .map((name) => {
    const read = (lang: string) =>
      JSON.parse(readFileSync(new URL(`${name}/locales/${lang}.json`, features), 'utf8')) as unknown;
    return { name, vi: read('vi'), en: read('en') };
  });

describe('back office texts', () => {
  it('has every text in Vietnamese and English', () => {
    expect(keys(vi).sort()).toEqual(keys(en).sort());
  });
  it('has no empty text', () => {
    expect(empty(vi) || empty(en)).toBe(false);
  });
  it.each(featureFiles.map((f) => [f.name, f] as const))('feature %s has every text in both languages', (_n, f) => {
    expect(keys(f.vi).sort()).toEqual(keys(f.en).sort());
    expect(empty(f.vi) || empty(f.en)).toBe(false);
  });
  it('no feature texts shadow the shared ones', () => {
    for (const f of featureFiles) expect(Object.keys(vi)).not.toContain(f.name);
  });
});
