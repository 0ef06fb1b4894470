import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * Honest notice for a capability a later release delivers: what is coming, and a way home.
 */
export function OpeningSoon({ title, message, children }: { title?: string; message: string; children?: ReactNode }) {
  const { t } = useTranslation('pages');
  return (
    <section
      role="status"
      data-testid="opening-soon"
      className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-primary/40 bg-primary-soft/50 px-5 py-7 text-center"
    >
      <span className="rounded-full bg-accent px-3 py-1 text-xs font-bold tracking-wide text-[#1c1530] uppercase">
        {t('openingSoon')}
      </span>
      <h2 className="text-lg font-bold text-text">{title ?? t('openingSoonTitle')}</h2>
      <p className="max-w-xl text-sm leading-6 text-text-muted">{message}</p>
      <div className="mt-1 flex flex-wrap justify-center gap-2">
        <Link
          to="/"
          data-testid="opening-soon-home"
          className="inline-flex h-10 items-center rounded-xl bg-primary px-5 text-sm font-bold text-white hover:bg-primary-strong"
        >
          {t('backHome')}
        </Link>
        {children}
      </div>
    </section>
  );
}
