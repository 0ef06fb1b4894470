import type { ChatMessage } from '@app/contracts';
import type { Tx } from '../../platform/db/connect.js';
import type { UploadedImage } from '../../platform/http/image-form.js';
import type { ChatLive } from './support-chat.live.js';
import { stateOf, toMessage } from './support-chat.mappers.js';
import { type ConversationRow, findMessageByKey, insertImage, insertMessage } from './support-chat.repository.js';
import { previewOf } from './support-chat.rules.js';

/** What one side writes: text or one image, and the sender's own key for retries. */
export interface Outgoing {
  text: string | null;
  image: UploadedImage | null;
  clientKey: string | null;
}

export interface Author {
  side: 'player' | 'operator';
  operator?: { id: number; name: string };
}

/**
 * Writes a message into a conversation the caller holds locked (inside its transaction) and tells both
 * sides once it commits. A retry with the same client key answers the first message and writes nothing.
 */
export async function writeMessage(
  tx: Tx,
  live: ChatLive,
  conv: ConversationRow,
  author: Author,
  out: Outgoing,
  at: Date,
): Promise<ChatMessage> {
  if (out.clientKey) {
    const earlier = await findMessageByKey(tx, conv.id, author.side, out.clientKey);
    if (earlier) return toMessage(earlier);
  }
  const imageId = out.image ? await insertImage(tx, conv.id, out.image, at) : null;
  const row = await insertMessage(tx, {
    conversationId: conv.id,
    sender: author.side,
    operatorId: author.operator?.id ?? null,
    operatorName: author.operator?.name ?? null,
    body: out.image ? null : out.text,
    imageId,
    clientKey: out.clientKey,
    at,
    preview: previewOf(out.image ? null : out.text),
  });
  const e = { kind: 'message', conversationId: conv.id, messageId: row.id, sender: author.side } as const;
  // The player's other tabs and the operators' queue both hear of it; the state is the conversation's now.
  await live.toPlayer(tx, conv.member_id, e);
  await live.toOperators(tx, conv.queue, { ...e, state: stateOf(conv) });
  return toMessage(row);
}
