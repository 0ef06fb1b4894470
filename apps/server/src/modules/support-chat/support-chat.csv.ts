import type { OperatorConversation } from '@app/contracts';
import type { CsvCell } from '../../platform/http/csv-export.js';

/** The support queue's CSV columns: who, which queue, its state and hands, the last message and its times. */
export const CONVERSATIONS_CSV_HEADER = [
  'id',
  'memberId',
  'account',
  'vip',
  'queue',
  'state',
  'assignedTo',
  'unread',
  'lastMessageAt',
  'lastMessage',
  'openedAt',
  'closedAt',
];

export const conversationsCsvLine = (c: OperatorConversation): CsvCell[] => [
  c.id,
  c.memberId,
  c.account,
  c.vipRank,
  c.queue,
  c.state,
  c.assignedOperatorName,
  c.unread,
  c.lastMessageAt,
  c.preview,
  c.openedAt,
  c.closedAt,
];
