import type { LanguageCode } from '@app/contracts';
import type { Queryable } from '../../platform/db/connect.js';

/**
 * Inbox queries. A member sees (1) its delivery rows of 'member' and 'segment' messages not deleted, and
 * (2) every 'all' message sent since its account was created, unless a delivery row of its own says deleted.
 * For 'all' a delivery row exists only once the member read or deleted it, so unread = no row or read_at null.
 * `hideMarketing` hides marketing messages (safer gambling, inbox.safer-gambling.ts).
 */

export interface MessageRow {
  id: number;
  audience: 'member' | 'segment' | 'all';
  source: 'system' | 'operator';
  template: string | null;
  title: Record<string, string>;
  body: Record<string, string>;
  format: 'text' | 'html';
  created_at: Date;
  read: boolean;
}

type Viewer = { memberId: number; hideMarketing: boolean };

/** The unread count (spec §7; public state unreadMessage). */
export async function unreadCount(q: Queryable, v: Viewer): Promise<number> {
  const [row] = await q<{ n: number }[]>`SELECT
      (SELECT count(*) FROM inbox_deliveries d JOIN inbox_messages m ON m.id = d.message_id
        WHERE d.member_id = ${v.memberId} AND d.deleted_at IS NULL AND d.read_at IS NULL
          AND m.audience <> 'all' AND (NOT m.marketing OR NOT ${v.hideMarketing}))
    + (SELECT count(*) FROM inbox_messages m
        WHERE m.audience = 'all' AND m.created_at >= (SELECT created_at FROM members WHERE id = ${v.memberId})
          AND (NOT m.marketing OR NOT ${v.hideMarketing})
          AND NOT EXISTS (SELECT 1 FROM inbox_deliveries d WHERE d.member_id = ${v.memberId} AND d.message_id = m.id
            AND (d.read_at IS NOT NULL OR d.deleted_at IS NOT NULL)))
    AS n`;
  return Number(row?.n ?? 0);
}

/** One page of the member's visible messages, newest first, and how many there are. */
export async function listVisible(
  q: Queryable,
  v: Viewer,
  page: { limit: number; offset: number },
): Promise<{ rows: MessageRow[]; total: number }> {
  const rows = await q<(MessageRow & { total: number })[]>`WITH visible AS (
      SELECT m.id, m.audience, m.source, m.template, m.title, m.body, m.format, m.created_at,
        d.read_at IS NOT NULL AS read
      FROM inbox_deliveries d JOIN inbox_messages m ON m.id = d.message_id
      WHERE d.member_id = ${v.memberId} AND d.deleted_at IS NULL AND m.audience <> 'all'
        AND (NOT m.marketing OR NOT ${v.hideMarketing})
      UNION ALL
      SELECT m.id, m.audience, m.source, m.template, m.title, m.body, m.format, m.created_at,
        d.read_at IS NOT NULL AS read
      FROM inbox_messages m
      LEFT JOIN inbox_deliveries d ON d.message_id = m.id AND d.member_id = ${v.memberId}
      WHERE m.audience = 'all' AND m.created_at >= (SELECT created_at FROM members WHERE id = ${v.memberId})
        AND d.deleted_at IS NULL AND (NOT m.marketing OR NOT ${v.hideMarketing})
    )
    SELECT *, count(*) OVER ()::int AS total FROM visible ORDER BY id DESC LIMIT ${page.limit} OFFSET ${page.offset}`;
  if (rows.length === 0 && page.offset > 0) {
    // Past the last page: the total still tells the pager how many there are.
    const [{ total } = { total: 0 }] = await q<{ total: number }[]>`SELECT
        (SELECT count(*) FROM inbox_deliveries d JOIN inbox_messages m ON m.id = d.message_id
          WHERE d.member_id = ${v.memberId} AND d.deleted_at IS NULL AND m.audience <> 'all'
            AND (NOT m.marketing OR NOT ${v.hideMarketing}))::int
      + (SELECT count(*) FROM inbox_messages m
          LEFT JOIN inbox_deliveries d ON d.message_id = m.id AND d.member_id = ${v.memberId}
          WHERE m.audience = 'all' AND m.created_at >= (SELECT created_at FROM members WHERE id = ${v.memberId})
            AND d.deleted_at IS NULL AND (NOT m.marketing OR NOT ${v.hideMarketing}))::int AS total`;
    return { rows: [], total };
  }
  return { rows, total: rows[0]?.total ?? 0 };
}

