import type { ChatMessage, ChatPage, PlayerConversation } from '@app/contracts';
import type { Clock } from '../../platform/clock.js';
import type { Db, Tx } from '../../platform/db/connect.js';
import { AppError, unauthorized } from '../../platform/http/app-error.js';
import type { ImageForm } from '../../platform/http/image-form.js';
import type { SessionPrincipal } from '../../platform/http/route.js';
import { createRateLimiter, type RateLimit } from '../../platform/rate-limit/rate-limiter.js';
import { memberRank } from '../vip/index.js';
import { createChatLive } from './support-chat.live.js';
import { stateOf, toMessage, toPlayerConversation } from './support-chat.mappers.js';
import { type Outgoing, writeMessage } from './support-chat.messages.js';
import {
  type ConversationRow,
  countUnread,
  findConversationOfMember,
  findImage,
  insertConversation,
  moveReadMark,
  pageMessages,
  reopenConversation,
} from './support-chat.repository.js';
import { createTypingThrottle, queueForRank } from './support-chat.rules.js';

/** A person types well under this; a script filling the operators' queue does not. Per member, all nodes. */
export const CHAT_SEND_LIMIT: RateLimit = { limit: 30, windowMs: 60_000, mode: 'sliding' };
/** Images weigh 5 MB each: fewer of them, counted before the upload is read. */
export const CHAT_IMAGE_LIMIT: RateLimit = { limit: 10, windowMs: 10 * 60_000, mode: 'sliding' };

export const chatNotFound = () => new AppError('support_chat_not_found', 404, 'No such conversation or image');

/** The player behind a chat call: a member or agent; trial accounts need a real account (spec §6). */
export function requirePlayer(session: SessionPrincipal | null): number {
  if (!session || session.memberId <= 0) throw unauthorized();
  if (session.type === 4 || session.roles.includes('trial')) {
    throw new AppError('support_chat_real_account_required', 403, 'Live chat needs a real account');
  }
  return session.memberId;
}

/** Reads a client key field of a multipart form (same rule as the JSON bodies' clientKey). */
export function formClientKey(form: ImageForm): string | null {
  const key = form.fields.clientKey?.trim();
  if (!key) return null;
  if (!/^[A-Za-z0-9_-]{8,64}$/.test(key)) {
    throw new AppError('invalid_input', 400, 'clientKey: 8-64 letters, digits, _ or -', { field: 'clientKey' });
  }
  return key;
}

/** Exactly one image per image message. */
export function oneImage(form: ImageForm) {
  if (form.images.length !== 1) {
    throw new AppError('support_chat_image_required', 400, 'Send exactly one png or jpg image', { field: 'image' });
  }
  return form.images[0]!;
}

/** The player's side of the support chat: one conversation, opened by the first message, reopened by a new one. */
export function createSupportChatService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  const live = createChatLive(() => clock.now());
  const typingAllowed = createTypingThrottle(() => clock.now().getTime());
  const limiter = createRateLimiter(db, clock);

  /** Counts an image upload of this player; 429 past the limit. Called before the upload is read. */
  async function admitImage(session: SessionPrincipal | null): Promise<void> {
    await limiter.consume('support-chat:image', String(requirePlayer(session)), CHAT_IMAGE_LIMIT);
  }

  async function conversation(session: SessionPrincipal | null): Promise<{ conversation: PlayerConversation | null }> {
    const memberId = requirePlayer(session);
    const conv = await findConversationOfMember(db, memberId);
    if (!conv) return { conversation: null };
    const unread = await countUnread(db, conv.id, 'operator', conv.player_read_id);
    return { conversation: toPlayerConversation(conv, unread) };
  }

  async function messages(
    session: SessionPrincipal | null,
    query: { before?: number; after?: number; limit: number },
  ): Promise<ChatPage> {
    const memberId = requirePlayer(session);
    const conv = await findConversationOfMember(db, memberId);
    if (!conv) return { items: [], hasMore: false };
    const page = await pageMessages(db, conv.id, query);
    return { items: page.items.map(toMessage), hasMore: page.hasMore };
  }

  /**
   * The member's conversation, locked for this transaction: created on the first message, reopened (in the
   * queue the member's VIP rank picks now) when it was closed. Tells the operators when it (re)opens.
   */
  async function openLocked(tx: Tx, memberId: number): Promise<ConversationRow> {
    let conv = await findConversationOfMember(tx, memberId, true);
    if (conv && conv.status === 'open') return conv;
    const queue = queueForRank((await memberRank(tx, memberId))?.rank ?? 0);
    const at = clock.now();
    if (!conv) await insertConversation(tx, memberId, queue, at);
    else await reopenConversation(tx, conv.id, queue, at);
    conv = (await findConversationOfMember(tx, memberId, true))!;
    await live.toOperators(tx, conv.queue, { kind: 'conversation', conversationId: conv.id, state: stateOf(conv) });
    return conv;
  }

  async function send(session: SessionPrincipal | null, out: Outgoing): Promise<ChatMessage> {
    const memberId = requirePlayer(session);
    await limiter.consume('support-chat:send', String(memberId), CHAT_SEND_LIMIT);
    return db.begin(async (tx) => {
      const conv = await openLocked(tx, memberId);
      return writeMessage(tx, live, conv, { side: 'player' }, out, clock.now());
    });
  }

  async function read(session: SessionPrincipal | null, messageId: number): Promise<{ ok: true }> {
    const memberId = requirePlayer(session);
    const conv = await findConversationOfMember(db, memberId);
    if (!conv) return { ok: true };
    await db.begin(async (tx) => {
      const mark = await moveReadMark(tx, conv.id, 'player', messageId);
      if (mark !== null) {
        await live.toOperators(tx, conv.queue, {
          kind: 'read',
          conversationId: conv.id,
          messageId: mark,
          sender: 'player',
        });
      }
    });
    return { ok: true };
  }

  /** Pushed to the operators on the pool: no row is written for a typing mark. */
  async function typing(session: SessionPrincipal | null): Promise<{ ok: true }> {
    const memberId = requirePlayer(session);
    const conv = await findConversationOfMember(db, memberId);
    if (conv && conv.status === 'open' && typingAllowed(`p:${conv.id}`)) {
      await live.toOperators(db, conv.queue, { kind: 'typing', conversationId: conv.id, sender: 'player' });
    }
    return { ok: true };
  }

  /** An image of the member's own conversation; anyone else's is "not found". */
  async function image(session: SessionPrincipal | null, id: number) {
    const memberId = requirePlayer(session);
    const img = await findImage(db, id);
    if (!img || img.member_id !== memberId) throw chatNotFound();
    return img;
  }

  return { conversation, messages, send, admitImage, read, typing, image };
}
export type SupportChatService = ReturnType<typeof createSupportChatService>;
