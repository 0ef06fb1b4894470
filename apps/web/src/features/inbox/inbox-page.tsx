import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../shared/api/error-text';
import { useLanguage } from '../../shared/i18n/use-language';
import { useSession } from '../../shared/session/session';
import { Pager } from '../../shared/ui/pager';
import { CenteredSpinner, Spinner } from '../../shared/ui/spinner';
import { INBOX_PAGE_SIZE, inboxListQueryOptions } from './api/inbox.api';
import { MessageRow } from './components/message-row';
import { MessageView } from './components/message-view';
import { useInboxActions } from './use-inbox-actions';

/**
 * Inbox (member centre 'messageV2', spec §2): the member's messages newest first with unread marks, from the
 * operator and from the system; open one (it is then read), delete it, mark all read, page through. New
 * messages arrive live (the list and the badges are re-read on the member's notices).
 */
export function InboxPage() {
  const { t } = useTranslation('inbox');
  const { language } = useLanguage();
  const token = useSession((s) => s.token);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const q = useQuery(inboxListQueryOptions(token || null, language, page));
  const { readAll } = useInboxActions();
  // The last message of a later page was deleted (here or in another tab): show the page before it.
  const pastEnd = page > 1 && q.data?.items.length === 0;
  useEffect(() => {
    if (pastEnd) setPage((p) => p - 1);
  }, [pastEnd]);

  if (open !== null) {
    return (
      <div data-testid="inbox-page" className="flex max-w-3xl flex-col gap-4">
        <MessageView id={open} onBack={() => setOpen(null)} />
      </div>
    );
  }
  const unread = q.data?.unreadMessage ?? 0;
  return (
    <div data-testid="inbox-page" className="flex max-w-3xl flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-bold text-text">
          {t('title')}
          {unread > 0 ? (
            <span data-testid="inbox-unread-total" className="ml-2 text-sm font-semibold text-danger">
              {t('unreadTotal', { count: unread })}
            </span>
          ) : null}
        </h2>
        <button
          type="button"
          data-testid="inbox-read-all"
          disabled={unread === 0 || readAll.isPending}
          onClick={() => readAll.mutate()}
          className="inline-flex h-9 items-center gap-2 rounded-lg border border-border px-3 text-sm font-semibold text-text hover:border-primary hover:text-primary disabled:cursor-not-allowed disabled:opacity-50"
        >
          {readAll.isPending ? <Spinner size="sm" /> : null}
          {t('readAll')}
        </button>
      </div>
      {readAll.isError ? (
        <p role="alert" className="text-sm text-danger">
          {apiErrorText(t, readAll.error)}
        </p>
      ) : null}
      {q.isError ? (
        <p role="alert" className="text-sm text-danger">
          {apiErrorText(t, q.error)}
        </p>
      ) : !q.data ? (
        <CenteredSpinner minHeight={160} />
      ) : q.data.items.length === 0 ? (
        <p
          data-testid="inbox-empty"
          className="rounded-xl border border-dashed border-border p-8 text-center text-sm text-text-muted"
        >
          {t('empty')}
        </p>
      ) : (
        <section aria-busy={q.isFetching} className="flex flex-col gap-3">
          <ul data-testid="inbox-list" className="flex flex-col divide-y divide-border rounded-xl border border-border">
            {q.data.items.map((m) => (
              <MessageRow key={m.id} message={m} onOpen={() => setOpen(m.id)} />
            ))}
          </ul>
          <Pager page={page} total={q.data.total} pageSize={INBOX_PAGE_SIZE} onPage={setPage} busy={q.isFetching} />
        </section>
      )}
    </div>
  );
}
