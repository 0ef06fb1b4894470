import type { ChatQueue } from '@app/contracts';
import type { Queryable } from '../../platform/db/connect.js';

export interface ConversationRow {
  id: number;
  member_id: number;
  queue: ChatQueue;
  status: 'open' | 'closed';
  assigned_operator_id: number | null;
  assigned_operator_name: string | null;
  player_read_id: number;
  operator_read_id: number;
  last_message_id: number;
  last_message_at: Date | null;
  last_preview: string;
  opened_at: Date;
  closed_at: Date | null;
}

export interface MessageRow {
  id: number;
  conversation_id: number;
  sender: 'player' | 'operator';
  operator_id: number | null;
  operator_name: string | null;
  body: string | null;
  image_id: number | null;
  client_key: string | null;
  created_at: Date;
}

/** The queue's view: the conversation with its player's account, VIP rank and unread count. */
export interface QueueRow extends ConversationRow {
  account: string;
  vip_rank: number;
  unread: number;
}

const CONVERSATION =
  'c.id, c.member_id, c.queue, c.status, c.assigned_operator_id, c.assigned_operator_name, c.player_read_id, c.operator_read_id, c.last_message_id, c.last_message_at, c.last_preview, c.opened_at, c.closed_at';

export async function findConversationOfMember(q: Queryable, memberId: number, lock = false) {
  const [r] = lock
    ? await q<ConversationRow[]>`SELECT ${q.unsafe(CONVERSATION)} FROM support_conversations c
        WHERE c.member_id = ${memberId} FOR UPDATE`
    : await q<ConversationRow[]>`SELECT ${q.unsafe(CONVERSATION)} FROM support_conversations c
        WHERE c.member_id = ${memberId}`;
  return r;
}

export async function findConversation(q: Queryable, id: number, lock = false) {
  const [r] = lock
    ? await q<
        ConversationRow[]
      >`SELECT ${q.unsafe(CONVERSATION)} FROM support_conversations c WHERE c.id = ${id} FOR UPDATE`
    : await q<ConversationRow[]>`SELECT ${q.unsafe(CONVERSATION)} FROM support_conversations c WHERE c.id = ${id}`;
  return r;
}

/** Creates the member's conversation if it has none (a parallel first message finds the other one's row). */
export async function insertConversation(q: Queryable, memberId: number, queue: ChatQueue, at: Date): Promise<void> {
  await q`INSERT INTO support_conversations (member_id, queue, status, opened_at, created_at)
    VALUES (${memberId}, ${queue}, 'open', ${at}, ${at}) ON CONFLICT (member_id) DO NOTHING`;
}

/** A closed conversation opens again: back in the (possibly new) queue, waiting for whoever takes it. */
export async function reopenConversation(q: Queryable, id: number, queue: ChatQueue, at: Date): Promise<void> {
  await q`UPDATE support_conversations SET status = 'open', queue = ${queue}, assigned_operator_id = NULL,
      assigned_operator_name = NULL, opened_at = ${at}, closed_at = NULL
    WHERE id = ${id}`;
}

export async function findMessageByKey(q: Queryable, conversationId: number, sender: string, key: string) {
  const [r] = await q<MessageRow[]>`SELECT * FROM support_messages
    WHERE conversation_id = ${conversationId} AND sender = ${sender} AND client_key = ${key}`;
  return r;
}

export interface NewMessage {
  conversationId: number;
  sender: 'player' | 'operator';
  operatorId: number | null;
  operatorName: string | null;
  body: string | null;
  imageId: number | null;
  clientKey: string | null;
  at: Date;
  preview: string;
}

/**
 * Writes a message and moves the conversation's last message; the sender has read what it wrote (its side's
 * read mark moves with it).
 */
export async function insertMessage(q: Queryable, m: NewMessage): Promise<MessageRow> {
  const [row] = await q<MessageRow[]>`INSERT INTO support_messages
      (conversation_id, sender, operator_id, operator_name, body, image_id, client_key, created_at)
    VALUES (${m.conversationId}, ${m.sender}, ${m.operatorId}, ${m.operatorName}, ${m.body}, ${m.imageId},
      ${m.clientKey}, ${m.at})
    RETURNING *`;
  const readColumn = m.sender === 'player' ? 'player_read_id' : 'operator_read_id';
  await q`UPDATE support_conversations SET last_message_id = ${row!.id}, last_message_at = ${m.at},
      last_preview = ${m.preview}, ${q(readColumn)} = ${row!.id}
    WHERE id = ${m.conversationId}`;
  return row!;
}

export async function insertImage(
  q: Queryable,
  conversationId: number,
  image: { mime: string; data: Buffer },
  at: Date,
): Promise<number> {
  const [r] = await q<{ id: number }[]>`INSERT INTO support_images (conversation_id, mime, size_bytes, data, created_at)
    VALUES (${conversationId}, ${image.mime}, ${image.data.length}, ${image.data}, ${at}) RETURNING id`;
  return r!.id;
}

/** An image with the member whose conversation it belongs to. */
export async function findImage(q: Queryable, id: number) {
  const [r] = await q<{ mime: string; data: Buffer; member_id: number }[]>`
    SELECT i.mime, i.data, c.member_id FROM support_images i
    JOIN support_conversations c ON c.id = i.conversation_id WHERE i.id = ${id}`;
  return r;
}

