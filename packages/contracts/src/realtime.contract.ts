import { z } from 'zod/mini';
import { LedgerUnitSchema } from './wallet.contract.js';

/**
 * Live push (issue 13 §3): one WebSocket at REALTIME_PATH. The browser authenticates with its member
 * session by offering two subprotocols, REALTIME_PROTOCOL and `bearer.<token>` (a browser cannot set an
 * Authorization header on a WebSocket, and a token in the URL would land in access logs); the server
 * answers with REALTIME_PROTOCOL alone. Without a live member session the upgrade is refused with 401.
 */
export const REALTIME_PATH = '/wps/live';
export const REALTIME_PROTOCOL = 'vn-live.v1';
export const REALTIME_BEARER_PREFIX = 'bearer.';

/** Stable codes of the socket's error frames; the web translates each (errors.<code>). */
export const RealtimeErrorCodes = [
  /** Not JSON, or not one of the client messages below. */
  'realtime_message_malformed',
  /** A topic that is not a public topic name (see RealtimeTopicSchema). */
  'realtime_topic_invalid',
  /** More topics than REALTIME_MAX_TOPICS on one socket. */
  'realtime_topic_limit',
  /** A topic only operators may follow (OperatorTopicKinds), asked for by a member's socket. */
  'realtime_topic_forbidden',
] as const;
export type RealtimeErrorCode = (typeof RealtimeErrorCodes)[number];

/** Topics a socket may follow at once. */
export const REALTIME_MAX_TOPICS = 20;

/**
 * Topics: `<kind>:<key>`. Only kinds listed here can be followed; personal events never go
 * through topics (they go to the member's own sockets).
 *   round:<game>      round state of a draw-based game (e.g. `round:dice`); anyone.
 *   support:<queue>   support-chat queue events (`support:general`, `support:vip`); operators only.
 *   inbox:broadcast   a message went to a segment or to everyone (INBOX_BROADCAST_TOPIC); signed-in members.
 */
export const RealtimeTopicKinds = ['round', 'support', 'inbox'] as const;
export const RealtimeTopicSchema = z
  .string()
  .check(z.maxLength(80), z.regex(/^(round|support|inbox):[a-z0-9][a-z0-9_-]{0,63}$/));
export type RealtimeTopic = z.infer<typeof RealtimeTopicSchema>;

/** Topic kinds only an operator's socket may follow (a member's gets realtime_topic_forbidden). */
export const OperatorTopicKinds = ['support'] as const;
/** Whether a (valid) topic is one only operators may follow. */
export const isOperatorTopic = (topic: string): boolean =>
  (OperatorTopicKinds as readonly string[]).includes(topic.slice(0, topic.indexOf(':')));

/** Where segment and all-member inbox sends are announced (the copies are not one NOTIFY per member). */
export const INBOX_BROADCAST_TOPIC = 'inbox:broadcast';

/** The topic that carries a game's round events. */
export const roundTopic = (game: string): RealtimeTopic => `round:${game}`;

const Minor = z.int();
const IsoTime = z.iso.datetime({ offset: true });

/**
 * A member's ledger account changed (raised by the database on every balance movement, whatever path
 * moved it). Goes to that member only. `available` is posted minus held (what can be spent).
 */
export const BalanceEventSchema = z.object({
  type: z.literal('balance'),
  /** Which wallet: 'cash' (main), 'locked' (bonus), 'points', 'play' (trial) or 'vendor' (see vendor). */
  account: z.string(),
  vendor: z.nullable(z.string()),
  unit: LedgerUnitSchema,
  posted: Minor,
  held: Minor,
  available: Minor,
});
export type BalanceEvent = z.infer<typeof BalanceEventSchema>;

export const RoundStates = ['open', 'closing', 'closed', 'drawn', 'settled', 'voided'] as const;
export const RoundStateSchema = z.enum(RoundStates);
export type RoundState = z.infer<typeof RoundStateSchema>;

/**
 * Round state of a draw-based game, on topic `round:<game>`. `result` is the game's own small JSON
 * (dice: its faces), present from 'drawn' on. Times are ISO 8601; a round announces what it knows.
 */
