import { type ChatMessage, supportChatOperatorContract as c, supportChatImageUrl } from '@app/contracts';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { Me } from '../../app/me-type';
import { call, operatorFetch } from '../../shared/api/client';
import { dateTime } from '../../shared/format';
import { Button, Card, Select } from '../../shared/ui/controls';
import { ErrorText } from '../../shared/ui/error-text';
import { AssignSelect } from './assign-select';
import { pollEvery } from './live';
import { replyImage } from './upload';

/**
 * One conversation: its messages (older pages on demand), assign to me or to another operator (or to nobody),
 * answer with text or a canned reply, close.
 */
export function ConversationView({ me, live }: { me: Me; live: boolean }) {
  const { t, i18n } = useTranslation();
  const id = Number(useParams().id);
  const params = { id: String(id) };
  const qc = useQueryClient();
  const key = ['support-conversation', id];
  const canManage = me.permissions.includes('support.manage');
  const conv = useQuery({
    queryKey: [...key, 'head'],
    queryFn: ({ signal }) => call(c.conversation, { params, signal }),
    refetchInterval: pollEvery(live),
  });
  const messages = useInfiniteQuery({
    queryKey: [...key, 'messages'],
    queryFn: ({ pageParam, signal }) =>
      call(c.messages, { params, query: pageParam ? { before: String(pageParam) } : {}, signal }),
    initialPageParam: 0,
    // Pages run backwards in time: the next page is the one before the oldest message shown.
    getNextPageParam: (last) => (last.hasMore && last.items[0] ? last.items[0].id : undefined),
    refetchInterval: pollEvery(live),
  });
  const canned = useQuery({
    queryKey: ['support-canned'],
    queryFn: ({ signal }) => call(c.cannedList, { signal }),
    enabled: canManage,
  });
  const refresh = () => qc.invalidateQueries({ queryKey: key });
  // Omitted: to me; a number: to that operator; null: nobody (waiting again).
  const assign = useMutation({
    mutationFn: (operatorId?: number | null) =>
      call(c.assign, { params, body: operatorId === undefined ? {} : { operatorId } }),
    onSuccess: async () => {
      await Promise.all([
        refresh(),
        qc.invalidateQueries({ queryKey: ['support-queue'] }),
        qc.invalidateQueries({ queryKey: ['support-assignees'] }),
      ]);
    },
  });
  const close = useMutation({ mutationFn: () => call(c.close, { params }), onSuccess: refresh });
  const [text, setText] = useState('');
  const reply = useMutation({
    mutationFn: (body: { text: string; clientKey: string }) => call(c.reply, { params, body }),
    onSuccess: async () => {
      setText('');
      await refresh();
    },
  });
  const image = useMutation({
    mutationFn: (file: File) => replyImage(id, file, crypto.randomUUID().replace(/-/g, '')),
    onSuccess: refresh,
  });
  const read = useMutation({ mutationFn: (messageId: number) => call(c.read, { params, body: { messageId } }) });
  const items: ChatMessage[] = [...(messages.data?.pages ?? [])].reverse().flatMap((p) => p.items);
  const last = items.at(-1)?.id ?? 0;
  const readUpTo = conv.data?.operatorReadId ?? 0;
  // Seen on screen = read: the player's unread mark for operators moves on (and the queue's badge goes).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when a newer message is shown.
  useEffect(() => {
    if (canManage && last > readUpTo && !read.isPending) read.mutate(last);
  }, [last, readUpTo, canManage]);
  const send = (e: FormEvent) => {
    e.preventDefault();
    if (text.trim() === '') return;
    reply.mutate({ text: text.trim(), clientKey: crypto.randomUUID().replace(/-/g, '') });
  };
  const cv = conv.data;
  const replies = (canned.data?.items ?? []).filter((r) => r.language === (i18n.language === 'en' ? 'en' : 'vi'));
  return (
    <div className="space-y-3">
      <Link to="/support" className="text-sm text-brand">
        ← {t('support.tabs.queue')}
      </Link>
      <ErrorText error={conv.error ?? messages.error ?? assign.error ?? close.error} />
      {cv && (
        <Card
          title={`${cv.account} · ${t(`support.queues.${cv.queue}`)}`}
          actions={
            canManage && (
              <div className="flex gap-2">
                {cv.state !== 'closed' && (
                  <AssignSelect conversation={cv} onAssign={(id) => assign.mutate(id)} disabled={assign.isPending} />
                )}
                {cv.state !== 'closed' && cv.assignedOperatorId !== me.id && (
                  <Button onClick={() => assign.mutate(undefined)} disabled={assign.isPending}>
                    {t('support.assignToMe')}
                  </Button>
                )}
                {cv.state !== 'closed' && (
                  <Button variant="danger" onClick={() => close.mutate()} disabled={close.isPending}>
                    {t('support.close')}
                  </Button>
                )}
              </div>
            )
          }
        >
          <p className="text-sm text-slate-600" data-testid="conversation-state">
            {t(`support.states.${cv.state}`)}
            {cv.assignedOperatorName ? ` · ${cv.assignedOperatorName}` : ''} · VIP {cv.vipRank}
          </p>
        </Card>
      )}
      <Card>
        {messages.hasNextPage && (
          <Button variant="ghost" onClick={() => messages.fetchNextPage()} disabled={messages.isFetchingNextPage}>
            {t('support.older')}
          </Button>
        )}
        <ol className="mt-2 flex max-h-[60vh] flex-col gap-2 overflow-y-auto" data-testid="chat-messages">
          {items.map((m) => (
            <li
              key={m.id}
              data-testid="chat-message"
              data-sender={m.sender}
              className={`max-w-[75%] rounded-lg px-3 py-2 text-sm ${m.sender === 'operator' ? 'self-end bg-violet-50' : 'self-start bg-slate-100'}`}
            >
              <div className="text-xs text-slate-500">
                {m.sender === 'operator' ? (m.operatorName ?? t('support.operator')) : cv?.account} ·{' '}
                {dateTime(m.createdAt)}
              </div>
              {m.text && <p className="whitespace-pre-wrap break-words">{m.text}</p>}
              {m.imageId !== null && <ChatImage id={m.imageId} />}
            </li>
          ))}
        </ol>
        {canManage && cv && (
          <form onSubmit={send} className="mt-3 space-y-2">
            {cv.state === 'closed' && <p className="text-sm text-slate-500">{t('support.closedHint')}</p>}
            {replies.length > 0 && (
              <Select
                aria-label={t('support.cannedPick')}
                value=""
                onChange={(e) => {
                  const r = replies.find((x) => String(x.id) === e.target.value);
                  if (r) setText((x) => (x ? `${x}\n${r.text}` : r.text));
                }}
              >
                <option value="">{t('support.cannedPick')}</option>
                {replies.map((r) => (
                  <option key={r.id} value={r.id}>
                    {r.title}
                  </option>
                ))}
              </Select>
            )}
            <textarea
              aria-label={t('support.reply')}
              rows={3}
              maxLength={2000}
              className="w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
              value={text}
              onChange={(e) => setText(e.target.value)}
              disabled={cv.state === 'closed'}
            />
            <ErrorText error={reply.error ?? image.error} />
            <div className="flex flex-wrap items-center gap-3">
              <Button type="submit" disabled={reply.isPending || text.trim() === '' || cv.state === 'closed'}>
                {t('support.send')}
              </Button>
              <label className="text-sm text-brand">
                {t('support.sendImage')}
                <input
                  type="file"
                  accept="image/png,image/jpeg"
                  className="sr-only"
                  disabled={cv.state === 'closed' || image.isPending}
                  onChange={(e) => {
                    const f = e.target.files?.[0];
                    e.target.value = '';
                    if (f) image.mutate(f);
                  }}
                />
              </label>
            </div>
          </form>
        )}
      </Card>
    </div>
  );
}

/** An image of the chat, read with the operator's token (the bytes are not public) and shown from memory. */
function ChatImage({ id }: { id: number }) {
  const { t } = useTranslation();
  const img = useQuery({
    queryKey: ['support-image', id],
    queryFn: async () => {
      const res = await operatorFetch(supportChatImageUrl(id, 'operator'), { headers: { accept: 'image/*' } });
      if (!res.ok) throw new Error(String(res.status));
      return URL.createObjectURL(await res.blob());
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (img.isError) return <p className="text-xs text-red-700">{t('support.imageFailed')}</p>;
  return img.data ? (
    <a href={img.data} target="_blank" rel="noreferrer">
      <img src={img.data} alt={t('support.image')} className="mt-1 max-h-60 rounded" />
    </a>
  ) : null;
}
