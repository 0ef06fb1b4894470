import { z } from 'zod/mini';
import { defineEndpoint } from './endpoint.js';
import { IdParams } from './path-params.js';
import { LanguageCodeSchema } from './system.contract.js';

/**
 * Inbox (issue 17 §5; spec §2 messageV2, §3 unreadMessage, §7 unread message count and language update).
 * Messages go to one member, a segment (VIP ranks, member labels, an agent's team) or everyone, from an
 * operator or from the system (deposit credited, withdrawal decided, bonus paid, level up, mission complete).
 */
export const InboxErrorCodes = [
  /** No such message of the caller's (someone else's, deleted, or never there). */
  'inbox_message_not_found',
  /** An operator send names accounts, labels or an agent that do not exist (details name them). */
  'inbox_unknown_recipients',
  /** An operator send reaches nobody (an empty segment). */
  'inbox_no_recipients',
] as const;
export type InboxErrorCode = (typeof InboxErrorCodes)[number];

/** System message templates (the server writes them in the member's stored language). */
export const InboxTemplates = [
  'deposit_credited',
  'withdrawal_approved',
  'withdrawal_rejected',
  'bonus_paid',
  'vip_level_up',
  'mission_complete',
] as const;
export type InboxTemplate = (typeof InboxTemplates)[number];

const QueryInt = (min: number, max: number) => z.pipe(z.coerce.number(), z.int().check(z.minimum(min), z.maximum(max)));
const LangQuery = { language: z._default(LanguageCodeSchema, 'vi') };

export const InboxMessageSummarySchema = z.object({
  id: z.int(),
  title: z.string(),
  /** The start of the text (HTML stripped), for the list. */
  preview: z.string(),
  source: z.enum(['system', 'operator']),
  template: z.nullable(z.string()),
  read: z.boolean(),
  createdAt: z.string(),
});
export type InboxMessageSummary = z.infer<typeof InboxMessageSummarySchema>;

export const InboxMessageSchema = z.object({
  ...InboxMessageSummarySchema.shape,
  /** Plain text, or HTML sanitised when it was written (format 'html'). */
  body: z.string(),
  format: z.enum(['text', 'html']),
});
export type InboxMessage = z.infer<typeof InboxMessageSchema>;

export const InboxPageSchema = z.object({
  items: z.array(InboxMessageSummarySchema),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
  /** The member's unread messages (all pages). */
  unreadMessage: z.int(),
});
export type InboxPage = z.infer<typeof InboxPageSchema>;

export const UnreadCountSchema = z.object({ unreadMessage: z.int() });
export type UnreadCount = z.infer<typeof UnreadCountSchema>;

const Title = z.string().check(z.trim(), z.minLength(1), z.maxLength(120));
const Body = z.string().check(z.minLength(1), z.maxLength(20_000));
const Account = z.string().check(z.trim(), z.minLength(1), z.maxLength(64));

/** Who an operator message goes to. A segment is read once, when the message is sent. */
export const InboxAudienceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('members'), accounts: z.array(Account).check(z.minLength(1), z.maxLength(1000)) }),
  z.object({
    kind: z.literal('vip'),
    ranks: z.array(z.int().check(z.minimum(0), z.maximum(20))).check(z.minLength(1), z.maxLength(21)),
  }),
  z.object({ kind: z.literal('label'), labels: z.array(Account).check(z.minLength(1), z.maxLength(50)) }),
  /** Every member below the agent in its team (not the agent itself). */
  z.object({ kind: z.literal('team'), agent: Account }),
  z.object({ kind: z.literal('all') }),
]);
export type InboxAudience = z.infer<typeof InboxAudienceSchema>;

export const InboxSendSchema = z.object({
  audience: InboxAudienceSchema,
  /** Marketing never reaches a player in a time-out or self-exclusion (safer gambling). */
  marketing: z._default(z.boolean(), false),
  title: z.object({ vi: Title, en: Title }),
  body: z.object({ vi: Body, en: Body }),
  format: z._default(z.enum(['text', 'html']), 'text'),
});
export type InboxSend = z.infer<typeof InboxSendSchema>;

