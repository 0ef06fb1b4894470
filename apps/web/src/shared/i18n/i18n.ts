import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_STORAGE_KEY, readStoredLanguage, type SupportedLanguage } from './languages';

// Every locales/<lang>/<namespace>.json file is bundled; each feature owns its namespace file.
const files = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/*.json', { eager: true });
const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [file, mod] of Object.entries(files)) {
  const m = /locales\/(\w+)\/([\w-]+)\.json$/.exec(file);
  if (!m) continue;
  const [, lang, ns] = m as unknown as [string, string, string];
  resources[lang] ??= {};
  resources[lang][ns] = mod.default;
}
export const NAMESPACES = [...new Set(Object.values(resources).flatMap((r) => Object.keys(r)))];

void i18next.use(initReactI18next).init({
  resources,
  lng: readStoredLanguage(),
  fallbackLng: 'vi',
  ns: NAMESPACES,
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** Switches language, remembers it (hisLang) and updates <html lang>. */
export async function changeLanguage(lang: SupportedLanguage): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // Storage can be unavailable (private mode); the switch still applies for this visit.
  }
  document.documentElement.lang = lang;
  await i18next.changeLanguage(lang);
}

export { i18next };
