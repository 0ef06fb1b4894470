import { HELP_EN } from './help.content.en.js';
import { HELP_VI } from './help.content.vi.js';

import type { HelpArticleId, HelpCategoryId } from './help.types.js';

export type { HelpArticleId, HelpCategoryId, HelpText } from './help.types.js';

/** Display order of categories and of the articles inside each. 'term' is what /help#term opens. */
export const HELP_LAYOUT: { category: HelpCategoryId; articles: HelpArticleId[] }[] = [
  { category: 'about', articles: ['about', 'term', 'privacy', 'responsible'] },
  { category: 'guide', articles: ['deposit', 'withdrawal'] },
  { category: 'faq', articles: ['faq'] },
];

export const HELP_TEXTS = { vi: HELP_VI, en: HELP_EN } as const;
