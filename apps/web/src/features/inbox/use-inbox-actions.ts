import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setUnreadMessages } from '../../shared/inbox/unread-messages';
import { deleteMessage, INBOX_KEY, markAllMessagesRead, markMessageRead } from './api/inbox.api';

/**
 * Read one, delete one, read all. Each answer carries the new unread count: the header and the centre's
 * badge show it at once (no reload), then the inbox lists are asked again.
 */
export function useInboxActions() {
  const client = useQueryClient();
  const after = (res: { unreadMessage: number }) => {
    setUnreadMessages(client, res.unreadMessage);
    return client.invalidateQueries({ queryKey: [...INBOX_KEY, 'list'] });
  };
  // Someone else's or already deleted (another tab): the list is stale either way.
  const stale = () => client.invalidateQueries({ queryKey: INBOX_KEY });
  const read = useMutation({ mutationFn: markMessageRead, onSuccess: after, onError: stale });
  const remove = useMutation({ mutationFn: deleteMessage, onSuccess: after, onError: stale });
  const readAll = useMutation({ mutationFn: markAllMessagesRead, onSuccess: after, onError: stale });
  return { read, remove, readAll };
}
