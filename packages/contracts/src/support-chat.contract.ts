import { z } from 'zod/mini';
import { defineEndpoint } from './endpoint.js';
import { IdParams } from './path-params.js';

/**
 * Support chat (issue 17 §6; spec §2 chat-room modal and customer-service bar, §6 VIP channel): one
 * conversation per player, messages (text or one png/jpg image within the spec's upload limits), typing
 * and read marks, and the operators' queue. Live updates are `chat` events (realtime.contract.ts).
 */

/** Stable codes of the support chat; the web translates each (errors.<code>). */
export const SupportChatErrorCodes = [
  /** A trial (free-play) account asked for the chat: it needs a real account (spec §6). */
  'support_chat_real_account_required',
  /** No such conversation, message or image for this caller (someone else's is "not found" too). */
  'support_chat_not_found',
  /** The message has neither text nor an image, or the text is too long. */
  'support_chat_message_invalid',
  /** An image message without exactly one image. */
  'support_chat_image_required',
  /** The operator setting is invalid (an external URL that is not https/http). */
  'support_chat_settings_invalid',
  /** No such canned reply. */
  'support_chat_canned_not_found',
  /** The conversation is closed: an operator cannot write into it (the player's next message reopens it). */
  'support_chat_closed',
  /** No such operator to assign to (400). */
  'support_chat_operator_not_found',
  /** The operator to assign to is disabled, or their role cannot answer the chat (support.manage) (409). */
  'support_chat_operator_ineligible',
] as const;
export type SupportChatErrorCode = (typeof SupportChatErrorCodes)[number];

/** Spec §6: members whose VIP rank is above this are served in the VIP queue. */
export const SUPPORT_CHAT_VIP_RANK = 4;
/** Longest text message (characters). */
export const SUPPORT_CHAT_MAX_TEXT = 2000;
/** Messages per page of history. */
export const SUPPORT_CHAT_PAGE_SIZE = 30;

export const ChatQueues = ['general', 'vip'] as const;
export const ChatQueueSchema = z.enum(ChatQueues);
export type ChatQueue = z.infer<typeof ChatQueueSchema>;

/** An operator a conversation can be given to, with how many open conversations they hold now. */
export const ChatAssigneeSchema = z.object({ id: z.int(), username: z.string(), open: z.int() });
export type ChatAssignee = z.infer<typeof ChatAssigneeSchema>;

/** waiting: open with nobody assigned; assigned: open with an operator; closed. */
export const ChatStates = ['waiting', 'assigned', 'closed'] as const;
export const ChatStateSchema = z.enum(ChatStates);
export type ChatState = z.infer<typeof ChatStateSchema>;

export const ChatMessageSchema = z.object({
  id: z.int(),
  conversationId: z.int(),
  sender: z.enum(['player', 'operator']),
  /** The answering operator's display name (operators' messages only). */
  operatorName: z.nullable(z.string()),
  text: z.nullable(z.string()),
  /** Image id: read the bytes at the images endpoint of the caller's side (player or operator). */
  imageId: z.nullable(z.int()),
  /** The sender's own key for this message: a retry with the same key returns the first message. */
  clientKey: z.nullable(z.string()),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

/** The player's view of their conversation. */
export const PlayerConversationSchema = z.object({
  id: z.int(),
  state: ChatStateSchema,
  /** The last message id the player has read / the operators have read (read marks). */
  playerReadId: z.int(),
  operatorReadId: z.int(),
  /** Operators' messages after playerReadId. */
  unread: z.int(),
  lastMessageId: z.int(),
});
export type PlayerConversation = z.infer<typeof PlayerConversationSchema>;

export const OperatorConversationSchema = z.object({
  id: z.int(),
  memberId: z.int(),
  account: z.string(),
  vipRank: z.int(),
  queue: ChatQueueSchema,
  state: ChatStateSchema,
  assignedOperatorId: z.nullable(z.int()),
  assignedOperatorName: z.nullable(z.string()),
  playerReadId: z.int(),
  operatorReadId: z.int(),
  /** Player messages after operatorReadId. */
  unread: z.int(),
  lastMessageId: z.int(),
  lastMessageAt: z.nullable(z.string()),
  /** The start of the last message's text ('' for an image). */
  preview: z.string(),
  openedAt: z.string(),
  closedAt: z.nullable(z.string()),
});
export type OperatorConversation = z.infer<typeof OperatorConversationSchema>;

export const ChatPageSchema = z.object({
  /** Oldest first. */
  items: z.array(ChatMessageSchema),
  /** More messages before the first one (page on with before = items[0].id). */
  hasMore: z.boolean(),
});
export type ChatPage = z.infer<typeof ChatPageSchema>;

const QueryInt = (min: number, max: number) => z.pipe(z.coerce.number(), z.int().check(z.minimum(min), z.maximum(max)));
const MessageId = QueryInt(1, Number.MAX_SAFE_INTEGER);
/** History paging: `before` a message id (older page), or `after` one (what is new since). */
export const ChatPageQuerySchema = z.object({
  before: z.optional(MessageId),
  after: z.optional(MessageId),
  limit: z._default(QueryInt(1, 100), SUPPORT_CHAT_PAGE_SIZE),
});

const ClientKey = z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/));
export const ChatTextBodySchema = z.object({
  text: z.string().check(z.trim(), z.minLength(1), z.maxLength(SUPPORT_CHAT_MAX_TEXT)),
  clientKey: z.optional(ClientKey),
});
export const ChatReadBodySchema = z.object({ messageId: z.int().check(z.gte(0)) });

