import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../shared/format/date';
import { LazyImage } from '../../../shared/ui/lazy-image';
import type { NoticeItem, NoticeKind } from '../lib/notice-items';

const KIND_STYLE: Record<NoticeKind, string> = {
  player: 'bg-primary-soft text-primary',
  popup: 'bg-accent/15 text-money',
  promotion: 'bg-success/15 text-success',
};

const PROSE =
  'text-sm leading-6 text-text [&_a]:text-primary [&_a]:underline [&_p]:my-2 [&_ul]:list-disc [&_ul]:pl-5 [&_ol]:list-decimal [&_ol]:pl-5 [&_strong]:font-semibold';

function formatNoticeDate(iso: string, lang: string): string {
  return formatDate(iso, lang);
}

/** One notice: a header that expands to its sanitised content (or a promotion's summary). */
export function NoticeRow({ item, open, onToggle }: { item: NoticeItem; open: boolean; onToggle: () => void }) {
  const { t, i18n } = useTranslation('notices');
  const lang = i18n.resolvedLanguage ?? 'vi';
  const html = useMemo(() => (item.html ? DOMPurify.sanitize(item.html) : ''), [item.html]);
  const panelId = `notice-panel-${item.key}`;
  return (
    <li data-testid="notice-row" data-key={item.key} className="border-b border-border last:border-b-0">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onToggle}
        className="flex w-full items-center gap-3 px-4 py-3.5 text-left hover:bg-surface-2 sm:px-5"
      >
        <span className={`shrink-0 rounded-md px-2 py-0.5 text-[11px] font-bold ${KIND_STYLE[item.kind]}`}>
          {t(`kind.${item.kind}`)}
        </span>
        <span className={`min-w-0 flex-1 text-sm line-clamp-2 ${open ? 'font-bold text-primary' : 'font-semibold'}`}>
          {item.title}
        </span>
        <span className="tabular hidden shrink-0 text-xs text-text-muted sm:inline">
          {formatNoticeDate(item.date, lang)}
        </span>
        <svg
          viewBox="0 0 24 24"
          aria-hidden="true"
          className={`size-4 shrink-0 fill-none stroke-current stroke-2 text-text-muted transition-transform ${open ? 'rotate-180' : ''}`}
        >
          <path d="m6 9 6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      {open ? (
        <div id={panelId} data-testid="notice-content" className="bg-surface-2/60 px-4 pt-1 pb-5 sm:px-5">
          <p className="tabular mb-2 text-xs text-text-muted sm:hidden">{formatNoticeDate(item.date, lang)}</p>
          {item.kind === 'promotion' ? (
            <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
              {item.imageUrl ? (
                <LazyImage
                  src={item.imageUrl}
                  alt={item.title}
                  className="aspect-[32/15] w-full rounded-xl object-cover sm:w-72"
                />
              ) : null}
              <div className="flex flex-col items-start gap-2 text-sm">
                <p className="text-text-muted">
                  {item.endTime ? t('promoUntil', { date: formatNoticeDate(item.endTime, lang) }) : t('promoOpen')}
                </p>
                <Link to={`/promoDetail?id=${item.id}`} className="font-bold text-primary hover:underline">
                  {t('promoLink')}
                </Link>
              </div>
            </div>
          ) : (
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with DOMPurify above
            <div className={PROSE} dangerouslySetInnerHTML={{ __html: html }} />
          )}
        </div>
      ) : null}
    </li>
  );
}
