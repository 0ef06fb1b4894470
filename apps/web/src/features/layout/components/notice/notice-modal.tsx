import type { Notice } from '@app/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../shared/format/date';
import { SafeHtml } from '../../../../shared/ui/safe-html';
import { Icon } from '../icons';

/** Formats a notice date in the reader's language and the operator's zone. */
function formatNoticeDate(iso: string, language: string): string {
  return formatDateTime(iso, language);
}

/**
 * Body of the notice modal: one notice at a time, starting at the one clicked, with previous /
 * next navigation. The server already sanitises HTML; it is sanitised again here because it is
 * injected into the page.
 */
export function NoticeModalBody({ notices, startIndex }: { notices: Notice[]; startIndex: number }) {
  const { t, i18n } = useTranslation('layout');
  const [index, setIndex] = useState(() => Math.min(Math.max(startIndex, 0), notices.length - 1));
  const notice = notices[index];
  if (!notice) return null;
  const count = notices.length;
  return (
    <div className="flex min-h-0 flex-col gap-3" data-testid="notice-modal-body" data-index={index}>
      <div className="flex items-start gap-3 border-border border-b pb-3">
        <span className="mt-0.5 grid size-9 shrink-0 place-items-center rounded-full bg-primary-soft text-lg text-primary">
          <Icon name="megaphone" />
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="font-bold text-base text-text leading-snug" data-testid="notice-modal-title">
            {notice.title}
          </h3>
          <p className="text-text-muted text-xs">{formatNoticeDate(notice.startTime, i18n.language)}</p>
        </div>
      </div>
      <SafeHtml
        className="notice-html max-h-[50vh] overflow-y-auto text-sm text-text leading-relaxed [&_a]:text-primary [&_a]:underline [&_li]:ml-5 [&_ol]:list-decimal [&_p]:mb-2 [&_strong]:text-primary [&_ul]:list-disc"
        data-testid="notice-modal-content"
        html={notice.content}
      />
      {count > 1 ? (
        <div className="flex items-center justify-between gap-2 border-border border-t pt-3">
          <button
            type="button"
            data-testid="notice-prev"
            disabled={index === 0}
            onClick={() => setIndex((i) => Math.max(0, i - 1))}
            className="inline-flex items-center gap-1 rounded-full border border-border px-3 py-1.5 text-sm text-text hover:border-primary hover:text-primary disabled:opacity-40 disabled:hover:border-border disabled:hover:text-text"
          >
            <Icon name="left" /> {t('notice.previous')}
          </button>
          <span className="tabular text-text-muted text-xs" data-testid="notice-position">
            {t('notice.position', { current: index + 1, total: count })}
          </span>
          <button
            type="button"
            data-testid="notice-next"
            disabled={index === count - 1}
            onClick={() => setIndex((i) => Math.min(count - 1, i + 1))}
            className="inline-flex items-center gap-1 rounded-full border border-border px-3 py-1.5 text-sm text-text hover:border-primary hover:text-primary disabled:opacity-40 disabled:hover:border-border disabled:hover:text-text"
          >
            {t('notice.next')} <Icon name="right" />
          </button>
        </div>
      ) : null}
    </div>
  );
}