export const CannedReplySchema = z.object({
  id: z.int(),
  title: z.string(),
  text: z.string(),
  language: z.enum(['vi', 'en']),
  updatedAt: z.string(),
});
export type CannedReply = z.infer<typeof CannedReplySchema>;
export const CannedReplyBodySchema = z.object({
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(80)),
  text: z.string().check(z.trim(), z.minLength(1), z.maxLength(SUPPORT_CHAT_MAX_TEXT)),
  language: z._default(z.enum(['vi', 'en']), 'vi'),
});

/** builtin: the chat entry opens this chat; external: it opens externalUrl (an outside chat service). */
export const SupportChatSettingsSchema = z.object({
  mode: z.enum(['builtin', 'external']),
  externalUrl: z.nullable(z.string()),
});
export type SupportChatSettings = z.infer<typeof SupportChatSettingsSchema>;
export const SupportChatSettingsBodySchema = z.object({
  /** null: the built-in chat. Otherwise an http(s) URL of at most 500 characters. */
  externalUrl: z.nullable(z.string().check(z.trim(), z.maxLength(500))),
});

export const OperatorQueueQuerySchema = z.object({
  queue: z.optional(ChatQueueSchema),
  /** open = waiting and assigned. */
  state: z._default(z.enum(['waiting', 'assigned', 'open', 'closed']), 'open'),
  /** Only the caller's own assigned conversations. */
  mine: z.optional(z.enum(['true', 'false'])),
  page: z._default(QueryInt(1, 10_000), 1),
  pageSize: z._default(QueryInt(1, 100), 20),
});

const Ok = z.object({ ok: z.literal(true) });
const tags = ['support-chat'] as const;
const opTags = ['operator', 'support-chat'] as const;

/** Player endpoints (members and agents; trial accounts get support_chat_real_account_required). */
export const supportChatContract = {
  conversation: defineEndpoint({
    method: 'GET',
    path: '/wps/support-chat',
    auth: 'token',
    summary: "The player's support conversation (null before the first message)",
    tags,
    response: z.object({ conversation: z.nullable(PlayerConversationSchema) }),
  }),
  messages: defineEndpoint({
    method: 'GET',
    path: '/wps/support-chat/messages',
    auth: 'token',
    summary: "A page of the player's conversation, oldest first (before/after a message id)",
    tags,
    query: ChatPageQuerySchema,
    response: ChatPageSchema,
  }),
  send: defineEndpoint({
    method: 'POST',
    path: '/wps/support-chat/messages',
    auth: 'token',
    summary: 'Send a text message (opens or reopens the conversation; idempotent by clientKey)',
    tags,
    body: ChatTextBodySchema,
    response: ChatMessageSchema,
  }),
  /** Multipart: one png/jpg file `image` (5 MB at most, spec §5) and an optional field `clientKey`. */
  sendImage: defineEndpoint({
    method: 'POST',
    path: '/wps/support-chat/images',
    auth: 'token',
    multipart: true,
    summary: 'Send an image (png or jpg, 5 MB at most)',
    tags,
    response: ChatMessageSchema,
  }),
  read: defineEndpoint({
    method: 'POST',
    path: '/wps/support-chat/read',
    auth: 'token',
    summary: 'Mark the conversation read up to a message',
    tags,
    body: ChatReadBodySchema,
    response: Ok,
  }),
  typing: defineEndpoint({
    method: 'POST',
    path: '/wps/support-chat/typing',
    auth: 'token',
    summary: 'Tell the operators the player is typing (pushed live, never stored)',
    tags,
    response: Ok,
  }),
};

/** The image bytes (not JSON): GET with the session's bearer token; the conversation's player only. */
export const SUPPORT_CHAT_IMAGE_PATH = '/wps/support-chat/images/:id';
/** The image bytes for operators. */
export const SUPPORT_CHAT_OPERATOR_IMAGE_PATH = '/wps/operator/support-chat/images/:id';
export const supportChatImageUrl = (id: number, side: 'player' | 'operator' = 'player'): string =>
  (side === 'player' ? SUPPORT_CHAT_IMAGE_PATH : SUPPORT_CHAT_OPERATOR_IMAGE_PATH).replace(':id', String(id));

const base = '/wps/operator/support-chat';

