import type {
  BannerGroupNames,
  BannerInput,
  EditableNoticeTypes,
  NoticeInput,
  OperatorBanner,
  OperatorNotice,
} from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { Clock } from '../../platform/clock.js';
import type { Db, Tx } from '../../platform/db/connect.js';
import { AppError } from '../../platform/http/app-error.js';
import { auditOrigin, type OperatorPrincipal, operatorActor, writeAudit } from '../operators/index.js';
import { sanitizeRulesHtml } from '../promotions/rules-html.js';
import * as repo from './content.operator.repository.js';

type Group = (typeof BannerGroupNames)[number];
type NoticeType = (typeof EditableNoticeTypes)[number];

const notFound = () => new AppError('content_not_found', 404, 'No such banner or notice');

/** endTime after startTime, or none (the table's CHECK, refused here with a code the screen translates). */
function window(startTime: string, endTime: string | null): { start: Date; end: Date | null } {
  const start = new Date(startTime);
  const end = endTime === null ? null : new Date(endTime);
  if (end && end.getTime() <= start.getTime()) {
    throw new AppError('content_window_invalid', 400, 'endTime must be after startTime');
  }
  return { start, end };
}

/**
 * The link a banner's click follows, checked the way the site follows it (banner-target.ts): a route is an
 * in-app path, a URL is http(s), a promotion is a notice or promotion id, a game a node id.
 */
