import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Every visible string ships in Vietnamese and English. The end-to-end journeys run each screen in one
// language only, so this test is what proves the other language has every text: same namespaces, same
// keys (plural forms aside: English has _one and _other, Vietnamese only _other), a non-empty string
// wherever the other language has one, and the same {{placeholders}}.

const LOCALES = path.dirname(fileURLToPath(import.meta.url));
const LANGS = ['vi', 'en'] as const;

type Leaves = Map<string, string>;

function leaves(node: unknown, prefix: string, out: Leaves): Leaves {
  if (typeof node === 'string') {
    out.set(prefix, node);
  } else if (Array.isArray(node)) {
    node.forEach((v, i) => {
      leaves(v, `${prefix}[${i}]`, out);
    });
  } else if (typeof node === 'object' && node !== null) {
    for (const [k, v] of Object.entries(node)) leaves(v, prefix ? `${prefix}.${k}` : k, out);
  } else {
    out.set(prefix, String(node));
  }
  return out;
}

const namespaces = (lang: string) =>
  readdirSync(path.join(LOCALES, lang))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -'.json'.length))
    .sort();

const load = (lang: string, ns: string): Leaves =>
  leaves(JSON.parse(readFileSync(path.join(LOCALES, lang, `${ns}.json`), 'utf8')), '', new Map());

/** i18next's plural suffixes differ per language; a key counts once whatever forms it has. */
const PLURAL = /_(zero|one|two|few|many|other)$/;
const baseKeys = (l: Leaves) => new Set([...l.keys()].map((k) => k.replace(PLURAL, '')));

const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)].map((m) => m[1]).sort();

describe('vi and en locale files', () => {
  it('have the same namespaces', () => {
    expect(namespaces('en')).toEqual(namespaces('vi'));
  });

  for (const ns of namespaces('vi')) {
    it(`${ns}: every key in both languages, non-empty, with the same placeholders`, () => {
      const [vi, en] = LANGS.map((lang) => load(lang, ns)) as [Leaves, Leaves];
      const [viKeys, enKeys] = [baseKeys(vi), baseKeys(en)];
      expect(
        [...viKeys].filter((k) => !enKeys.has(k)),
        'keys missing in en',
      ).toEqual([]);
      expect(
        [...enKeys].filter((k) => !viKeys.has(k)),
        'keys missing in vi',
      ).toEqual([]);
      // Optional hints are empty on purpose; an empty text is a gap only when the other language has one.
      const blank = (v: string | undefined) => v !== undefined && v.trim() === '';
      const empty = [...vi.keys()].filter((k) => en.has(k) && blank(vi.get(k)) !== blank(en.get(k)));
      expect(empty, 'empty in one language only').toEqual([]);
      const mismatched = [...vi.entries()]
        .filter(([k, v]) => en.has(k) && placeholders(v).join() !== placeholders(en.get(k) as string).join())
        .map(([k]) => k);
      expect(mismatched, 'placeholders differ').toEqual([]);
    });
  }
});
