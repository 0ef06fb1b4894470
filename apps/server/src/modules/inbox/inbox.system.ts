import type { Queryable } from '../../platform/db/connect.js';
import { publishToMember } from '../../platform/realtime/index.js';
import { insertMessage, memberLanguage } from './inbox.repository.js';
import { renderSystemMessage, type SystemMessage } from './inbox.templates.js';

/**
 * Writes a system message to one member, in the member's stored language (members.language), inside the
 * caller's transaction: it exists exactly when the caller's change commits. Unless `notify` is false (the
 * caller sends its own notice about the same event, and the web re-reads the unread count on any notice),
 * the member's open pages get an 'inbox_message' notice on that commit. With `key`, the message is written once
 * per key: a repeat (a retried hook, a job run twice) writes and sends nothing and answers null.
 */
export async function sendSystemMessage(
  q: Queryable,
  memberId: number,
  message: SystemMessage,
  at: Date,
  options: { notify?: boolean; key?: string } = {},
): Promise<{ id: number } | null> {
  const language = (await memberLanguage(q, memberId)) ?? 'vi';
  const text = renderSystemMessage(language, message);
  const { template, ...params } = message;
  const id = await insertMessage(q, {
    audience: 'member',
    segment: null,
    source: 'system',
    marketing: false,
    template,
    params,
    title: { [language]: text.title },
    body: { [language]: text.body },
    format: 'text',
    at,
    by: 'system',
    eventKey: options.key ?? null,
  });
  if (id === null) return null;
  await q`INSERT INTO inbox_deliveries (member_id, message_id, created_at) VALUES (${memberId}, ${id}, ${at})`;
  if (options.notify !== false) {
    await publishToMember(q, memberId, {
      type: 'notice',
      kind: 'inbox_message',
      reference: String(id),
      at: at.toISOString(),
    });
  }
  return { id };
}
