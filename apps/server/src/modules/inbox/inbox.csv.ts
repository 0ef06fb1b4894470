import type { OperatorInboxItemSchema } from '@app/contracts';
import type { z } from 'zod/mini';
import type { CsvCell } from '../../platform/http/csv-export.js';

type OperatorInboxItem = z.infer<typeof OperatorInboxItemSchema>;

/** The sent messages list's CSV columns; the segment as its JSON (VIP ranks, labels, agent team). */
export const MESSAGES_CSV_HEADER = [
  'id',
  'createdAt',
  'createdBy',
  'audience',
  'segment',
  'marketing',
  'title_vi',
  'title_en',
  'recipients',
  'read',
];

export const messagesCsvLine = (m: OperatorInboxItem): CsvCell[] => [
  m.id,
  m.createdAt,
  m.createdBy,
  m.audience,
  m.segment === null || m.segment === undefined ? null : JSON.stringify(m.segment),
  m.marketing,
  m.title.vi,
  m.title.en,
  m.recipients,
  m.read,
];
