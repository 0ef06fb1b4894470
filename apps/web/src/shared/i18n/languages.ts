/** Languages the site ships. */
export const SUPPORTED_LANGUAGES = ['vi', 'en'] as const;
export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: SupportedLanguage = 'vi';

/** Codes the site recognises (spec §1); only SUPPORTED_LANGUAGES have translations. */
export const RECOGNISED_LANGUAGE_CODES = [
  'CN',
  'EN',
  'JA',
  'TH',
  'VI',
  'MY',
  'ES',
  'HI',
  'ID',
  'KM',
  'KO',
  'PT',
  'RU',
  'FR',
  'DE',
  'TW',
  'BN',
  'LO',
  'MS',
] as const;

/** Local storage key of the chosen language (spec §1). */
export const LANGUAGE_STORAGE_KEY = 'hisLang';

/** A stored code outside the supported list falls back to the default (spec §1). */
export function resolveLanguage(stored: string | null | undefined): SupportedLanguage {
  const code = (stored ?? '').toLowerCase();
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(code) ? (code as SupportedLanguage) : DEFAULT_LANGUAGE;
}

export function readStoredLanguage(): SupportedLanguage {
  try {
    return resolveLanguage(localStorage.getItem(LANGUAGE_STORAGE_KEY));
  } catch {
    return DEFAULT_LANGUAGE;
  }
}
