import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, readStoredLanguage, type SupportedLanguage } from './languages';

type Bundle = Record<string, Record<string, unknown>>;
type Loader = () => Promise<{ default: Record<string, unknown> }>;

// Each feature owns a locales/<lang>/<namespace>.json file. The default language (also the fallback) of the
// namespaces the shell and the header use ships in the entry bundle. Namespaces used only inside one route group
// (ROUTE_NAMESPACES) and every other language are separate chunks, fetched when a route group or a language needs
// them: this keeps the home route's initial JavaScript small.
const defaultFiles = import.meta.glob<{ default: Record<string, unknown> }>(
  [
    '../../locales/vi/*.json',
    '!../../locales/vi/{agent,bettingHistory,dice,download,game,help,houseSlot,join,lobby,lottery,memberCentre,missions,oauth,pointMall,promo,raffle,recovery,register,rewards,supportChat,vip,wallet}.json',
  ],
  { eager: true },
);
const lazyFiles = {
  ...import.meta.glob<{ default: Record<string, unknown> }>(['../../locales/*/*.json', '!../../locales/vi/*.json']),
  ...import.meta.glob<{ default: Record<string, unknown> }>(
    '../../locales/vi/{agent,bettingHistory,dice,download,game,help,houseSlot,join,lobby,lottery,memberCentre,missions,oauth,pointMall,promo,raffle,recovery,register,rewards,supportChat,vip,wallet}.json',
  ),
};

/**
 * Namespaces loaded with the route group or lazily loaded module that uses them (see loadNamespaces);
 * keep in step with the globs above.
 */
export const ROUTE_NAMESPACES = [
  'agent',
  'bettingHistory',
  'dice',
  'download',
  'game',
  'help',
  'houseSlot',
  'join',
  'lobby',
  'lottery',
  'memberCentre',
  'missions',
  'oauth',
  'pointMall',
  'promo',
  'raffle',
  'recovery',
  'register',
  'rewards',
  'supportChat',
  'vip',
  'wallet',
] as const;
export type RouteNamespace = (typeof ROUTE_NAMESPACES)[number];

const namespaceOf = (file: string) => /\/([\w-]+)\.json$/.exec(file)?.[1] ?? '';
const languageOf = (file: string) => /locales\/(\w+)\//.exec(file)?.[1] ?? '';

const defaultBundle: Bundle = {};
for (const [file, mod] of Object.entries(defaultFiles)) defaultBundle[namespaceOf(file)] = mod.default;
export const NAMESPACES = Object.keys(defaultBundle);

/** `lang/namespace` pairs already in i18next. */
const loaded = new Set<string>(NAMESPACES.map((ns) => `${DEFAULT_LANGUAGE}/${ns}`));
/** Route namespaces some screen has asked for: a language switch fetches them too. */
const wanted = new Set<string>();

async function loadPairs(lang: string, namespaces: Iterable<string>): Promise<void> {
  const files = Object.entries(lazyFiles).filter(([file]) => {
    const ns = namespaceOf(file);
    return languageOf(file) === lang && !loaded.has(`${lang}/${ns}`) && [...namespaces].includes(ns);
  }) as [string, Loader][];
  const modules = await Promise.all(
    files.map(async ([file, load]) => [namespaceOf(file), (await load()).default] as const),
  );
  for (const [ns, resources] of modules) {
    i18next.addResourceBundle(lang, ns, resources, true, true);
    loaded.add(`${lang}/${ns}`);
  }
}

/** Fetches a language's namespaces (the shell's and every route namespace asked for so far), once. */
export async function loadLanguage(lang: SupportedLanguage): Promise<void> {
  await loadPairs(lang, [...NAMESPACES, ...wanted]);
}

/**
 * Fetches route namespaces in the current language and the fallback one. Route groups await it at module
 * level (see src/app/route-groups), so their pages never render before their texts are there.
 */
export async function loadNamespaces(namespaces: readonly RouteNamespace[]): Promise<void> {
  for (const ns of namespaces) wanted.add(ns);
  const languages = new Set([DEFAULT_LANGUAGE, targetLanguage]);
  await Promise.all([...languages].map((lang) => loadPairs(lang, namespaces)));
}

const initial = readStoredLanguage();
/** The language being shown or switched to: route namespaces are fetched in it even mid-switch. */
let targetLanguage: SupportedLanguage = initial;
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
  // Unit tests import modules that reach this one outside a browser.
  if (typeof document !== 'undefined') document.documentElement.lang = initial;
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
  targetLanguage = lang;
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
