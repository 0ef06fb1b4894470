import { inboxContract } from '@app/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';
import { withPathParams } from '../../../shared/api/path-params';
import type { SupportedLanguage } from '../../../shared/i18n/languages';

/** Query key prefix of the inbox (the unread count's ['inbox', 'unread'] is under it too: refreshed together). */
export const INBOX_KEY = ['inbox'] as const;
export const INBOX_PAGE_SIZE = 10;

/** GET /wps/member/messages: one page, newest first, with unread marks and the unread count. */
export function inboxListQueryOptions(token: string | null, language: SupportedLanguage, page: number) {
  return queryOptions({
    queryKey: [...INBOX_KEY, 'list', token, language, page] as const,
    queryFn: ({ signal }) =>
      request(inboxContract.list, { query: { language, page, pageSize: INBOX_PAGE_SIZE }, signal }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

/** GET /wps/member/messages/:id: one message with its text. */
export function inboxMessageQueryOptions(token: string | null, language: SupportedLanguage, id: number) {
  return queryOptions({
    queryKey: [...INBOX_KEY, 'message', token, language, id] as const,
    queryFn: ({ signal }) => request(withPathParams(inboxContract.get, { id }), { query: { language }, signal }),
    enabled: token !== null,
    retry: false,
  });
}

export const markMessageRead = (id: number) => request(withPathParams(inboxContract.read, { id }));
export const deleteMessage = (id: number) => request(withPathParams(inboxContract.remove, { id }));
export const markAllMessagesRead = () => request(inboxContract.readAll);
