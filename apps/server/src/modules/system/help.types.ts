/** One language's help texts: category titles and article title + HTML, by id. */
export interface HelpText {
  categories: Record<HelpCategoryId, string>;
  articles: Record<HelpArticleId, { title: string; html: string }>;
}

export type HelpCategoryId = 'about' | 'guide' | 'faq';
export type HelpArticleId = 'about' | 'term' | 'privacy' | 'responsible' | 'deposit' | 'withdrawal' | 'faq';
