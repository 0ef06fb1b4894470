import { useTranslation } from 'react-i18next';
import { SUPPORTED_LANGUAGES } from '../../../../shared/i18n/languages';
import { useLanguage } from '../../../../shared/i18n/use-language';

/** VI | EN segmented switch; the choice is stored (hisLang) and data refetches (spec §1). */
export function LanguageSwitch() {
  const { t } = useTranslation('common');
  const { language, setLanguage } = useLanguage();
  return (
    <fieldset
      data-testid="language-switch"
      data-language={language}
      className="m-0 flex items-center rounded-full border border-border bg-surface-2 p-0.5"
    >
      <legend className="sr-only">{t('language')}</legend>
      {SUPPORTED_LANGUAGES.map((lang) => (
        <button
          key={lang}
          type="button"
          lang={lang}
          data-testid={`language-option-${lang}`}
          aria-pressed={language === lang}
          title={t(`languages.${lang}`)}
          onClick={() => void setLanguage(lang)}
          className={`rounded-full px-1.5 py-1 font-bold text-[10px] uppercase transition sm:px-2.5 sm:text-[11px] ${
            language === lang ? 'bg-primary text-white shadow-sm' : 'text-text-muted hover:text-primary'
          }`}
        >
          {lang}
        </button>
      ))}
    </fieldset>
  );
}
