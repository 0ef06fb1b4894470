import type { InboxMessageSummary } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/date';
import { useLanguage } from '../../../shared/i18n/use-language';

/** One line of the inbox: unread dot and bold title, the start of the text, the date. */
export function MessageRow({ message, onOpen }: { message: InboxMessageSummary; onOpen: () => void }) {
  const { t } = useTranslation('inbox');
  const { language } = useLanguage();
  const unread = !message.read;
  return (
    <li>
      <button
        type="button"
        data-testid={`inbox-row-${message.id}`}
        data-unread={unread || undefined}
        onClick={onOpen}
        className="flex w-full items-start gap-3 px-3 py-3 text-left outline-none hover:bg-surface-2 focus-visible:bg-primary-soft sm:px-4"
      >
        <span
          aria-hidden="true"
          className={`mt-1.5 size-2 shrink-0 rounded-full ${unread ? 'bg-danger' : 'bg-transparent'}`}
        />
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className="flex items-baseline justify-between gap-3">
            <span className={`truncate text-sm ${unread ? 'font-bold text-text' : 'font-medium text-text-muted'}`}>
              {unread ? <span className="sr-only">{t('unreadMark')} </span> : null}
              {message.title}
            </span>
            <time dateTime={message.createdAt} className="shrink-0 text-[11px] text-text-muted tabular">
              {formatDateTime(message.createdAt, language)}
            </time>
          </span>
          <span className="line-clamp-2 text-xs text-text-muted">{message.preview}</span>
        </span>
      </button>
    </li>
  );
}
