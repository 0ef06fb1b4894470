import type { HelpArticleInput, OperatorHelpArticle } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import type { Clock } from '../../platform/clock.js';
import type { Db, Queryable } from '../../platform/db/connect.js';
import { AppError } from '../../platform/http/app-error.js';
import { auditOrigin, type OperatorPrincipal, operatorActor, writeAudit } from '../operators/index.js';
import { sanitizeRulesHtml } from '../promotions/rules-html.js';
import type { I18nText } from './site.repository.js';

interface ArticleRow {
  id: string;
  category_id: string;
  title: I18nText;
  html: I18nText;
  sort: number;
  enabled: boolean;
}

const both = (t: I18nText) => ({ vi: t.vi ?? '', en: t.en ?? '' });
const toArticle = (r: ArticleRow): OperatorHelpArticle => ({
  id: r.id,
  categoryId: r.category_id,
  title: both(r.title),
  html: both(r.html),
  sort: r.sort,
  enabled: r.enabled,
});

const lockArticle = async (q: Queryable, id: string) =>
  (
    await q<ArticleRow[]>`SELECT id, category_id, title, html, sort, enabled FROM help_articles WHERE id = ${id}
      FOR UPDATE`
  )[0];

/**
 * The help centre's articles as the back office edits them. GET /wps/system/helpCenter reads the tables on
 * every call (site.service.ts), so a change shows at once on every node.
 */
export function createHelpAdminService({ db, clock }: { db: Db; clock: Clock }) {
  async function list() {
    const [categories, rows] = await Promise.all([
      db<{ id: string; title: I18nText }[]>`SELECT id, title FROM help_categories ORDER BY sort, id`,
      db<ArticleRow[]>`SELECT a.id, a.category_id, a.title, a.html, a.sort, a.enabled FROM help_articles a
        JOIN help_categories c ON c.id = a.category_id ORDER BY c.sort, c.id, a.sort, a.id`,
    ]);
    return { categories: categories.map((c) => ({ id: c.id, title: both(c.title) })), items: rows.map(toArticle) };
  }

  async function put(op: OperatorPrincipal, id: string, input: HelpArticleInput, req: FastifyRequest) {
    // The site renders the article as HTML: only the allow-listed formatting is stored.
    const html = { vi: sanitizeRulesHtml(input.html.vi), en: sanitizeRulesHtml(input.html.en) };
    return db.begin(async (tx) => {
      const [category] = await tx`SELECT id FROM help_categories WHERE id = ${input.categoryId}`;
      if (!category) throw new AppError('content_not_found', 404, `No help category '${input.categoryId}'`);
      const before = await lockArticle(tx, id);
      const [row] = await tx<ArticleRow[]>`INSERT INTO help_articles (id, category_id, sort, title, html, enabled)
        VALUES (${id}, ${input.categoryId}, ${input.sort}, ${tx.json(input.title)}, ${tx.json(html)}, ${input.enabled})
        ON CONFLICT (id) DO UPDATE SET category_id = EXCLUDED.category_id, sort = EXCLUDED.sort,
          title = EXCLUDED.title, html = EXCLUDED.html, enabled = EXCLUDED.enabled
        RETURNING id, category_id, title, html, sort, enabled`;
      const after = toArticle(row!);
      await writeAudit(tx, {
        at: clock.now(),
        actor: operatorActor(op),
        action: before ? 'content.help_update' : 'content.help_create',
        subject: `help:${id}`,
        before: before ? toArticle(before) : null,
        after,
        ...auditOrigin(req),
      });
      return after;
    }) as Promise<OperatorHelpArticle>;
  }

  async function remove(op: OperatorPrincipal, id: string, req: FastifyRequest) {
    return db.begin(async (tx) => {
      const before = await lockArticle(tx, id);
      if (!before) throw new AppError('content_not_found', 404, `No help article '${id}'`);
      await tx`DELETE FROM help_articles WHERE id = ${id}`;
      await writeAudit(tx, {
        at: clock.now(),
        actor: operatorActor(op),
        action: 'content.help_delete',
        subject: `help:${id}`,
        before: toArticle(before),
        after: null,
        ...auditOrigin(req),
      });
      return { id, deleted: true as const };
    });
  }

  return { list, put, remove };
}
export type HelpAdminService = ReturnType<typeof createHelpAdminService>;
