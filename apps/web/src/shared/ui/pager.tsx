import { useTranslation } from 'react-i18next';

/** Number of pages for `total` items (at least 1, so "page 1 of 1" reads right when empty). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Previous / next paging with "page x of y" for lists that can grow (wallet records, reward centre, bonus details). */
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
  const { t } = useTranslation('common');
  const pages = pageCount(total, pageSize);
  if (total <= pageSize && page === 1) return null;
  const btn =
    'h-9 rounded-lg border border-border px-3 text-sm font-semibold text-text transition hover:border-primary hover:text-primary disabled:cursor-not-allowed disabled:opacity-40';
  return (
    <nav
      aria-label={t('pager.label')}
      data-testid="wallet-pager"
      className="flex items-center justify-between gap-3 pt-3"
    >
      <button
        type="button"
        data-testid="pager-prev"
        className={btn}
        disabled={busy || page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('pager.prev')}
      </button>
      <span data-testid="pager-status" className="text-sm text-text-muted">
        {t('pager.status', { page, pages })}
      </span>
      <button
        type="button"
        data-testid="pager-next"
        className={btn}
        disabled={busy || page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('pager.next')}
      </button>
    </nav>
  );
}
