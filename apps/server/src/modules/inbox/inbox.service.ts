import type { InboxMessage, InboxMessageSummary, InboxPage, InboxSend, LanguageCode } from '@app/contracts';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/connect.js';
import { AppError } from '../../platform/http/app-error.js';
import { offsetBatches } from '../../platform/http/csv-export.js';
import type { SessionPrincipal } from '../../platform/http/route.js';
import { operatorActor, requireOperator, writeAudit } from '../operators/index.js';
import {
  findVisible,
  listVisible,
  type MessageRow,
  markAllRead,
  markCopy,
  setMemberLanguage,
  unreadCount,
} from './inbox.repository.js';
import { marketingBlocked } from './inbox.safer-gambling.js';
import { sendOperatorMessage } from './inbox.send.js';

type Origin = { ip?: string | null; requestId?: string | null };

const PREVIEW_CHARS = 140;

/** The text in the asked language, else the one the message was written in (system messages have one). */
const inLanguage = (t: Record<string, string>, lang: LanguageCode): string => t[lang] ?? t.vi ?? t.en ?? '';

/** Plain text of a body for the list: HTML tags dropped, entities of the sanitiser undone, spaces folded. */
function preview(row: MessageRow, lang: LanguageCode): string {
  let text = inLanguage(row.body, lang);
  if (row.format === 'html') {
    text = text
      .replace(/<[^>]*>/g, ' ')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&');
  }
  text = text.replace(/\s+/g, ' ').trim();
  return text.length > PREVIEW_CHARS ? `${text.slice(0, PREVIEW_CHARS - 1)}…` : text;
}

const toSummary = (r: MessageRow, lang: LanguageCode): InboxMessageSummary => ({
  id: Number(r.id),
  title: inLanguage(r.title, lang),
  preview: preview(r, lang),
  source: r.source,
  template: r.template,
  read: r.read,
  createdAt: r.created_at.toISOString(),
});

/** The member behind a member endpoint (an operator token has no inbox). */
function memberOf(session: SessionPrincipal | null): number {
  if (!session || !(session.memberId > 0)) throw new AppError('forbidden', 403, 'Members only');
  return session.memberId;
}

/** The member's inbox and the operator's sends. */
export function createInboxService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  async function viewer(memberId: number) {
    return { memberId, hideMarketing: await marketingBlocked(db, memberId, clock.now()) };
  }

  async function count(session: SessionPrincipal | null) {
    return { unreadMessage: await unreadCount(db, await viewer(memberOf(session))) };
  }

  async function list(
    session: SessionPrincipal | null,
    q: { language: LanguageCode; page?: number; pageSize?: number },
  ): Promise<InboxPage> {
    const v = await viewer(memberOf(session));
    const page = q.page ?? 1;
    const pageSize = q.pageSize ?? 10;
    const { rows, total } = await listVisible(db, v, { limit: pageSize, offset: (page - 1) * pageSize });
    return {
      items: rows.map((r) => toSummary(r, q.language)),
      total,
      page,
      pageSize,
      unreadMessage: await unreadCount(db, v),
    };
  }

  async function visibleOr404(memberId: number, id: number) {
    const row = await findVisible(db, await viewer(memberId), id);
    if (!row) throw new AppError('inbox_message_not_found', 404, 'No such message');
    return row;
  }

  async function get(session: SessionPrincipal | null, id: number, language: LanguageCode): Promise<InboxMessage> {
    const row = await visibleOr404(memberOf(session), id);
    return { ...toSummary(row, language), body: inLanguage(row.body, language), format: row.format };
  }

  /** Read or delete one message of the caller's; anyone else's is 404 and changes nothing. */
  async function mark(session: SessionPrincipal | null, id: number, what: 'read' | 'deleted') {
    const memberId = memberOf(session);
    await visibleOr404(memberId, id);
    await markCopy(db, memberId, id, what, clock.now());
    return count(session);
  }

  async function readAll(session: SessionPrincipal | null) {
    await markAllRead(db, memberOf(session), clock.now());
    return count(session);
  }

  /** Spec §7 language update: system messages from now on are written in it. */
  async function setLanguage(session: SessionPrincipal | null, language: LanguageCode) {
    await setMemberLanguage(db, memberOf(session), language);
    return { language };
  }

  async function send(session: SessionPrincipal | null, input: InboxSend, origin: Origin) {
    const actor = operatorActor(requireOperator(session));
    return db.begin(async (tx) => {
      const now = clock.now();
      const sent = await sendOperatorMessage(tx, input, now, actor);
      await writeAudit(tx, {
        at: now,
        actor,
        action: 'inbox.send',
        subject: `inbox:${sent.id}`,
        after: {
          audience: input.audience,
          marketing: input.marketing,
          title: input.title,
          recipients: sent.recipients,
        },
        ...origin,
      });
      return sent;
    });
  }

  async function operatorList(session: SessionPrincipal | null, q: { page?: number; pageSize?: number }) {
    requireOperator(session);
    const pageSize = q.pageSize ?? 20;
    const offset = ((q.page ?? 1) - 1) * pageSize;
    const rows = await db<
      {
        id: number;
        audience: string;
        segment: unknown;
        marketing: boolean;
        title: { vi?: string; en?: string };
        created_at: Date;
        created_by: string;
        recipients: number | null;
        read: number;
        total: number;
      }[]
    >`SELECT m.id, m.audience, m.segment, m.marketing, m.title, m.created_at, m.created_by,
        CASE WHEN m.audience = 'all' THEN NULL
          ELSE (SELECT count(*)::int FROM inbox_deliveries d WHERE d.message_id = m.id) END AS recipients,
        (SELECT count(*)::int FROM inbox_deliveries d WHERE d.message_id = m.id AND d.read_at IS NOT NULL) AS read,
        count(*) OVER ()::int AS total
      FROM inbox_messages m WHERE m.source = 'operator' ORDER BY m.id DESC LIMIT ${pageSize} OFFSET ${offset}`;
    return {
      items: rows.map((r) => ({
        id: Number(r.id),
        audience: r.audience,
        segment: r.segment ?? null,
        marketing: r.marketing,
        title: r.title,
        createdAt: r.created_at.toISOString(),
        createdBy: r.created_by,
        recipients: r.recipients,
        read: r.read,
      })),
      total: rows[0]?.total ?? 0,
    };
  }

  /** Every operator message, newest first as the list, batch by batch (the CSV). */
  function operatorBatches(session: SessionPrincipal | null) {
    requireOperator(session);
    return offsetBatches(
      async (limit, offset) => (await operatorList(session, { page: offset / limit + 1, pageSize: limit })).items,
    );
  }

  return { count, list, get, mark, readAll, setLanguage, send, operatorList, operatorBatches };
}
export type InboxService = ReturnType<typeof createInboxService>;
