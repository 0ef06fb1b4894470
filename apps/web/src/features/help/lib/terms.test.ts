import { describe, expect, it } from 'vitest';
import { findTermsArticle, pickArticle } from './terms';

const help = {
  categories: [
    { id: 'account', title: 'Account', articles: [{ id: 'register', title: 'Register', html: '<p>r</p>' }] },
    { id: 'rules', title: 'Rules', articles: [{ id: 'terms', title: 'Terms', html: '<p>t</p>' }] },
  ],
};

describe('help article selection', () => {
  it('finds the terms article by id', () => {
    expect(findTermsArticle(help)?.id).toBe('terms');
  });
  it('falls back to the first article of a terms category', () => {
    const h = { categories: [{ id: 'terms', title: 'T', articles: [{ id: 'general', title: 'G', html: '' }] }] };
    expect(findTermsArticle(h)?.id).toBe('general');
    expect(findTermsArticle({ categories: [] })).toBeUndefined();
  });
  it('picks the requested article or the first one', () => {
    expect(pickArticle(help, 'terms')?.id).toBe('terms');
    expect(pickArticle(help, 'missing')?.id).toBe('register');
    expect(pickArticle(undefined, null)).toBeUndefined();
  });
});
