import { useTranslation } from 'react-i18next';
import { LANGUAGES, setLanguage } from '../../shared/i18n/i18n';

/** vi / en, before sign-in. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <select
      aria-label={t('app.language')}
      value={i18n.language}
      onChange={(e) => setLanguage(e.target.value as (typeof LANGUAGES)[number])}
      className="rounded border border-slate-300 px-2 py-1 text-sm"
    >
      {LANGUAGES.map((l) => (
        <option key={l} value={l}>
          {t(`app.languages.${l}`)}
        </option>
      ))}
    </select>
  );
}
