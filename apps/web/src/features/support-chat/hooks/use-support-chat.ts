import type { ChatMessage, RealtimeEvent } from '@app/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../shared/api/client';
import { realtime, useRealtimeStatus } from '../../../shared/realtime';
import { conversationQueryOptions } from '../api/conversation.api';
import { markRead, sendTyping } from '../api/marks.api';
import { fetchMessages } from '../api/messages.api';
import { sendImage, sendText } from '../api/send.api';
import {
  dropDelivered,
  lastId,
  lastOperatorId,
  mergeMessages,
  newClientKey,
  type PendingMessage,
} from '../lib/chat-list';

/** While the socket is down, what is new is read this often instead. */
export const CHAT_POLL_MS = 5000;
/** How long a typing mark shows after the last one arrived. */
const TYPING_SHOWN_MS = 4000;
/** At most one typing mark sent per this gap. */
const TYPING_SEND_GAP_MS = 2000;

/**
 * The player's chat: history (latest page, older pages on demand), live updates from the member's socket
 * (chat events carry ids: what is new is read over HTTP, which also catches up after a reconnect), polling
 * while the socket is down, typing and read marks, and sending with a client key so a retry never doubles.
 */
export function useSupportChat(token: string) {
  const client = useQueryClient();
  const status = useRealtimeStatus();
  const conversation = useQuery(conversationQueryOptions(token));
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const [hasMore, setHasMore] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [operatorTyping, setOperatorTyping] = useState(false);
  const [operatorReadId, setOperatorReadId] = useState(0);
  const latest = useRef<ChatMessage[]>([]);
  latest.current = messages;
  const readSent = useRef(0);
  const typingTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const typingSentAt = useRef(0);

  const take = useCallback((incoming: ChatMessage[]) => {
    setMessages((cur) => mergeMessages(cur, incoming));
    setPending((cur) => dropDelivered(cur, incoming));
    if (incoming.some((m) => m.sender === 'operator')) setOperatorTyping(false);
  }, []);

  const loadLatest = useCallback(async () => {
    try {
      const page = await fetchMessages({});
      take(page.items);
      setHasMore(page.hasMore);
      setLoadError(null);
      setLoaded(true);
    } catch (err) {
      setLoadError(err instanceof ApiError ? err.code : 'network_error');
    }
  }, [take]);

  /** What came after the newest message in hand (all of it, page by page). */
  const catchUp = useCallback(async () => {
    if (latest.current.length === 0) return loadLatest();
    let after = lastId(latest.current);
    for (let i = 0; i < 10; i++) {
      const page = await fetchMessages({ after, limit: 100 });
      take(page.items);
      if (!page.hasMore || page.items.length === 0) break;
      after = lastId(page.items);
    }
  }, [take, loadLatest]);

  const loadOlder = useCallback(async () => {
    const first = latest.current[0];
    if (!first) return;
    const page = await fetchMessages({ before: first.id });
    take(page.items);
    setHasMore(page.hasMore);
  }, [take]);

  const refreshConversation = useCallback(
    () => client.invalidateQueries({ queryKey: conversationQueryOptions(token).queryKey }),
    [client, token],
  );

  useEffect(() => {
    void loadLatest();
  }, [loadLatest]);

  // The operators' read mark comes with the conversation and then live.
  useEffect(() => {
    const mark = conversation.data?.conversation?.operatorReadId ?? 0;
    setOperatorReadId((cur) => Math.max(cur, mark));
  }, [conversation.data]);

  // Live: the member's own socket carries the chat events of their conversation.
  useEffect(
    () =>
      realtime.onPersonal((event: RealtimeEvent) => {
        if (event.type !== 'chat') return;
        if (event.kind === 'message') void catchUp().catch(() => undefined);
        else if (event.kind === 'typing' && event.sender === 'operator') {
          setOperatorTyping(true);
          clearTimeout(typingTimer.current);
          typingTimer.current = setTimeout(() => setOperatorTyping(false), TYPING_SHOWN_MS);
        } else if (event.kind === 'read' && event.sender === 'operator') {
          setOperatorReadId((cur) => Math.max(cur, event.messageId ?? 0));
        }
        if (event.kind === 'conversation' || event.kind === 'message') void refreshConversation();
      }),
    [catchUp, refreshConversation],
  );
  useEffect(() => () => clearTimeout(typingTimer.current), []);

  // Events sent while the socket was down are not replayed: read what is new when it (re)opens, poll meanwhile.
  useEffect(() => {
    if (!loaded) return;
    if (status === 'open') {
      void catchUp().catch(() => undefined);
      void refreshConversation();
      return;
    }
    const timer = setInterval(() => {
      void catchUp().catch(() => undefined);
      void refreshConversation();
    }, CHAT_POLL_MS);
    return () => clearInterval(timer);
  }, [status, loaded, catchUp, refreshConversation]);

  // The window is open: what the operators wrote is read.
  const newestFromOperator = lastOperatorId(messages);
  const playerReadId = conversation.data?.conversation?.playerReadId ?? 0;
  useEffect(() => {
    if (newestFromOperator === 0 || newestFromOperator <= Math.max(playerReadId, readSent.current)) return;
    readSent.current = newestFromOperator;
    void markRead(newestFromOperator)
      .then(() => refreshConversation())
      .catch(() => {
        readSent.current = 0;
      });
  }, [newestFromOperator, playerReadId, refreshConversation]);

  const deliver = useCallback(
    async (p: PendingMessage) => {
      setPending((cur) => [...cur.filter((x) => x.clientKey !== p.clientKey), { ...p, status: 'sending' }]);
      try {
        const sent = p.file ? await sendImage(p.file, p.clientKey) : await sendText(p.text ?? '', p.clientKey);
        take([sent]);
        void refreshConversation();
        return null;
      } catch (err) {
        setPending((cur) => cur.map((x) => (x.clientKey === p.clientKey ? { ...x, status: 'failed' } : x)));
        return err instanceof ApiError ? err.code : 'network_error';
      }
    },
    [take, refreshConversation],
  );

  const send = useCallback(
    (text: string) => deliver({ clientKey: newClientKey(), text, file: null, status: 'sending' }),
    [deliver],
  );
  const sendFile = useCallback(
    (file: Blob) => deliver({ clientKey: newClientKey(), text: null, file, status: 'sending' }),
    [deliver],
  );
  const retry = useCallback((p: PendingMessage) => deliver(p), [deliver]);

  /** Called on each key press: at most one typing mark per gap reaches the operators. */
  const typing = useCallback(() => {
    const now = Date.now();
    if (now - typingSentAt.current < TYPING_SEND_GAP_MS) return;
    typingSentAt.current = now;
    void sendTyping().catch(() => undefined);
  }, []);

  return {
    conversation: conversation.data?.conversation ?? null,
    conversationError: conversation.error instanceof ApiError ? conversation.error.code : null,
    messages,
    pending,
    hasMore,
    loaded,
    loadError,
    operatorTyping,
    operatorReadId,
    live: status === 'open',
    reload: loadLatest,
    loadOlder,
    send,
    sendFile,
    retry,
    typing,
  };
}
export type SupportChat = ReturnType<typeof useSupportChat>;
