import type { ChatEvent, ChatQueue } from '@app/contracts';
import type { Queryable } from '../../platform/db/connect.js';
import { publish, publishToMember } from '../../platform/realtime/index.js';

/** The operators' topic of a queue (operator sockets only: realtime.contract isOperatorTopic). */
export const supportTopic = (queue: ChatQueue): string => `support:${queue}`;

type Event = Omit<ChatEvent, 'type' | 'at'>;

/**
 * Chat events carry ids only; each side reads what is new over HTTP. Given the transaction that wrote the
 * change, they go out only if it commits; typing marks are sent on the pool (nothing is written for them).
 */
export function createChatLive(now: () => Date) {
  const event = (e: Event): ChatEvent => ({ type: 'chat', ...e, at: now().toISOString() });
  return {
    toPlayer: (q: Queryable, memberId: number, e: Event) => publishToMember(q, memberId, event(e)),
    toOperators: (q: Queryable, queue: ChatQueue, e: Event) =>
      publish(q, { topic: supportTopic(queue) }, event({ ...e, queue })),
  };
}
export type ChatLive = ReturnType<typeof createChatLive>;