/**
 * A page of messages, oldest first. `after`: the messages after that id (hasMore: more after the page);
 * otherwise the latest ones before `before` (hasMore: older ones exist).
 */
export async function pageMessages(
  q: Queryable,
  conversationId: number,
  opts: { before?: number; after?: number; limit: number },
): Promise<{ items: MessageRow[]; hasMore: boolean }> {
  const take = opts.limit + 1;
  if (opts.after !== undefined) {
    const rows = await q<MessageRow[]>`SELECT * FROM support_messages
      WHERE conversation_id = ${conversationId} AND id > ${opts.after} ORDER BY id ASC LIMIT ${take}`;
    return { items: rows.slice(0, opts.limit), hasMore: rows.length > opts.limit };
  }
  const before = opts.before ?? Number.MAX_SAFE_INTEGER;
  const rows = await q<MessageRow[]>`SELECT * FROM support_messages
    WHERE conversation_id = ${conversationId} AND id < ${before} ORDER BY id DESC LIMIT ${take}`;
  return { items: rows.slice(0, opts.limit).reverse(), hasMore: rows.length > opts.limit };
}

/** Unread messages of the other side: after `readId`, written by `sender`. */
export async function countUnread(
  q: Queryable,
  conversationId: number,
  sender: 'player' | 'operator',
  readId: number,
): Promise<number> {
  const [r] = await q<{ n: number }[]>`SELECT count(*)::int AS n FROM support_messages
    WHERE conversation_id = ${conversationId} AND sender = ${sender} AND id > ${readId}`;
  return r!.n;
}

/** Moves one side's read mark forward (never back, never past the last message); the new mark if it moved. */
export async function moveReadMark(
  q: Queryable,
  conversationId: number,
  side: 'player' | 'operator',
  messageId: number,
): Promise<number | null> {
  const column = side === 'player' ? 'player_read_id' : 'operator_read_id';
  const [r] = await q<{ mark: number }[]>`UPDATE support_conversations
    SET ${q(column)} = LEAST(${messageId}::bigint, last_message_id)
    WHERE id = ${conversationId} AND ${q(column)} < LEAST(${messageId}::bigint, last_message_id)
    RETURNING ${q(column)} AS mark`;
  return r?.mark ?? null;
}

/** Sets who holds the conversation; null: nobody (waiting). */
export async function setAssignee(
  q: Queryable,
  id: number,
  operator: { id: number; name: string } | null,
): Promise<void> {
  await q`UPDATE support_conversations
    SET assigned_operator_id = ${operator?.id ?? null}, assigned_operator_name = ${operator?.name ?? null}
    WHERE id = ${id}`;
}

export async function closeConversation(q: Queryable, id: number, at: Date): Promise<void> {
  await q`UPDATE support_conversations SET status = 'closed', closed_at = ${at} WHERE id = ${id}`;
}

export interface QueueFilter {
  queue?: ChatQueue;
  state: 'waiting' | 'assigned' | 'open' | 'closed';
  operatorId?: number;
  limit: number;
  offset: number;
}

/** Conversations of the queue: open ones the longest waiting first, closed ones the latest first. */
export async function listQueue(q: Queryable, f: QueueFilter): Promise<{ rows: QueueRow[]; total: number }> {
  const status = f.state === 'closed' ? 'closed' : 'open';
  const where = q`c.status = ${status}
    ${f.queue ? q`AND c.queue = ${f.queue}` : q``}
    ${f.state === 'waiting' ? q`AND c.assigned_operator_id IS NULL` : q``}
    ${f.state === 'assigned' ? q`AND c.assigned_operator_id IS NOT NULL` : q``}
    ${f.operatorId !== undefined ? q`AND c.assigned_operator_id = ${f.operatorId}` : q``}`;
  const order = status === 'closed' ? q`c.closed_at DESC, c.id DESC` : q`c.opened_at ASC, c.id ASC`;
  const rows = await q<QueueRow[]>`SELECT ${q.unsafe(CONVERSATION)}, m.account,
      coalesce(v.rank, 0)::int AS vip_rank,
      (SELECT count(*)::int FROM support_messages s
        WHERE s.conversation_id = c.id AND s.sender = 'player' AND s.id > c.operator_read_id) AS unread
    FROM support_conversations c
    JOIN members m ON m.id = c.member_id
    LEFT JOIN vip_members v ON v.member_id = c.member_id
    WHERE ${where} ORDER BY ${order} LIMIT ${f.limit} OFFSET ${f.offset}`;
  const [t] = await q<{ n: number }[]>`SELECT count(*)::int AS n FROM support_conversations c WHERE ${where}`;
  return { rows, total: t!.n };
}

export async function findQueueRow(q: Queryable, id: number): Promise<QueueRow | undefined> {
  const [r] = await q<QueueRow[]>`SELECT ${q.unsafe(CONVERSATION)}, m.account,
      coalesce(v.rank, 0)::int AS vip_rank,
      (SELECT count(*)::int FROM support_messages s
        WHERE s.conversation_id = c.id AND s.sender = 'player' AND s.id > c.operator_read_id) AS unread
    FROM support_conversations c
    JOIN members m ON m.id = c.member_id
    LEFT JOIN vip_members v ON v.member_id = c.member_id
    WHERE c.id = ${id}`;
  return r;
}
