import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
// Every error code's text is the player site's (one list for both apps, checked complete by its unit test).
import enErrors from '../../../../web/src/locales/en/errors.json';
import viErrors from '../../../../web/src/locales/vi/errors.json';
import enAdmin from '../../locales/en/admin.json';
import viAdmin from '../../locales/vi/admin.json';

export const LANGUAGES = ['vi', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
const STORE = 'adminLang';

function initialLanguage(): Language {
  try {
    const saved = localStorage.getItem(STORE);
    if (saved === 'vi' || saved === 'en') return saved;
  } catch {
    // Storage off: the default.
  }
  return 'vi';
}

/**
 * Each feature's own texts (features/<name>/locales/{vi,en}.json), under the key <name>: a screen adds its
 * texts without touching a shared file. locales.test.ts holds every file to vi/en parity.
 */
const featureTexts = (lang: Language): Record<string, unknown> => {
  const files = import.meta.glob<{ default: Record<string, unknown> }>('../../features/*/locales/*.json', {
    eager: true,
  });
  const out: Record<string, unknown> = {};
  for (const [path, mod] of Object.entries(files)) {
    const m = /features\/([^/]+)\/locales\/(\w+)\.json$/.exec(path);
    if (m && m[2] === lang) out[m[1] as string] = mod.default;
  }
  return out;
};

/** vi (default) and en; one namespace ("admin"), errors under admin:errors.<code>, features under their name. */
export const i18nReady = i18next.use(initReactI18next).init({
  lng: initialLanguage(),
  fallbackLng: 'vi',
  ns: ['admin'],
  defaultNS: 'admin',
  resources: {
    vi: { admin: { ...viAdmin, ...featureTexts('vi'), errors: viErrors } },
    en: { admin: { ...enAdmin, ...featureTexts('en'), errors: enErrors } },
  },
  interpolation: { escapeValue: false },
  returnNull: false,
});

export function setLanguage(lang: Language): void {
  void i18next.changeLanguage(lang);
  document.documentElement.lang = lang;
  try {
    localStorage.setItem(STORE, lang);
  } catch {
    // Not kept: this tab only.
  }
}
