import { useTranslation } from 'react-i18next';

/**
 * Honest panel for a centre entry whose page comes with a later feature: says so, instead of a blank
 * page. `page` names the entry (its menu label heads the panel).
 */
export function CentrePagePending({ page }: { page: string }) {
  const { t } = useTranslation('memberCentre');
  return (
    <section
      role="status"
      data-testid="centre-page-pending"
      className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-primary/40 bg-primary-soft/50 px-5 py-10 text-center"
    >
      <h2 className="text-lg font-bold text-text">{t(`menu.${page}`)}</h2>
      <p className="max-w-md text-sm leading-6 text-text-muted">{t('pending')}</p>
    </section>
  );
}
