import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../shared/api/error-text';
import { formatDateTime } from '../../../shared/format/date';
import { useLanguage } from '../../../shared/i18n/use-language';
import { useSession } from '../../../shared/session/session';
import { SafeHtml } from '../../../shared/ui/safe-html';
import { CenteredSpinner, Spinner } from '../../../shared/ui/spinner';
import { inboxMessageQueryOptions } from '../api/inbox.api';
import { useInboxActions } from '../use-inbox-actions';

const PROSE = 'prose-sm max-w-none text-sm leading-relaxed text-text [&_a]:text-primary [&_a]:underline [&_p]:my-2';

/** One message opened: title, date, the text (HTML sanitised again here), back and delete. Opening marks it read. */
export function MessageView({ id, onBack }: { id: number; onBack: () => void }) {
  const { t } = useTranslation('inbox');
  const { language } = useLanguage();
  const token = useSession((s) => s.token);
  const q = useQuery(inboxMessageQueryOptions(token || null, language, id));
  const { read, remove } = useInboxActions();
  const unread = q.data ? !q.data.read : false;
  const markRead = read.mutate;
  useEffect(() => {
    if (unread) markRead(id);
  }, [unread, id, markRead]);

  return (
    <article data-testid="inbox-message" className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-2">
        <button
          type="button"
          data-testid="inbox-back"
          onClick={onBack}
          className="inline-flex h-9 items-center gap-1 rounded-lg border border-border px-3 text-sm font-semibold text-text hover:border-primary hover:text-primary"
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4 fill-none stroke-current stroke-2">
            <path d="m15 6-6 6 6 6" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          {t('back')}
        </button>
        {q.data ? (
          <button
            type="button"
            data-testid="inbox-delete"
            disabled={remove.isPending}
            onClick={() => remove.mutate(id, { onSuccess: onBack })}
            className="inline-flex h-9 items-center gap-2 rounded-lg border border-danger/40 px-3 text-sm font-semibold text-danger hover:bg-danger/10 disabled:opacity-60"
          >
            {remove.isPending ? <Spinner size="sm" /> : null}
            {t('delete')}
          </button>
        ) : null}
      </div>
      {q.isError ? (
        <p role="alert" data-testid="inbox-message-error" className="text-sm text-danger">
          {apiErrorText(t, q.error)}
        </p>
      ) : !q.data ? (
        <CenteredSpinner minHeight={120} />
      ) : (
        <>
          <header className="flex flex-col gap-1 border-border border-b pb-3">
            <h3 data-testid="inbox-message-title" className="text-base font-bold text-text">
              {q.data.title}
            </h3>
            <time dateTime={q.data.createdAt} className="text-xs text-text-muted tabular">
              {formatDateTime(q.data.createdAt, language)}
            </time>
          </header>
          {q.data.format === 'html' ? (
            <SafeHtml data-testid="inbox-message-body" className={PROSE} html={q.data.body} />
          ) : (
            <p data-testid="inbox-message-body" className="whitespace-pre-line text-sm leading-relaxed text-text">
              {q.data.body}
            </p>
          )}
          {remove.isError ? (
            <p role="alert" className="text-sm text-danger">
              {apiErrorText(t, remove.error)}
            </p>
          ) : null}
        </>
      )}
    </article>
  );
}
