import { type CannedReply, CsTypes, SUPPORT_CHAT_BUILTIN_URL, type SupportChatSettings } from '@app/contracts';
import type { Clock } from '../../platform/clock.js';
import type { Db, Queryable } from '../../platform/db/connect.js';
import { AppError } from '../../platform/http/app-error.js';
import type { SessionPrincipal } from '../../platform/http/route.js';
import { operatorActor, requireOperator, writeAudit } from '../operators/index.js';
import { settingsFromUrl, validExternalUrl } from './support-chat.rules.js';

type Origin = { ip?: string | null; requestId?: string | null };
interface CannedRow {
  id: number;
  title: string;
  body: string;
  language: 'vi' | 'en';
  updated_at: Date;
}
const toCanned = (r: CannedRow): CannedReply => ({
  id: r.id,
  title: r.title,
  text: r.body,
  language: r.language,
  updatedAt: r.updated_at.toISOString(),
});
const cannedNotFound = () => new AppError('support_chat_canned_not_found', 404, 'No such canned reply');

/** The type-3 (live chat) customer-service entry's URL: where the site's chat entry points. */
async function liveChatUrl(q: Queryable): Promise<string | null> {
  const [r] = await q<{ url: string }[]>`SELECT url FROM cs_entries WHERE cs_type = ${CsTypes.LIVE_CHAT}
    ORDER BY cs_position, id LIMIT 1`;
  return r?.url ?? null;
}

/**
 * Operators' canned replies (CRUD) and the chat entry setting, every change audited. The setting is the
 * live-chat customer-service entry itself (served encrypted to the site, spec §2): the built-in chat's
 * marker or an outside chat service's address, so there is one truth for where the chat entry goes.
 */
export function createSupportChatAdminService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  async function cannedList(session: SessionPrincipal | null) {
    requireOperator(session);
    const rows = await db<CannedRow[]>`SELECT id, title, body, language, updated_at FROM support_canned_replies
      ORDER BY language, title, id`;
    return { items: rows.map(toCanned) };
  }

  type CannedInput = { title: string; text: string; language: 'vi' | 'en' };

  async function cannedCreate(session: SessionPrincipal | null, input: CannedInput, origin: Origin) {
    const actor = operatorActor(requireOperator(session));
    return db.begin(async (tx) => {
      const now = clock.now();
      const [row] = await tx<CannedRow[]>`INSERT INTO support_canned_replies
          (title, body, language, created_by, created_at, updated_at)
        VALUES (${input.title}, ${input.text}, ${input.language}, ${actor}, ${now}, ${now})
        RETURNING id, title, body, language, updated_at`;
      const after = toCanned(row!);
      await writeAudit(tx, {
        at: now,
        actor,
        action: 'support_chat.canned_create',
        subject: `canned:${after.id}`,
        after,
        ...origin,
      });
      return after;
    });
  }

  async function cannedUpdate(session: SessionPrincipal | null, id: number, input: CannedInput, origin: Origin) {
    const actor = operatorActor(requireOperator(session));
    return db.begin(async (tx) => {
      const [before] = await tx<CannedRow[]>`SELECT id, title, body, language, updated_at FROM support_canned_replies
        WHERE id = ${id} FOR UPDATE`;
      if (!before) throw cannedNotFound();
      const now = clock.now();
      const [row] = await tx<CannedRow[]>`UPDATE support_canned_replies
        SET title = ${input.title}, body = ${input.text}, language = ${input.language}, updated_at = ${now}
        WHERE id = ${id} RETURNING id, title, body, language, updated_at`;
      const after = toCanned(row!);
      await writeAudit(tx, {
        at: now,
        actor,
        action: 'support_chat.canned_update',
        subject: `canned:${id}`,
        before: toCanned(before),
        after,
        ...origin,
      });
      return after;
    });
  }

  async function cannedDelete(session: SessionPrincipal | null, id: number, origin: Origin) {
    const actor = operatorActor(requireOperator(session));
    return db.begin(async (tx) => {
      const [before] = await tx<CannedRow[]>`DELETE FROM support_canned_replies WHERE id = ${id}
        RETURNING id, title, body, language, updated_at`;
      if (!before) throw cannedNotFound();
      await writeAudit(tx, {
        at: clock.now(),
        actor,
        action: 'support_chat.canned_delete',
        subject: `canned:${id}`,
        before: toCanned(before),
        ...origin,
      });
      return { ok: true as const };
    });
  }

  async function settings(session: SessionPrincipal | null): Promise<SupportChatSettings> {
    requireOperator(session);
    return settingsFromUrl(await liveChatUrl(db));
  }

  /** null: the built-in chat; otherwise an http(s) URL the site opens instead (422 when it is not one). */
  async function updateSettings(
    session: SessionPrincipal | null,
    externalUrl: string | null,
    origin: Origin,
  ): Promise<SupportChatSettings> {
    const actor = operatorActor(requireOperator(session));
    const url = externalUrl === null || externalUrl === '' ? SUPPORT_CHAT_BUILTIN_URL : validExternalUrl(externalUrl);
    if (!url) {
      throw new AppError('support_chat_settings_invalid', 422, 'The chat address must be an http(s) URL', {
        field: 'externalUrl',
      });
    }
    return db.begin(async (tx) => {
      const before = settingsFromUrl(await liveChatUrl(tx));
      const changed = await tx`UPDATE cs_entries SET url = ${url} WHERE cs_type = ${CsTypes.LIVE_CHAT}`;
      if (changed.count === 0) {
        await tx`INSERT INTO cs_entries (seed_key, cs_type, cs_position, title, url)
          VALUES ('live-chat', ${CsTypes.LIVE_CHAT}, 1,
            ${tx.json({ vi: 'Hỗ trợ trực tuyến 24/7', en: 'Live chat 24/7' })}, ${url})`;
      }
      const after = settingsFromUrl(url);
      await writeAudit(tx, { at: clock.now(), actor, action: 'support_chat.settings', before, after, ...origin });
      return after;
    });
  }

  return { cannedList, cannedCreate, cannedUpdate, cannedDelete, settings, updateSettings };
}
export type SupportChatAdminService = ReturnType<typeof createSupportChatAdminService>;
