import type { ChatAssignee } from '@app/contracts';
import type { Queryable } from '../../platform/db/connect.js';
import { AppError } from '../../platform/http/app-error.js';
import { activeOperatorsHolding, operatorCard } from '../operators/index.js';

/**
 * Who may be given a conversation: an active operator whose role may answer the chat (support.manage, the
 * permission the reply route checks). Giving it to anyone else would leave the player waiting on someone who
 * cannot answer, so that is refused and nothing changes.
 */
export const ANSWERS_CHAT = 'support.manage' as const;

/** The eligible operators with the open conversations each holds now (to spread the load). */
export async function listAssignees(q: Queryable): Promise<ChatAssignee[]> {
  const ops = await activeOperatorsHolding(q, ANSWERS_CHAT);
  if (ops.length === 0) return [];
  const counts = await q<{ operator_id: string; n: number }[]>`
    SELECT assigned_operator_id AS operator_id, count(*)::int AS n FROM support_conversations
     WHERE assigned_operator_id = ANY(${ops.map((o) => o.id)}) AND status = 'open' GROUP BY assigned_operator_id`;
  const open = new Map(counts.map((c) => [Number(c.operator_id), c.n]));
  return ops.map((o) => ({ id: o.id, username: o.username, open: open.get(o.id) ?? 0 }));
}

/** The operator `id` if a conversation may be given to them; else a translated refusal (400 unknown, 409 not eligible). */
export async function eligibleAssignee(q: Queryable, id: number): Promise<{ id: number; name: string }> {
  const op = await operatorCard(q, id);
  if (!op) throw new AppError('support_chat_operator_not_found', 400, 'No such operator', { operatorId: id });
  if (!op.active || !op.can(ANSWERS_CHAT)) {
    throw new AppError('support_chat_operator_ineligible', 409, 'This operator cannot take conversations', {
      operatorId: id,
      reason: op.active ? 'permission' : 'disabled',
    });
  }
  return { id: op.id, name: op.username };
}
