import type { ChatMessage, OperatorConversation, PlayerConversation } from '@app/contracts';
import type { ConversationRow, MessageRow, QueueRow } from './support-chat.repository.js';
import { chatState } from './support-chat.rules.js';

export const toMessage = (r: MessageRow): ChatMessage => ({
  id: r.id,
  conversationId: r.conversation_id,
  sender: r.sender,
  operatorName: r.operator_name,
  text: r.body,
  imageId: r.image_id,
  clientKey: r.client_key,
  createdAt: r.created_at.toISOString(),
});

export const stateOf = (r: ConversationRow) => chatState(r.status, r.assigned_operator_id);

export const toPlayerConversation = (r: ConversationRow, unread: number): PlayerConversation => ({
  id: r.id,
  state: stateOf(r),
  playerReadId: r.player_read_id,
  operatorReadId: r.operator_read_id,
  unread,
  lastMessageId: r.last_message_id,
});

export const toOperatorConversation = (r: QueueRow): OperatorConversation => ({
  id: r.id,
  memberId: r.member_id,
  account: r.account,
  vipRank: r.vip_rank,
  queue: r.queue,
  state: stateOf(r),
  assignedOperatorId: r.assigned_operator_id,
  assignedOperatorName: r.assigned_operator_name,
  playerReadId: r.player_read_id,
  operatorReadId: r.operator_read_id,
  unread: r.unread,
  lastMessageId: r.last_message_id,
  lastMessageAt: r.last_message_at?.toISOString() ?? null,
  preview: r.last_preview,
  openedAt: r.opened_at.toISOString(),
  closedAt: r.closed_at?.toISOString() ?? null,
});
