import { type ChatPage, supportChatContract } from '@app/contracts';
import { request } from '../../../shared/api/client';

/** GET /wps/support-chat/messages: the latest page, the page before `before`, or what came after `after`. */
export function fetchMessages(query: { before?: number; after?: number; limit?: number }): Promise<ChatPage> {
  return request(supportChatContract.messages, { query });
}
