import { INBOX_BROADCAST_TOPIC, inboxContract, type UnreadCount } from '@app/contracts';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { request } from '../api/client';
import { useLanguage } from '../i18n/use-language';
import { realtime } from '../realtime/realtime-store';
import { useIsTrial, useSession } from '../session/session';
import { saveMemberLanguage } from './member-language';

/**
 * The member's unread message count (spec §3 public state unreadMessage, §7 unread message count): one query
 * read by the header's inbox button and the member centre's messageV2 badge. It lives in shared/ so the
 * layout, the member centre and the inbox page read and refresh it without importing each other.
 */
export const UNREAD_MESSAGES_KEY = ['inbox', 'unread'] as const;

export function unreadMessagesQueryOptions(token: string | null, enabled = true) {
  return queryOptions({
    queryKey: [...UNREAD_MESSAGES_KEY, token] as const,
    queryFn: ({ signal }): Promise<UnreadCount> => request(inboxContract.unreadCount, { signal }),
    enabled: enabled && token !== null,
    // Pushed live (below); the interval only covers a socket that is down for long.
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
    retry: false,
  });
}

/** The unread count of the logged-in real account; 0 for visitors and trial accounts (no request). */
export function useUnreadMessage(): number {
  const token = useSession((s) => s.token);
  const trial = useIsTrial();
  const client = useQueryClient();
  const { data } = useQuery(unreadMessagesQueryOptions(token || null, !trial));
  const { language } = useLanguage();
  useEffect(() => (token && !trial ? followInbox(client) : undefined), [client, token, trial]);
  // The server writes system messages in the member's language: tell it the one shown, once per session.
  useEffect(() => {
    if (token && !trial) saveMemberLanguage(language, { once: true });
  }, [token, trial, language]);
  return trial ? 0 : (data?.unreadMessage ?? 0);
}

/** Spread of the re-reads after a broadcast, so a send to everyone is not every page asking at once. */
const BROADCAST_SPREAD_MS = 3000;

// Every mounted reader shares one listener (the header and the centre menu may both be mounted).
let listeners = 0;
let stop: (() => void) | null = null;

/**
 * A personal notice (a new message, and the money notices that come with a system message) re-reads the
 * count at once; a segment or all-member send is announced on the inbox topic and re-read within a few seconds;
 * a socket that (re)opens re-reads it too (what was sent meanwhile is not replayed).
 */
function followInbox(client: QueryClient): () => void {
  listeners += 1;
  if (!stop) {
    const refresh = () => void client.invalidateQueries({ queryKey: ['inbox'] });
    const personal = realtime.onPersonal((event) => {
      if (event.type === 'notice') refresh();
    });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const topic = realtime.subscribe(INBOX_BROADCAST_TOPIC, () => {
      clearTimeout(timer);
      timer = setTimeout(refresh, Math.random() * BROADCAST_SPREAD_MS);
    });
    // Events sent while the socket was down are not replayed: read the count again whenever it (re)opens.
    const status = realtime.onStatus((st) => {
      if (st === 'open') refresh();
    });
    stop = () => {
      clearTimeout(timer);
      personal();
      topic();
      status();
    };
  }
  return () => {
    listeners -= 1;
    if (listeners === 0) {
      stop?.();
      stop = null;
    }
  };
}

/** After the inbox answered a new count (read, delete, read all): the badges show it at once. */
export function setUnreadMessages(client: QueryClient, unreadMessage: number): void {
  client.setQueriesData<UnreadCount>({ queryKey: UNREAD_MESSAGES_KEY }, (old) => (old ? { unreadMessage } : old));
}