export const InboxSentSchema = z.object({
  id: z.int(),
  audience: z.string(),
  /** Members given a copy at send time; null for 'all' (every member whose account existed then). */
  recipients: z.nullable(z.int()),
});

export const OperatorInboxItemSchema = z.object({
  id: z.int(),
  audience: z.string(),
  segment: z.nullable(z.unknown()),
  marketing: z.boolean(),
  title: z.object({ vi: z.optional(z.string()), en: z.optional(z.string()) }),
  createdAt: z.string(),
  createdBy: z.string(),
  recipients: z.nullable(z.int()),
  read: z.int(),
});

export const inboxContract = {
  list: defineEndpoint({
    method: 'GET',
    path: '/wps/member/messages',
    auth: 'token',
    summary: "The member's inbox, newest first, with unread marks and the unread count",
    tags: ['inbox'],
    query: z.object({ ...LangQuery, page: z.optional(QueryInt(1, 10_000)), pageSize: z.optional(QueryInt(1, 50)) }),
    response: InboxPageSchema,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/wps/member/messages/:id',
    auth: 'token',
    summary: 'One message of the member (404 inbox_message_not_found for anyone else’s)',
    tags: ['inbox'],
    params: IdParams,
    query: z.object(LangQuery),
    response: InboxMessageSchema,
  }),
  read: defineEndpoint({
    method: 'POST',
    path: '/wps/member/messages/:id/read',
    auth: 'token',
    summary: 'Mark one message read (idempotent); answers the unread count',
    tags: ['inbox'],
    params: IdParams,
    response: UnreadCountSchema,
  }),
  readAll: defineEndpoint({
    method: 'POST',
    path: '/wps/member/messages/read-all',
    auth: 'token',
    summary: 'Mark every message read; answers the unread count (0)',
    tags: ['inbox'],
    response: UnreadCountSchema,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/wps/member/messages/:id',
    auth: 'token',
    summary: 'Delete one message for this member (others keep theirs); answers the unread count',
    tags: ['inbox'],
    params: IdParams,
    response: UnreadCountSchema,
  }),
  unreadCount: defineEndpoint({
    method: 'GET',
    path: '/wps/member/messages/unread-count',
    auth: 'token',
    allowedBeforePasswordChange: true,
    summary: 'Unread message count (spec §7; public state unreadMessage)',
    tags: ['inbox'],
    response: UnreadCountSchema,
  }),
  language: defineEndpoint({
    method: 'PUT',
    path: '/wps/member/language',
    auth: 'token',
    allowedBeforePasswordChange: true,
    summary: 'Language update on language change (spec §7): system messages are written in it',
    tags: ['inbox'],
    body: z.object({ language: LanguageCodeSchema }),
    response: z.object({ language: LanguageCodeSchema }),
  }),
  operatorSend: defineEndpoint({
    method: 'POST',
    path: '/wps/operator/messages',
    auth: 'operator',
    summary: 'Send a message to members, a segment (VIP ranks, labels, agent team) or everyone; audited',
    tags: ['operator', 'inbox'],
    body: InboxSendSchema,
    response: InboxSentSchema,
  }),
  operatorList: defineEndpoint({
    method: 'GET',
    path: '/wps/operator/messages',
    auth: 'operator',
    summary: 'Operator messages sent, newest first, with how many copies were read',
    tags: ['operator', 'inbox'],
    query: z.object({ page: z.optional(QueryInt(1, 10_000)), pageSize: z.optional(QueryInt(1, 100)) }),
    response: z.object({ items: z.array(OperatorInboxItemSchema), total: z.int() }),
  }),
  operatorCsv: defineEndpoint({
    method: 'GET',
    path: '/wps/operator/messages.csv',
    auth: 'operator',
    summary: 'Operator messages sent as CSV (text/csv, newest first, at most 100,000 rows)',
    tags: ['operator', 'inbox'],
    response: z.string(),
  }),
};
