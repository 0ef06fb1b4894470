import type { AgentAnnouncement } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../shared/api/error-text';
import { formatDateTime } from '../../../shared/format/date';
import { useSession } from '../../../shared/session/session';
import { announcementsQuery, deleteAnnouncement, postAnnouncement } from '../api/agent-reports.api';

const PAGE_SIZE = 10;

/**
 * Announcements (spec §2 agentAnnouncement): the platform's to every agent and the uplines' to their teams,
 * newest first; the agent writes its own to its team and may withdraw them.
 */
export function AnnouncementPage() {
  const { t, i18n } = useTranslation('agent');
  const token = useSession((s) => s.token);
  const [page, setPage] = useState(1);
  const q = useQuery(announcementsQuery(token, page, PAGE_SIZE));
  const total = q.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return (
    <div className="flex flex-col gap-3">
      <Compose />
      {q.isError ? <p role="alert">{apiErrorText(t, q.error)}</p> : null}
      {q.isPending ? <p className="text-sm text-muted">{t('kit.loading')}</p> : null}
      {q.data && q.data.items.length === 0 ? <p className="text-sm text-muted">{t('news.empty')}</p> : null}
      <ul className="flex flex-col gap-2" data-testid="agent-announcements">
        {q.data?.items.map((a) => (
          <Item key={a.id} a={a} when={formatDateTime(a.createdAt, i18n.language)} />
        ))}
      </ul>
      {pages > 1 ? (
        <nav aria-label={t('kit.paging')} className="flex items-center justify-end gap-2 text-sm">
          <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)} className="rounded px-3 py-1">
            {t('kit.prev')}
          </button>
          <span>
            {page} / {pages}
          </span>
          <button
            type="button"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
            className="rounded px-3 py-1"
          >
            {t('kit.next')}
          </button>
        </nav>
      ) : null}
    </div>
  );
}

function Item({ a, when }: { a: AgentAnnouncement; when: string }) {
  const { t } = useTranslation('agent');
  const client = useQueryClient();
  const remove = useMutation({
    mutationFn: () => deleteAnnouncement(a.id),
    onSuccess: () => client.invalidateQueries({ queryKey: ['agent'] }),
  });
  return (
    <li className="rounded-lg border border-border bg-surface p-3">
      <div className="flex items-baseline justify-between gap-2">
        <h3 className="font-semibold">{a.title}</h3>
        <span className="shrink-0 text-xs text-muted">{when}</span>
      </div>
      <p className="mt-1 whitespace-pre-wrap break-words text-sm">{a.body}</p>
      <div className="mt-2 flex items-center justify-between text-xs text-muted">
        <span>{a.author === null ? t('news.platform') : t('news.from', { account: a.author })}</span>
        {a.mine ? (
          <button type="button" className="underline" disabled={remove.isPending} onClick={() => remove.mutate()}>
            {t('news.withdraw')}
          </button>
        ) : null}
      </div>
      {remove.isError ? <p role="alert">{apiErrorText(t, remove.error)}</p> : null}
    </li>
  );
}

/** The agent's own announcement to its team. */
function Compose() {
  const { t } = useTranslation('agent');
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const post = useMutation({
    mutationFn: () => postAnnouncement({ title: title.trim(), body: body.trim() }),
    onSuccess: () => {
      setTitle('');
      setBody('');
      setOpen(false);
      return client.invalidateQueries({ queryKey: ['agent'] });
    },
  });
  if (!open)
    return (
      <div>
        <button
          type="button"
          className="h-9 rounded-lg bg-surface-2 px-4 text-sm font-semibold"
          onClick={() => setOpen(true)}
        >
          {t('news.write')}
        </button>
      </div>
    );
  return (
    <form
      className="flex flex-col gap-2 rounded-lg border border-border p-3"
      onSubmit={(e) => {
        e.preventDefault();
        if (title.trim() && body.trim()) post.mutate();
      }}
    >
      <label className="flex flex-col gap-1 text-sm">
        {t('news.title')}
        <input
          required
          maxLength={80}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          className="h-9 rounded-lg border border-border bg-surface px-3"
        />
      </label>
      <label className="flex flex-col gap-1 text-sm">
        {t('news.body')}
        <textarea
          required
          maxLength={2000}
          rows={4}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          className="rounded-lg border border-border bg-surface px-3 py-2"
        />
      </label>
      <p className="text-xs text-muted">{t('news.audience')}</p>
      {post.isError ? <p role="alert">{apiErrorText(t, post.error)}</p> : null}
      <div className="flex gap-2">
        <button
          type="submit"
          disabled={post.isPending}
          className="h-9 rounded-lg bg-primary px-4 text-sm font-semibold text-white disabled:opacity-50"
        >
          {t('news.send')}
        </button>
        <button type="button" onClick={() => setOpen(false)} className="h-9 rounded-lg px-4 text-sm">
          {t('team.cancel')}
        </button>
      </div>
    </form>
  );
}
