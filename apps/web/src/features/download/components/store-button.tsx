import { useTranslation } from 'react-i18next';

const ICONS = {
  ios: (
    <path d="M16.37 12.78c-.02-2.3 1.88-3.4 1.97-3.46-1.07-1.57-2.74-1.78-3.34-1.8-1.42-.15-2.77.84-3.5.84-.72 0-1.83-.82-3.01-.8-1.55.02-2.98.9-3.78 2.29-1.61 2.8-.41 6.94 1.16 9.21.77 1.11 1.68 2.36 2.88 2.31 1.16-.05 1.59-.75 2.99-.75 1.39 0 1.79.75 3.01.72 1.24-.02 2.03-1.13 2.79-2.25.88-1.29 1.24-2.53 1.26-2.6-.03-.01-2.41-.93-2.43-3.71zM14.08 6.02c.64-.78 1.07-1.85.95-2.92-.92.04-2.03.61-2.69 1.38-.59.68-1.11 1.77-.97 2.82 1.03.08 2.07-.52 2.71-1.28z" />
  ),
  android: (
    <path d="M7 9h10v8a1 1 0 0 1-1 1h-1v2.5a1.25 1.25 0 0 1-2.5 0V18h-1v2.5a1.25 1.25 0 0 1-2.5 0V18H8a1 1 0 0 1-1-1zM4.25 9.5a1.25 1.25 0 0 1 2.5 0v5a1.25 1.25 0 0 1-2.5 0zm13 0a1.25 1.25 0 0 1 2.5 0v5a1.25 1.25 0 0 1-2.5 0zM7 8a5 5 0 0 1 2.4-4.1l-.9-1.4.6-.4 1 1.5a5 5 0 0 1 3.8 0l1-1.5.6.4-.9 1.4A5 5 0 0 1 17 8zm3-2.2a.7.7 0 1 0 0-1.4.7.7 0 0 0 0 1.4zm4 0a.7.7 0 1 0 0-1.4.7.7 0 0 0 0 1.4z" />
  ),
} as const;

/** iOS / Android download button; without a configured link it says the build is not out yet. */
export function StoreButton({ platform, href }: { platform: 'ios' | 'android'; href: string | null }) {
  const { t } = useTranslation('download');
  const body = (
    <>
      <svg viewBox="0 0 24 24" aria-hidden="true" className="size-7 shrink-0 fill-current">
        {ICONS[platform]}
      </svg>
      <span className="flex flex-col items-start leading-tight">
        <span className="text-[11px] opacity-80">{href ? t('getItFor') : t('notYet')}</span>
        <span className="text-base font-bold">{t(`platform.${platform}`)}</span>
      </span>
    </>
  );
  const base = 'inline-flex h-14 min-w-[180px] items-center gap-3 rounded-2xl px-5 transition-transform';
  if (!href) {
    return (
      <span
        aria-disabled="true"
        data-testid={`download-${platform}`}
        data-available="false"
        className={`${base} cursor-not-allowed border border-white/30 bg-white/10 text-white/70`}
      >
        {body}
      </span>
    );
  }
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      data-testid={`download-${platform}`}
      data-available="true"
      className={`${base} bg-[#0f0a1e] text-white shadow-lg hover:-translate-y-0.5 hover:bg-black`}
    >
      {body}
    </a>
  );
}
