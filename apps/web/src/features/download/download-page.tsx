import { useTranslation } from 'react-i18next';
import { useInitialConfig } from '../../shared/system/system-hooks';
import { Skeleton } from '../../shared/ui/skeleton';
import { InstallSteps } from './components/install-steps';
import { PhoneArt } from './components/phone-art';
import { StoreButton } from './components/store-button';

const FEATURES = ['lobby', 'wallet', 'alerts', 'access'] as const;
const FEATURE_ICONS: Record<(typeof FEATURES)[number], string> = {
  lobby: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  wallet: 'M3 7h16a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2zm0 0 12-3v3M16 13.5h2',
  alerts: 'M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0',
  access: 'M12 3l8 3v6c0 4.5-3.4 8.2-8 9-4.6-.8-8-4.5-8-9V6zm-3 9 2 2 4-4',
};

/** App download (spec §2 /down, /download): store links from the initial config and install steps. */
export function DownloadPage() {
  const { t } = useTranslation('download');
  const { data: config, isPending } = useInitialConfig();
  const siteName = config?.siteName ?? t('common:siteName');
  const none = config && !config.appDownload.ios && !config.appDownload.android;
  return (
    <div
      data-testid="download-page"
      className="mx-auto flex w-full max-w-[1440px] flex-col gap-5 px-3 py-4 sm:px-4 sm:py-6"
    >
      <section className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-[#4c1d95] via-primary to-[#9d174d] text-white">
        <div aria-hidden="true" className="absolute -top-24 -right-24 size-72 rounded-full bg-white/10" />
        <div aria-hidden="true" className="absolute -bottom-32 left-1/3 size-80 rounded-full bg-accent/20 blur-2xl" />
        <div className="relative grid items-center gap-6 px-5 py-8 sm:px-10 md:grid-cols-[minmax(0,1fr)_280px] lg:grid-cols-[minmax(0,1fr)_340px] lg:py-12">
          <div>
            <p className="text-xs font-semibold tracking-widest text-accent uppercase">{t('eyebrow')}</p>
            <h1 className="mt-2 text-3xl leading-tight font-extrabold sm:text-4xl">{t('title', { site: siteName })}</h1>
            <p className="mt-3 max-w-xl text-sm leading-6 text-white/85 sm:text-base">{t('subtitle')}</p>
            <div className="mt-6 flex flex-wrap gap-3">
              {isPending ? (
                <>
                  <Skeleton className="h-14 w-[180px] bg-white/20" rounded="rounded-2xl" />
                  <Skeleton className="h-14 w-[180px] bg-white/20" rounded="rounded-2xl" />
                </>
              ) : (
                <>
                  <StoreButton platform="android" href={config?.appDownload.android ?? null} />
                  <StoreButton platform="ios" href={config?.appDownload.ios ?? null} />
                </>
              )}
            </div>
            {none ? (
              <p className="mt-3 text-sm text-white/80" data-testid="download-unavailable">
                {t('unavailable')}
              </p>
            ) : null}
            <p className="mt-4 text-xs text-white/70">{t('webTip')}</p>
          </div>
          <PhoneArt siteName={siteName} className="mx-auto w-48 drop-shadow-2xl sm:w-60 md:w-full md:max-w-[280px]" />
        </div>
      </section>
      <section className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" aria-label={t('featuresTitle')}>
        {FEATURES.map((f) => (
          <div key={f} className="rounded-2xl border border-border bg-surface p-5">
            <span className="grid size-11 place-items-center rounded-xl bg-primary-soft text-primary">
              <svg viewBox="0 0 24 24" aria-hidden="true" className="size-6 fill-none stroke-current stroke-2">
                <path d={FEATURE_ICONS[f]} strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </span>
            <h2 className="mt-3 text-base font-bold">{t(`features.${f}.title`)}</h2>
            <p className="mt-1 text-sm leading-6 text-text-muted">{t(`features.${f}.body`)}</p>
          </div>
        ))}
      </section>
      <InstallSteps />
    </div>
  );
}
