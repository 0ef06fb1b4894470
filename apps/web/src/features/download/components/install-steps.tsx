import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const PLATFORMS = ['android', 'ios'] as const;
type Platform = (typeof PLATFORMS)[number];
const STEP_COUNT: Record<Platform, number> = { android: 4, ios: 4 };

/** Numbered install steps per platform, switched by tabs. */
export function InstallSteps() {
  const { t } = useTranslation('download');
  const [platform, setPlatform] = useState<Platform>('android');
  return (
    <section className="rounded-2xl border border-border bg-surface p-4 sm:p-8" data-testid="install-steps">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-bold">{t('steps.title')}</h2>
        <div role="tablist" aria-label={t('steps.title')} className="inline-flex rounded-xl bg-surface-2 p-1">
          {PLATFORMS.map((p) => (
            <button
              key={p}
              type="button"
              role="tab"
              aria-selected={platform === p}
              data-testid={`install-tab-${p}`}
              onClick={() => setPlatform(p)}
              className={`rounded-lg px-4 py-1.5 text-sm font-semibold transition-colors ${platform === p ? 'bg-primary text-white shadow' : 'text-text-muted hover:text-text'}`}
            >
              {t(`platform.${p}`)}
            </button>
          ))}
        </div>
      </div>
      <ol className="mt-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-4" role="tabpanel">
        {Array.from({ length: STEP_COUNT[platform] }, (_, i) => i + 1).map((n) => (
          <li key={`${platform}-${n}`} className="relative rounded-xl bg-surface-2 p-4 pt-7">
            <span className="tabular absolute -top-3 left-4 grid size-7 place-items-center rounded-full bg-accent text-sm font-extrabold text-[#1c1530]">
              {n}
            </span>
            <h3 className="text-sm font-bold">{t(`steps.${platform}.${n}.title`)}</h3>
            <p className="mt-1 text-[13px] leading-5 text-text-muted">{t(`steps.${platform}.${n}.body`)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
