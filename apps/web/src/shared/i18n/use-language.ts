import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { clearSessionCache } from '../api/session-cache';
import { changeLanguage } from './i18n';
import { resolveLanguage, type SupportedLanguage } from './languages';

/**
 * Current language and a setter. Changing language stores hisLang, drops the session cache
 * (notices, routers, settings are per language) and refetches every query (spec §1).
 */
export function useLanguage(): {
  language: SupportedLanguage;
  setLanguage: (lang: SupportedLanguage) => Promise<void>;
} {
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  const language = resolveLanguage(i18n.resolvedLanguage ?? i18n.language);
  const setLanguage = useCallback(
    async (lang: SupportedLanguage) => {
      if (lang === language) return;
      clearSessionCache();
      await changeLanguage(lang);
      // Spec §7 language update: a signed-in member's system messages follow (a chunk of its own: not in the entry).
      void import('../inbox/member-language').then((m) => m.saveMemberLanguage(lang));
      // Keep showing the old data while the new language loads instead of flashing skeletons.
      await queryClient.invalidateQueries();
    },
    [language, queryClient],
  );
  return { language, setLanguage };
}