/** Operator endpoints: the queue, replies, canned replies and the chat entry setting. */
export const supportChatOperatorContract = {
  queue: defineEndpoint({
    method: 'GET',
    path: `${base}/conversations`,
    auth: 'operator',
    summary: 'Conversations by queue and state, the longest waiting first',
    tags: opTags,
    query: OperatorQueueQuerySchema,
    response: z.object({ items: z.array(OperatorConversationSchema), total: z.int() }),
  }),
  queueCsv: defineEndpoint({
    method: 'GET',
    path: `${base}/conversations.csv`,
    auth: 'operator',
    summary: 'The conversations of the queue filters as CSV (text/csv, in the queue order, at most 100,000 rows)',
    tags: opTags,
    query: z.omit(OperatorQueueQuerySchema, { page: true, pageSize: true }),
    response: z.string(),
  }),
  conversation: defineEndpoint({
    method: 'GET',
    path: `${base}/conversations/:id`,
    auth: 'operator',
    summary: 'One conversation',
    tags: opTags,
    params: IdParams,
    response: OperatorConversationSchema,
  }),
  messages: defineEndpoint({
    method: 'GET',
    path: `${base}/conversations/:id/messages`,
    auth: 'operator',
    summary: "A page of a conversation's messages, oldest first",
    tags: opTags,
    params: IdParams,
    query: ChatPageQuerySchema,
    response: ChatPageSchema,
  }),
  assign: defineEndpoint({
    method: 'POST',
    path: `${base}/conversations/:id/assign`,
    auth: 'operator',
    summary:
      'Assign the conversation to an active operator who may answer the chat (omitted: take it yourself; ' +
      'null: unassign, back to waiting); audited',
    tags: opTags,
    params: IdParams,
    body: z.object({ operatorId: z.optional(z.nullable(z.int().check(z.positive()))) }),
    response: OperatorConversationSchema,
  }),
  assignees: defineEndpoint({
    method: 'GET',
    path: `${base}/operators`,
    auth: 'operator',
    summary: 'The operators a conversation can be assigned to: active, with a role that answers the chat',
    tags: opTags,
    response: z.object({ items: z.array(ChatAssigneeSchema) }),
  }),
  reply: defineEndpoint({
    method: 'POST',
    path: `${base}/conversations/:id/messages`,
    auth: 'operator',
    summary: 'Reply with text (a waiting conversation is taken by the replying operator)',
    tags: opTags,
    params: IdParams,
    body: ChatTextBodySchema,
    response: ChatMessageSchema,
  }),
  /** Multipart: one png/jpg file `image` and an optional field `clientKey`. */
  replyImage: defineEndpoint({
    method: 'POST',
    path: `${base}/conversations/:id/images`,
    auth: 'operator',
    multipart: true,
    summary: 'Reply with an image (png or jpg, 5 MB at most)',
    tags: opTags,
    params: IdParams,
    response: ChatMessageSchema,
  }),
  read: defineEndpoint({
    method: 'POST',
    path: `${base}/conversations/:id/read`,
    auth: 'operator',
    summary: 'Mark the conversation read up to a message (the player sees the read mark)',
    tags: opTags,
    params: IdParams,
    body: ChatReadBodySchema,
    response: Ok,
  }),
  typing: defineEndpoint({
    method: 'POST',
    path: `${base}/conversations/:id/typing`,
    auth: 'operator',
    summary: 'Tell the player an operator is typing (pushed live, never stored)',
    tags: opTags,
    params: IdParams,
    response: Ok,
  }),
  close: defineEndpoint({
    method: 'POST',
    path: `${base}/conversations/:id/close`,
    auth: 'operator',
    summary: "Close the conversation (the player's next message reopens it); audited",
    tags: opTags,
    params: IdParams,
    response: OperatorConversationSchema,
  }),
  cannedList: defineEndpoint({
    method: 'GET',
    path: `${base}/canned`,
    auth: 'operator',
    summary: 'Canned replies',
    tags: opTags,
    response: z.object({ items: z.array(CannedReplySchema) }),
  }),
  cannedCreate: defineEndpoint({
    method: 'POST',
    path: `${base}/canned`,
    auth: 'operator',
    summary: 'Create a canned reply; audited',
    tags: opTags,
    body: CannedReplyBodySchema,
    response: CannedReplySchema,
  }),
  cannedUpdate: defineEndpoint({
    method: 'PUT',
    path: `${base}/canned/:id`,
    auth: 'operator',
    summary: 'Change a canned reply; audited',
    tags: opTags,
    params: IdParams,
    body: CannedReplyBodySchema,
    response: CannedReplySchema,
  }),
  cannedDelete: defineEndpoint({
    method: 'DELETE',
    path: `${base}/canned/:id`,
    auth: 'operator',
    summary: 'Delete a canned reply; audited',
    tags: opTags,
    params: IdParams,
    response: Ok,
  }),
  settings: defineEndpoint({
    method: 'GET',
    path: `${base}/settings`,
    auth: 'operator',
    summary: 'Where the chat entry points: the built-in chat or an external chat service',
    tags: opTags,
    response: SupportChatSettingsSchema,
  }),
  updateSettings: defineEndpoint({
    method: 'PUT',
    path: `${base}/settings`,
    auth: 'operator',
    summary: 'Point the chat entry at the built-in chat (externalUrl null) or an external URL; audited',
    tags: opTags,
    body: SupportChatSettingsBodySchema,
    response: SupportChatSettingsSchema,
  }),
};
