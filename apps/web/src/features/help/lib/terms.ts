import type { HelpCenter } from '@app/contracts';

export type HelpArticle = HelpCenter['categories'][number]['articles'][number];

const TERMS_ID = /(^|[-_])terms?($|[-_])|terms-?of|dieu-?khoan/i;

/**
 * The terms-and-conditions article of the help centre: the operator names it by id (e.g.
 * "terms"); a category so named yields its first article.
 */
export function findTermsArticle(help: HelpCenter | undefined): HelpArticle | undefined {
  if (!help) return undefined;
  for (const c of help.categories) {
    const hit = c.articles.find((a) => TERMS_ID.test(a.id));
    if (hit) return hit;
  }
  return help.categories.find((c) => TERMS_ID.test(c.id))?.articles[0];
}

/** Article selected by id, or the first article of the help centre. */
export function pickArticle(help: HelpCenter | undefined, id: string | null): HelpArticle | undefined {
  const all = help?.categories.flatMap((c) => c.articles) ?? [];
  return all.find((a) => a.id === id) ?? all[0];
}
