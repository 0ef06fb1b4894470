import { useTranslation } from 'react-i18next';
import { useRouters } from '../../../shared/system';
import { SkeletonText } from '../../../shared/ui/skeleton';
import { type LinkKind, officialLinks } from '../lib/official-links';

const ICON: Record<LinkKind, string> = {
  MAIN_SITE: 'M3 12a9 9 0 1 0 18 0 9 9 0 0 0-18 0m0 0h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18',
  BACKUP_SITE: 'M4 7h16v10H4zM8 17v3h8v-3M8 11h.01M12 11h4',
  EMAIL: 'M3 6h18v12H3zm0 0 9 7 9-7',
  TELEGRAM: 'M21 4 3 11l6 2 2 6 3-4 5 4z M9 13l9-7',
  FACEBOOK: 'M14 8h3V4h-3a4 4 0 0 0-4 4v2H7v4h3v7h4v-7h3l1-4h-4V8',
  COMPLAINT_TELEGRAM: 'M12 8v5m0 3h.01M10.3 3.9 2.4 18a2 2 0 0 0 1.7 3h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0',
  ZALO: 'M4 5h16v11H9l-5 4z M8 9h5l-5 4h5',
  OTHER: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
};

/** Official addresses from the routers config (spec §2 "Forgot password screen"). */
export function OfficialLinks() {
  const { t } = useTranslation('auth');
  const { data, isPending } = useRouters();
  const links = officialLinks(data?.resources ?? []);
  return (
    <section data-testid="official-links" className="rounded-3xl border border-border bg-surface p-5 sm:p-6">
      <h2 className="text-lg font-bold">{t('forget.linksTitle')}</h2>
      <p className="mt-1 text-sm text-text-muted">{t('forget.linksNote')}</p>
      {isPending ? (
        <SkeletonText lines={5} className="mt-4" />
      ) : links.length === 0 ? (
        <p className="mt-4 text-sm text-text-muted">{t('common:noData')}</p>
      ) : (
        <ul className="mt-4 flex flex-col gap-2">
          {links.map((l) => (
            <li key={l.url}>
              <a
                href={l.url}
                target="_blank"
                rel="noopener noreferrer"
                data-testid="official-link"
                data-kind={l.kind}
                className="flex items-center gap-3 rounded-xl border border-border px-3 py-2.5 transition-colors hover:border-primary hover:bg-primary-soft/40"
              >
                <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-primary-soft text-primary">
                  <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5 fill-none stroke-current stroke-2">
                    <path d={ICON[l.kind]} strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block text-sm font-semibold">
                    {l.kind === 'OTHER' ? l.labelEn : t(`forget.links.${l.kind}`)}
                    {l.index ? ` ${l.index}` : ''}
                  </span>
                  <span className="block truncate text-xs text-text-muted">{l.display}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
