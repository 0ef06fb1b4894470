import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SUPPORTED_LANGUAGES } from '../../shared/i18n/languages';
import { useLanguage } from '../../shared/i18n/use-language';
import { openCustomerService } from '../../shared/system/customer-service';
import { Spinner } from '../../shared/ui/spinner';
import './status.css';

/**
 * Full-page frame shared by the maintenance and region-block screens: a night-violet backdrop
 * with gold sparkles, the site's name, a card with the artwork, texts and the two actions.
 */
export function StatusFrame({
  testId,
  art,
  title,
  children,
  checking,
  onCheckAgain,
}: {
  testId: string;
  art: ReactNode;
  title: string;
  children: ReactNode;
  checking: boolean;
  onCheckAgain: () => void;
}) {
  const { t } = useTranslation('system');
  return (
    <div
      data-testid={testId}
      className="status-backdrop relative flex min-h-dvh flex-col items-center overflow-hidden px-4 pt-6 pb-10 text-white"
    >
      <Sparkles />
      <header className="relative z-10 flex w-full max-w-3xl items-center justify-between">
        <span className="font-black text-amber-300 text-lg tracking-wide">{t('common:siteName')}</span>
        <LanguagePills />
      </header>
      <main className="relative z-10 mt-8 flex w-full max-w-xl flex-1 flex-col items-center justify-center md:mt-4">
        <div className="flex w-full flex-col items-center rounded-3xl border border-white/15 bg-white/10 px-5 pt-8 pb-7 text-center shadow-2xl shadow-black/40 backdrop-blur-md md:px-10">
          {art}
          <h1 className="mt-5 font-extrabold text-2xl leading-tight md:text-3xl">{title}</h1>
          <div className="mt-3 flex w-full flex-col items-center gap-3 text-[15px] text-violet-100 leading-relaxed">
            {children}
          </div>
          <div className="mt-7 flex w-full flex-col gap-3 sm:flex-row sm:justify-center">
            <button
              type="button"
              data-testid="cs-button"
              onClick={() => void openCustomerService()}
              className="inline-flex items-center justify-center gap-2 rounded-full bg-gradient-to-b from-amber-300 to-amber-500 px-6 py-3 font-bold text-violet-950 shadow-lg shadow-amber-500/30 transition hover:brightness-105"
            >
              <HeadsetIcon />
              {t('cs.button')}
            </button>
            <button
              type="button"
              data-testid="status-retry"
              onClick={onCheckAgain}
              disabled={checking}
              className="inline-flex items-center justify-center gap-2 rounded-full border border-white/30 bg-white/10 px-6 py-3 font-semibold text-white transition hover:bg-white/20 disabled:opacity-70"
            >
              {checking ? (
                <Spinner
                  size="sm"
                  className="[&>span:first-child]:border-white/30 [&>span:first-child]:border-t-white"
                />
              ) : (
                <RefreshIcon />
              )}
              {checking ? t('checking') : t('checkAgain')}
            </button>
          </div>
          <p className="mt-4 text-violet-200/80 text-xs">{t('autoRecheck')}</p>
        </div>
      </main>
    </div>
  );
}

function LanguagePills() {
  const { t } = useTranslation('common');
  const { language, setLanguage } = useLanguage();
  return (
    <fieldset
      data-testid="language-switch"
      className="m-0 flex min-w-0 rounded-full border border-white/20 bg-white/10 p-0.5 text-sm"
      aria-label={t('language')}
    >
      {SUPPORTED_LANGUAGES.map((lang) => (
        <button
          key={lang}
          type="button"
          data-testid={`language-${lang}`}
          aria-pressed={language === lang}
          onClick={() => void setLanguage(lang)}
          className={`rounded-full px-3 py-1 font-semibold transition ${language === lang ? 'bg-white text-violet-900' : 'text-white/85 hover:text-white'}`}
        >
          {t(`languages.${lang}`)}
        </button>
      ))}
    </fieldset>
  );
}

function Sparkles() {
  const dots = [
    [8, 12, 3],
    [18, 70, 2],
    [30, 28, 2],
    [52, 8, 3],
    [70, 82, 2],
    [84, 18, 3],
    [92, 60, 2],
    [62, 40, 1.5],
    [12, 90, 2.5],
    [40, 94, 1.5],
  ] as const;
  return (
    <svg className="pointer-events-none absolute inset-0 h-full w-full" aria-hidden="true">
      {dots.map(([x, y, r]) => (
        <circle key={`${x}-${y}`} cx={`${x}%`} cy={`${y}%`} r={r} fill="#fde68a" opacity=".55" />
      ))}
    </svg>
  );
}

function HeadsetIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M4 14v-2a8 8 0 0116 0v2" />
      <rect x="3" y="13" width="4" height="7" rx="1.5" />
      <rect x="17" y="13" width="4" height="7" rx="1.5" />
      <path d="M19 20c0 1.5-2 2-5 2" strokeLinecap="round" />
    </svg>
  );
}

function RefreshIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M20 12a8 8 0 11-2.34-5.66M20 4v5h-5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
