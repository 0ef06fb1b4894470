import type { ChatMessage, ChatPage, ChatQueue, OperatorConversation } from '@app/contracts';
import type { Clock } from '../../platform/clock.js';
import type { Db, Tx } from '../../platform/db/connect.js';
import { AppError } from '../../platform/http/app-error.js';
import { offsetBatches } from '../../platform/http/csv-export.js';
import type { SessionPrincipal } from '../../platform/http/route.js';
import { type OperatorPrincipal, operatorActor, requireOperator, writeAudit } from '../operators/index.js';
import { eligibleAssignee, listAssignees } from './support-chat.assignees.js';
import { createChatLive } from './support-chat.live.js';
import { stateOf, toMessage, toOperatorConversation } from './support-chat.mappers.js';
import { type Outgoing, writeMessage } from './support-chat.messages.js';
import {
  type ConversationRow,
  closeConversation,
  findConversation,
  findImage,
  findQueueRow,
  listQueue,
  moveReadMark,
  pageMessages,
  setAssignee,
} from './support-chat.repository.js';
import { createTypingThrottle } from './support-chat.rules.js';
import { chatNotFound } from './support-chat.service.js';

type Origin = { ip?: string | null; requestId?: string | null };

/** The queue's filters (the screen and its CSV). */
export interface QueueFilterQuery {
  queue?: ChatQueue;
  state: 'waiting' | 'assigned' | 'open' | 'closed';
  mine?: 'true' | 'false';
}
export interface QueueQuery extends QueueFilterQuery {
  page: number;
  pageSize: number;
}