/** One message the member can see, or undefined (someone else's, deleted, or hidden). */
export async function findVisible(q: Queryable, v: Viewer, id: number): Promise<MessageRow | undefined> {
  const [row] = await q<MessageRow[]>`SELECT m.id, m.audience, m.source, m.template, m.title, m.body, m.format,
      m.created_at, d.read_at IS NOT NULL AS read
    FROM inbox_messages m
    LEFT JOIN inbox_deliveries d ON d.message_id = m.id AND d.member_id = ${v.memberId}
    WHERE m.id = ${id} AND (NOT m.marketing OR NOT ${v.hideMarketing})
      AND (CASE WHEN m.audience = 'all'
             THEN m.created_at >= (SELECT created_at FROM members WHERE id = ${v.memberId}) AND d.deleted_at IS NULL
             ELSE d.member_id IS NOT NULL AND d.deleted_at IS NULL END)`;
  return row;
}

/** Sets read (or deleted) on the member's copy; an 'all' message gets its copy now. Idempotent. */
export async function markCopy(
  q: Queryable,
  memberId: number,
  messageId: number,
  what: 'read' | 'deleted',
  at: Date,
): Promise<void> {
  if (what === 'read') {
    await q`INSERT INTO inbox_deliveries (member_id, message_id, created_at, read_at)
      VALUES (${memberId}, ${messageId}, ${at}, ${at})
      ON CONFLICT (member_id, message_id) DO UPDATE SET read_at = coalesce(inbox_deliveries.read_at, excluded.read_at)`;
  } else {
    await q`INSERT INTO inbox_deliveries (member_id, message_id, created_at, deleted_at)
      VALUES (${memberId}, ${messageId}, ${at}, ${at})
      ON CONFLICT (member_id, message_id)
      DO UPDATE SET deleted_at = coalesce(inbox_deliveries.deleted_at, excluded.deleted_at)`;
  }
}

/** Marks every copy read, including the 'all' messages the member has no copy of yet. */
export async function markAllRead(q: Queryable, memberId: number, at: Date): Promise<void> {
  await q`UPDATE inbox_deliveries SET read_at = ${at}
    WHERE member_id = ${memberId} AND read_at IS NULL AND deleted_at IS NULL`;
  await q`INSERT INTO inbox_deliveries (member_id, message_id, created_at, read_at)
    SELECT ${memberId}, m.id, ${at}, ${at} FROM inbox_messages m
    WHERE m.audience = 'all' AND m.created_at >= (SELECT created_at FROM members WHERE id = ${memberId})
    ON CONFLICT (member_id, message_id) DO NOTHING`;
}

/** Inserts a message and answers its id. */
export async function insertMessage(
  q: Queryable,
  m: {
    audience: 'member' | 'segment' | 'all';
    segment: unknown;
    source: 'system' | 'operator';
    marketing: boolean;
    template: string | null;
    params: unknown;
    title: Record<string, string>;
    body: Record<string, string>;
    format: 'text' | 'html';
    at: Date;
    by: string;
    /** Once per event: a second insert with the same key writes nothing and answers null. */
    eventKey?: string | null;
  },
): Promise<number | null> {
  const json = (v: unknown) => (v == null ? null : q.json(v as Parameters<typeof q.json>[0]));
  const [row] = await q<{ id: number }[]>`INSERT INTO inbox_messages
      (audience, segment, source, marketing, template, params, title, body, format, created_at, created_by, event_key)
    VALUES (${m.audience}, ${json(m.segment)}, ${m.source}, ${m.marketing}, ${m.template}, ${json(m.params)},
      ${q.json(m.title)}, ${q.json(m.body)}, ${m.format}, ${m.at}, ${m.by}, ${m.eventKey ?? null})
    ON CONFLICT (event_key) WHERE event_key IS NOT NULL DO NOTHING
    RETURNING id`;
  return row ? Number(row.id) : null;
}

/** The member's stored language (system messages are written in it). */
export async function memberLanguage(q: Queryable, memberId: number): Promise<LanguageCode | undefined> {
  const [row] = await q<{ language: LanguageCode }[]>`SELECT language FROM members WHERE id = ${memberId}`;
  return row?.language;
}

export async function setMemberLanguage(q: Queryable, memberId: number, language: LanguageCode): Promise<void> {
  await q`UPDATE members SET language = ${language} WHERE id = ${memberId}`;
}