function linkOf(type: BannerInput['linkageType'], raw: string | null): string | null {
  const target = raw?.trim() || null;
  if (type === 'NONE') return null;
  const ok =
    target !== null &&
    (type === 'ROUTE'
      ? /^\/(?!\/)[^\s"'<>`]*$/.test(target)
      : type === 'URL'
        ? /^https?:\/\/[^\s"'<>`]+$/i.test(target)
        : /^[1-9][0-9]{0,15}$/.test(target));
  if (!ok) throw new AppError('content_link_invalid', 400, `Not a ${type} target: ${target ?? '(empty)'}`);
  return target;
}

export function toOperatorBanner(r: repo.OperatorBannerRow): OperatorBanner {
  return {
    id: r.id,
    groupName: r.group_name as Group,
    title: { vi: r.title.vi ?? '', en: r.title.en ?? '' },
    imageUrl: { vi: r.image_url.vi ?? '', en: r.image_url.en ?? '' },
    linkageType: r.linkage_type as OperatorBanner['linkageType'],
    linkageTarget: r.linkage_target,
    sort: r.sort,
    enabled: r.enabled,
    startTime: r.start_time.toISOString(),
    endTime: r.end_time ? r.end_time.toISOString() : null,
  };
}

export function toOperatorNotice(r: repo.OperatorNoticeRow): OperatorNotice {
  return {
    id: r.id,
    type: r.type as NoticeType,
    title: { vi: r.title.vi ?? '', en: r.title.en ?? '' },
    content: { vi: r.content.vi ?? '', en: r.content.en ?? '' },
    imageUrl: r.image_url ? { vi: r.image_url.vi ?? '', en: r.image_url.en ?? '' } : null,
    sort: r.sort,
    enabled: r.enabled,
    startTime: r.start_time.toISOString(),
    endTime: r.end_time ? r.end_time.toISOString() : null,
  };
}

function bannerValues(input: BannerInput): repo.BannerValues {
  const { start, end } = window(input.startTime, input.endTime);
  return {
    group_name: input.groupName,
    title: input.title,
    image_url: input.imageUrl,
    linkage_type: input.linkageType,
    linkage_target: linkOf(input.linkageType, input.linkageTarget),
    sort: input.sort,
    enabled: input.enabled,
    start_time: start,
    end_time: end,
  };
}

function noticeValues(input: NoticeInput): repo.NoticeValues {
  const { start, end } = window(input.startTime, input.endTime);
  return {
    type: input.type,
    title: input.title,
    // The site renders notice content as HTML: only the allow-listed formatting is stored.
    content: { vi: sanitizeRulesHtml(input.content.vi), en: sanitizeRulesHtml(input.content.en) },
    image_url: input.imageUrl,
    sort: input.sort,
    enabled: input.enabled,
    start_time: start,
    end_time: end,
  };
}

/**
 * Banners and notices as the back office edits them. Every change is one transaction with its audit row
 * (before/after). The public notice list reads the tables on every call, so a change shows at once on every
 * node; browsers keep their copy for the tab's session (spec §9), a new visit sees the change.
 */
export function createContentOperatorService({ db, clock }: { db: Db; clock: Clock }) {
  async function audited<T>(
    op: OperatorPrincipal,
    req: FastifyRequest,
    action: string,
    work: (tx: Tx) => Promise<{ subject: string; before: unknown; after: unknown; value: T }>,
  ): Promise<T> {
    return db.begin(async (tx) => {
      const done = await work(tx);
      await writeAudit(tx, {
        at: clock.now(),
        actor: operatorActor(op),
        action,
        subject: done.subject,
        before: done.before,
        after: done.after,
        ...auditOrigin(req),
      });
      return done.value;
    }) as Promise<T>;
  }

  const banners = async (group: Group) => ({ items: (await repo.listGroupBanners(db, group)).map(toOperatorBanner) });

  function createBanner(op: OperatorPrincipal, input: BannerInput, req: FastifyRequest) {
    const values = bannerValues(input);
    return audited(op, req, 'content.banner_create', async (tx) => {
      const after = toOperatorBanner(await repo.insertBanner(tx, values));
      return { subject: `banner:${after.id}`, before: null, after, value: after };
    });
  }

  function updateBanner(op: OperatorPrincipal, id: number, input: BannerInput, req: FastifyRequest) {
    const values = bannerValues(input);
    return audited(op, req, 'content.banner_update', async (tx) => {
      const row = await repo.lockBanner(tx, id);
      if (!row) throw notFound();
      const after = toOperatorBanner(await repo.updateBanner(tx, id, values));
      return { subject: `banner:${id}`, before: toOperatorBanner(row), after, value: after };
    });
  }

  function deleteBanner(op: OperatorPrincipal, id: number, req: FastifyRequest) {
    return audited(op, req, 'content.banner_delete', async (tx) => {
      const row = await repo.lockBanner(tx, id);
      if (!row) throw notFound();
      await repo.deleteBanner(tx, id);
      return {
        subject: `banner:${id}`,
        before: toOperatorBanner(row),
        after: null,
        value: { id, deleted: true as const },
      };
    });
  }

  /** The group's new order; the list must hold each of the group's banners once (a stale screen is refused). */
  function orderBanners(op: OperatorPrincipal, group: Group, ids: number[], req: FastifyRequest) {
    return audited(op, req, 'content.banner_order', async (tx) => {
      await tx`SELECT id FROM banners WHERE group_name = ${group} FOR UPDATE`;
      const current = await repo.listGroupBanners(tx, group);
      const known = new Set(current.map((b) => b.id));
      if (new Set(ids).size !== ids.length || ids.length !== known.size || !ids.every((id) => known.has(id))) {
        throw new AppError('content_order_mismatch', 409, "The list does not match the group's banners");
      }
      await repo.setBannerOrder(tx, ids);
      const items = (await repo.listGroupBanners(tx, group)).map(toOperatorBanner);
      return {
        subject: `banner-group:${group}`,
        before: current.map((b) => b.id),
        after: ids,
        value: { items },
      };
    });
  }

  const notices = async (type: NoticeType) => ({ items: (await repo.listTypeNotices(db, type)).map(toOperatorNotice) });

  function createNotice(op: OperatorPrincipal, input: NoticeInput, req: FastifyRequest) {
    const values = noticeValues(input);
    return audited(op, req, 'content.notice_create', async (tx) => {
      const after = toOperatorNotice(await repo.insertNotice(tx, values));
      return { subject: `notice:${after.id}`, before: null, after, value: after };
    });
  }

  function updateNotice(op: OperatorPrincipal, id: number, input: NoticeInput, req: FastifyRequest) {
    const values = noticeValues(input);
    return audited(op, req, 'content.notice_update', async (tx) => {
      const row = await repo.lockNotice(tx, id);
      if (!row || !(EDITABLE as readonly string[]).includes(row.type)) throw notFound();
      const after = toOperatorNotice(await repo.updateNotice(tx, id, values));
      return { subject: `notice:${id}`, before: toOperatorNotice(row), after, value: after };
    });
  }

  function deleteNotice(op: OperatorPrincipal, id: number, req: FastifyRequest) {
    return audited(op, req, 'content.notice_delete', async (tx) => {
      const row = await repo.lockNotice(tx, id);
      if (!row || !(EDITABLE as readonly string[]).includes(row.type)) throw notFound();
      await repo.deleteNotice(tx, id);
      return {
        subject: `notice:${id}`,
        before: toOperatorNotice(row),
        after: null,
        value: { id, deleted: true as const },
      };
    });
  }

  return {
    banners,
    createBanner,
    updateBanner,
    deleteBanner,
    orderBanners,
    notices,
    createNotice,
    updateNotice,
    deleteNotice,
  };
}
export type ContentOperatorService = ReturnType<typeof createContentOperatorService>;

const EDITABLE = ['PL', 'PU', 'PR'] as const;