/** Operators answer from the queue: list, assign or take, reply, read, close. Changes of hands are audited. */
export function createSupportChatOperatorService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  const live = createChatLive(() => clock.now());
  const typingAllowed = createTypingThrottle(() => clock.now().getTime());

  async function view(q: Db | Tx, id: number): Promise<OperatorConversation> {
    const row = await findQueueRow(q, id);
    if (!row) throw chatNotFound();
    return toOperatorConversation(row);
  }

  async function locked(tx: Tx, id: number): Promise<ConversationRow> {
    const conv = await findConversation(tx, id, true);
    if (!conv) throw chatNotFound();
    return conv;
  }

  const closedError = () => new AppError('support_chat_closed', 409, 'The conversation is closed');

  const filterOf = (op: OperatorPrincipal, q: QueueFilterQuery) => ({
    queue: q.queue,
    state: q.state,
    operatorId: q.mine === 'true' ? op.operatorId : undefined,
  });

  async function queue(session: SessionPrincipal | null, q: QueueQuery) {
    const op = requireOperator(session);
    const { rows, total } = await listQueue(db, {
      ...filterOf(op, q),
      limit: q.pageSize,
      offset: (q.page - 1) * q.pageSize,
    });
    return { items: rows.map(toOperatorConversation), total };
  }

  /** Every conversation of the queue's filters, in the queue's order, batch by batch (the CSV). */
  function csvBatches(session: SessionPrincipal | null, q: QueueFilterQuery) {
    const f = filterOf(requireOperator(session), q);
    return offsetBatches(async (limit, offset) => {
      const { rows } = await listQueue(db, { ...f, limit, offset });
      return rows.map(toOperatorConversation);
    });
  }

  async function conversation(session: SessionPrincipal | null, id: number) {
    requireOperator(session);
    return view(db, id);
  }

  async function messages(
    session: SessionPrincipal | null,
    id: number,
    query: { before?: number; after?: number; limit: number },
  ): Promise<ChatPage> {
    requireOperator(session);
    if (!(await findConversation(db, id))) throw chatNotFound();
    const page = await pageMessages(db, id, query);
    return { items: page.items.map(toMessage), hasMore: page.hasMore };
  }

  /**
   * Gives the conversation to `to`, or back to the waiting queue (null), audited, and tells both sides; the
   * caller holds it locked. The operators' event names the new assignee, so their open back office can tell
   * them; the player's does not (operator ids stay inside).
   */
  async function handTo(
    tx: Tx,
    conv: ConversationRow,
    to: { id: number; name: string } | null,
    by: OperatorPrincipal,
    origin: Origin,
  ) {
    await setAssignee(tx, conv.id, to);
    await writeAudit(tx, {
      at: clock.now(),
      actor: operatorActor(by),
      action: to ? 'support_chat.assign' : 'support_chat.unassign',
      subject: `support_conversation:${conv.id}`,
      before: { operatorId: conv.assigned_operator_id, operatorName: conv.assigned_operator_name },
      after: { operatorId: to?.id ?? null, operatorName: to?.name ?? null },
      ...origin,
    });
    const e = { kind: 'conversation', conversationId: conv.id, state: to ? 'assigned' : 'waiting' } as const;
    await live.toOperators(tx, conv.queue, { ...e, operatorId: to?.id ?? null });
    await live.toPlayer(tx, conv.member_id, e);
    return { ...conv, assigned_operator_id: to?.id ?? null, assigned_operator_name: to?.name ?? null };
  }

  /**
   * Assigns an open conversation: to the caller (`operatorId` omitted or their own), to another operator who may
   * answer the chat (support-chat.assignees.ts; anyone else is refused and nothing changes), or to nobody
   * (null: waiting again). Assigning to whoever holds it already changes nothing and writes nothing.
   */
  async function assign(
    session: SessionPrincipal | null,
    id: number,
    operatorId: number | null | undefined,
    origin: Origin,
  ) {
    const op = requireOperator(session);
    return db.begin(async (tx) => {
      // Read in the transaction: an operator disabled meanwhile is refused.
      const to =
        operatorId === null
          ? null
          : operatorId === undefined || operatorId === op.operatorId
            ? { id: op.operatorId, name: op.username }
            : await eligibleAssignee(tx, operatorId);
      const conv = await locked(tx, id);
      if (conv.status === 'closed') throw closedError();
      if (conv.assigned_operator_id !== (to?.id ?? null)) await handTo(tx, conv, to, op, origin);
      return view(tx, id);
    });
  }

  /** The operators a conversation may be given to (the conversation view's select). */
  async function assignees(session: SessionPrincipal | null) {
    requireOperator(session);
    return { items: await listAssignees(db) };
  }

  /** A reply; a waiting conversation is taken by the operator who answers it. */
  async function reply(
    session: SessionPrincipal | null,
    id: number,
    out: Outgoing,
    origin: Origin,
  ): Promise<ChatMessage> {
    const op = requireOperator(session);
    const me = { id: op.operatorId, name: op.username };
    return db.begin(async (tx) => {
      let conv = await locked(tx, id);
      if (conv.status === 'closed') throw closedError();
      if (conv.assigned_operator_id === null) conv = await handTo(tx, conv, me, op, origin);
      return writeMessage(tx, live, conv, { side: 'operator', operator: me }, out, clock.now());
    });
  }

  async function read(session: SessionPrincipal | null, id: number, messageId: number) {
    requireOperator(session);
    await db.begin(async (tx) => {
      const conv = await findConversation(tx, id);
      if (!conv) throw chatNotFound();
      const mark = await moveReadMark(tx, id, 'operator', messageId);
      if (mark !== null) {
        const e = { kind: 'read', conversationId: id, messageId: mark, sender: 'operator' } as const;
        await live.toPlayer(tx, conv.member_id, e);
        await live.toOperators(tx, conv.queue, e);
      }
    });
    return { ok: true as const };
  }

  /** Pushed to the player on the pool: no row is written for a typing mark. */
  async function typing(session: SessionPrincipal | null, id: number) {
    requireOperator(session);
    const conv = await findConversation(db, id);
    if (!conv) throw chatNotFound();
    if (conv.status === 'open' && typingAllowed(`o:${id}`)) {
      await live.toPlayer(db, conv.member_id, { kind: 'typing', conversationId: id, sender: 'operator' });
    }
    return { ok: true as const };
  }

  async function close(session: SessionPrincipal | null, id: number, origin: Origin) {
    const op = requireOperator(session);
    return db.begin(async (tx) => {
      const conv = await locked(tx, id);
      if (conv.status === 'open') {
        await closeConversation(tx, id, clock.now());
        await writeAudit(tx, {
          at: clock.now(),
          actor: operatorActor(op),
          action: 'support_chat.close',
          subject: `support_conversation:${id}`,
          before: { state: stateOf(conv) },
          after: { state: 'closed' },
          ...origin,
        });
        const e = { kind: 'conversation', conversationId: id, state: 'closed' } as const;
        await live.toOperators(tx, conv.queue, e);
        await live.toPlayer(tx, conv.member_id, e);
      }
      return view(tx, id);
    });
  }

  async function image(session: SessionPrincipal | null, id: number) {
    requireOperator(session);
    const img = await findImage(db, id);
    if (!img) throw chatNotFound();
    return img;
  }

  return { queue, csvBatches, conversation, messages, assign, assignees, reply, read, typing, close, image };
}
export type SupportChatOperatorService = ReturnType<typeof createSupportChatOperatorService>;