export const RoundEventSchema = z.object({
  type: z.literal('round'),
  game: z.string().check(z.regex(/^[a-z0-9][a-z0-9_-]{0,63}$/)),
  roundId: z.int(),
  state: RoundStateSchema,
  result: z.optional(z.unknown()),
  /** Commit–reveal: the hash of the server seed (before the draw) and the seed itself (after it). */
  seedHash: z.optional(z.string()),
  serverSeed: z.optional(z.string()),
  opensAt: z.optional(IsoTime),
  closesAt: z.optional(IsoTime),
  drawAt: z.optional(IsoTime),
  /** When the state was entered. */
  at: IsoTime,
});
export type RoundEvent = z.infer<typeof RoundEventSchema>;

/** Personal notices; the web shows each as a translated toast (realtime.notice.<kind>). */
export const NoticeKinds = [
  'withdrawal_approved',
  'withdrawal_rejected',
  'deposit_credited',
  'inbox_message',
  /** A mission's target was reached (reference: the mission id); its reward waits to be claimed. */
  'mission_complete',
  /** A friend the member invited qualified (reference: the friend, masked); the reward was paid to the wallet. */
  'referral_reward',
] as const;
export const NoticeEventSchema = z.object({
  type: z.literal('notice'),
  kind: z.enum(NoticeKinds),
  /** Minor units, when the notice is about an amount. */
  amount: z.optional(Minor),
  /** The order or message it is about (withdrawal/deposit order number, inbox message id). */
  reference: z.optional(z.string().check(z.maxLength(64))),
  at: IsoTime,
});
export type NoticeEvent = z.infer<typeof NoticeEventSchema>;

/**
 * Support chat (modules/support-chat): something happened in a conversation. Carries ids only: the
 * browser reads the messages it has not seen over HTTP (which also catches up after a reconnect).
 * To the player (their sockets) about their conversation; to operators on `support:<queue>`.
 *   message       a new message (messageId, sender)
 *   typing        the other side is typing (never stored)
 *   read          the other side has read up to messageId
 *   conversation  the conversation was opened, reopened, assigned or closed (state)
 */
export const ChatEventSchema = z.object({
  type: z.literal('chat'),
  kind: z.enum(['message', 'typing', 'read', 'conversation']),
  conversationId: z.int(),
  messageId: z.optional(z.int()),
  sender: z.optional(z.enum(['player', 'operator'])),
  queue: z.optional(z.enum(['general', 'vip'])),
  state: z.optional(z.enum(['waiting', 'assigned', 'closed'])),
  /** An assignment, on the operators' topic only: the operator it is given to now (null: unassigned, waiting). */
  operatorId: z.optional(z.nullable(z.int())),
  at: IsoTime,
});
export type ChatEvent = z.infer<typeof ChatEventSchema>;

export const RealtimeEventSchema = z.discriminatedUnion('type', [
  BalanceEventSchema,
  RoundEventSchema,
  NoticeEventSchema,
  ChatEventSchema,
]);
export type RealtimeEvent = z.infer<typeof RealtimeEventSchema>;

/** What a client sends. Anything else gets an error frame and changes nothing. */
export const RealtimeClientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('subscribe'), topic: z.string().check(z.maxLength(200)) }),
  z.object({ type: z.literal('unsubscribe'), topic: z.string().check(z.maxLength(200)) }),
  /** Application-level heartbeat: a browser cannot see WebSocket ping frames, so it asks for a pong. */
  z.object({ type: z.literal('ping') }),
]);
export type RealtimeClientMessage = z.infer<typeof RealtimeClientMessageSchema>;

/** What the server sends. */
export const RealtimeServerFrameSchema = z.discriminatedUnion('type', [
  /** First frame after the upgrade: the socket is authenticated and receives the member's events. */
  z.object({ type: z.literal('ready') }),
  /** An event; `topic` is set when it came through a subscribed topic. */
  z.object({ type: z.literal('event'), topic: z.optional(z.string()), event: RealtimeEventSchema }),
  z.object({ type: z.literal('subscribed'), topic: z.string() }),
  z.object({ type: z.literal('unsubscribed'), topic: z.string() }),
  z.object({ type: z.literal('pong') }),
  z.object({ type: z.literal('error'), code: z.enum(RealtimeErrorCodes), topic: z.optional(z.string()) }),
]);
export type RealtimeServerFrame = z.infer<typeof RealtimeServerFrameSchema>;

/** Close codes the server uses (4000–4999 are the application's). */
export const RealtimeCloseCodes = {
  /** The session ended (logout, expiry, revoked) while the socket was open: do not reconnect with it. */
  sessionEnded: 4001,
  /** The server is shutting down: reconnect (to another node). */
  goingAway: 1001,
} as const;
