import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, readStoredLanguage, type SupportedLanguage } from './languages';

type Bundle = Record<string, Record<string, unknown>>;
type Loader = () => Promise<{ default: Record<string, unknown> }>;

// Each feature owns a locales/<lang>/<namespace>.json file. The default language (also the fallback) ships in
// the entry bundle; every other language is a separate chunk fetched only when chosen, which keeps the home
// route's initial JavaScript small.
const defaultFiles = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/vi/*.json', {
  eager: true,
});
const lazyFiles = import.meta.glob<{ default: Record<string, unknown> }>([
  '../../locales/*/*.json',
  '!../../locales/vi/*.json',
]);

const namespaceOf = (file: string) => /\/([\w-]+)\.json$/.exec(file)?.[1] ?? '';
const languageOf = (file: string) => /locales\/(\w+)\//.exec(file)?.[1] ?? '';

const defaultBundle: Bundle = {};
for (const [file, mod] of Object.entries(defaultFiles)) defaultBundle[namespaceOf(file)] = mod.default;
export const NAMESPACES = Object.keys(defaultBundle);

const loaded = new Set<string>([DEFAULT_LANGUAGE]);

/** Fetches a language's namespaces (once) and adds them to i18next. */
export async function loadLanguage(lang: SupportedLanguage): Promise<void> {
  if (loaded.has(lang)) return;
  const entries = Object.entries(lazyFiles).filter(([file]) => languageOf(file) === lang) as [string, Loader][];
  const modules = await Promise.all(
    entries.map(async ([file, load]) => [namespaceOf(file), (await load()).default] as const),
  );
  for (const [ns, resources] of modules) i18next.addResourceBundle(lang, ns, resources, true, true);
  loaded.add(lang);
}

const initial = readStoredLanguage();
void i18next.use(initReactI18next).init({
  resources: { [DEFAULT_LANGUAGE]: defaultBundle },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  ns: NAMESPACES,
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** Resolves once the stored language is ready; the app renders after it so no text flashes in another language. */
export const i18nReady: Promise<void> = (async () => {
  document.documentElement.lang = initial;
  if (initial === DEFAULT_LANGUAGE) return;
  try {
    await loadLanguage(initial);
    await i18next.changeLanguage(initial);
  } catch {
    // The chunk could not be fetched: stay in the default language rather than show nothing.
  }
})();

/** Switches language (fetching it first if needed), remembers it (hisLang) and updates <html lang>. */
export async function changeLanguage(lang: SupportedLanguage): Promise<void> {
  await loadLanguage(lang);
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // Storage can be unavailable (private mode); the switch still applies for this visit.
  }
  document.documentElement.lang = lang;
  await i18next.changeLanguage(lang);
}

export { i18next };
