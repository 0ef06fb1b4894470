import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Lang } from '../../fixtures.js';

const LOCALES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../apps/web/src/locales');
const cache = new Map<string, Record<string, unknown>>();

function namespace(lang: Lang, ns: string): Record<string, unknown> {
  const file = path.join(LOCALES, lang, `${ns}.json`);
  let data = cache.get(file);
  if (!data) {
    data = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    cache.set(file, data);
  }
  return data;
}

/**
 * The app's own text for `ns:key` in `lang` (the same JSON files the web app bundles), with
 * `{{name}}` placeholders filled in. Journeys assert against it so a copy edit does not break them,
 * while a missing key, a wrong namespace or the wrong language still does.
 */
export function text(lang: Lang, nsKey: string, values: Record<string, string | number> = {}): string {
  const [ns, key] = nsKey.split(':') as [string, string];
  let node: unknown = namespace(lang, ns);
  for (const part of key.split('.')) {
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  }
  if (typeof node !== 'string') throw new Error(`No text ${nsKey} in ${lang}`);
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? `{{${name}}}`));
}

/** Both UI languages: for the language journeys (language.spec), which switch between them. */
export const LANGS: readonly Lang[] = ['vi', 'en'];

/**
 * The one language a spec's journeys run in. vi/en parity of every text is a unit test
 * (apps/web/src/locales/locale-parity.test.ts); the specs are spread over both languages so English
 * screens are still driven end to end (register, recovery, wallet history and withdrawal, lobby extras …).
 */
export const IN_VI: readonly Lang[] = ['vi'];
export const IN_EN: readonly Lang[] = ['en'];
