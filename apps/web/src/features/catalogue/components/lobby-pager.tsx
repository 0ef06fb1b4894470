import { useTranslation } from 'react-i18next';

/** Page numbers around the current one (at most 5), always within 1..total. */
export function pageWindow(page: number, total: number, size = 5): number[] {
  const last = Math.max(1, total);
  const start = Math.max(1, Math.min(page - Math.floor(size / 2), last - size + 1));
  const end = Math.min(last, start + size - 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

const btn =
  'grid h-9 min-w-9 place-items-center rounded-lg border px-2 text-sm font-semibold transition disabled:opacity-40';

/** Paging of the game list (spec §2: page size 15, page clamped between 1 and the total). */
export function LobbyPager({ page, total, onPage }: { page: number; total: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('lobby');
  if (total <= 1) return null;
  return (
    <nav
      aria-label={t('pager.label')}
      className="flex flex-wrap items-center justify-center gap-1.5"
      data-testid="lobby-pager"
    >
      <button
        type="button"
        className={`${btn} border-border bg-surface enabled:hover:border-primary`}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        data-testid="pager-prev"
        aria-label={t('pager.previous')}
      >
        ‹
      </button>
      {pageWindow(page, total).map((p) => (
        <button
          key={p}
          type="button"
          aria-current={p === page ? 'page' : undefined}
          data-testid="pager-page"
          onClick={() => onPage(p)}
          className={`${btn} ${p === page ? 'border-primary bg-primary text-white' : 'border-border bg-surface hover:border-primary'}`}
        >
          {p}
        </button>
      ))}
      <button
        type="button"
        className={`${btn} border-border bg-surface enabled:hover:border-primary`}
        disabled={page >= total}
        onClick={() => onPage(page + 1)}
        data-testid="pager-next"
        aria-label={t('pager.next')}
      >
        ›
      </button>
      <span className="ml-2 text-sm text-text-muted tabular" data-testid="pager-status">
        {t('pager.status', { page, total })}
      </span>
    </nav>
  );
}
