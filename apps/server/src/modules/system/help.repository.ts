import type { Queryable } from '../../platform/db/connect.js';
import type { I18nText } from './site.repository.js';

export interface HelpArticleRow {
  category_id: string;
  category_title: I18nText;
  id: string;
  title: I18nText;
  html: I18nText;
}

/** Enabled articles with their category, in display order. */
export async function listHelpArticles(db: Queryable): Promise<HelpArticleRow[]> {
  return db<HelpArticleRow[]>`
    SELECT c.id AS category_id, c.title AS category_title, a.id, a.title, a.html
    FROM help_articles a JOIN help_categories c ON c.id = a.category_id
    WHERE a.enabled
    ORDER BY c.sort, c.id, a.sort, a.id`;
}
