import { useTranslation } from 'react-i18next';

/** Previous / next with "page x of y"; nothing when everything fits on one page. */
export function Pager({
  page,
  total,
  pageSize,
  onPage,
  busy = false,
}: {
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
  busy?: boolean;
}) {
  const { t } = useTranslation('rewards');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1 && page === 1) return null;
  const btn =
    'h-9 rounded-lg border border-border px-3 text-sm font-semibold text-text hover:border-primary hover:text-primary disabled:cursor-not-allowed disabled:opacity-40';
  return (
    <nav aria-label={t('pager.label')} className="flex items-center justify-between gap-3">
      <button type="button" className={btn} disabled={busy || page <= 1} onClick={() => onPage(page - 1)}>
        {t('pager.prev')}
      </button>
      <span className="text-sm text-text-muted">{t('pager.status', { page, pages })}</span>
      <button type="button" className={btn} disabled={busy || page >= pages} onClick={() => onPage(page + 1)}>
        {t('pager.next')}
      </button>
    </nav>
  );
}
