import { supportChatContract } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';

/** GET /wps/support-chat: the player's conversation (null before the first message), with read marks. */
export const conversationQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['support-chat', 'conversation', token] as const,
    queryFn: ({ signal }) => request(supportChatContract.conversation, { signal }),
    enabled: token !== null,
    // Live events refetch it; no need to ask again on focus.
    staleTime: 60_000,
    retry: false,
  });
