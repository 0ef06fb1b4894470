import { HELP_EN } from './help.content.en.js';
import { HELP_VI } from './help.content.vi.js';

/** One language's help texts: category titles and article title + HTML, by id. */
export interface HelpText {
  categories: Record<HelpCategoryId, string>;
  articles: Record<HelpArticleId, { title: string; html: string }>;
}

export type HelpCategoryId = 'about' | 'guide' | 'faq';
export type HelpArticleId = 'about' | 'term' | 'privacy' | 'responsible' | 'deposit' | 'withdrawal' | 'faq';

/** Display order of categories and of the articles inside each. 'term' is what /help#term opens. */
export const HELP_LAYOUT: { category: HelpCategoryId; articles: HelpArticleId[] }[] = [
  { category: 'about', articles: ['about', 'term', 'privacy', 'responsible'] },
  { category: 'guide', articles: ['deposit', 'withdrawal'] },
  { category: 'faq', articles: ['faq'] },
];

export const HELP_TEXTS = { vi: HELP_VI, en: HELP_EN } as const;
