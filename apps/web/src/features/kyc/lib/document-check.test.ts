import { describe, expect, it } from 'vitest';
import { isAdult } from './document-check';

describe('the date of birth on a document (mirrors the server)', () => {
  it('18 on the birthday itself, not the day before', () => {
    const now = new Date('2026-11-22T05:00:00Z');
    expect(isAdult('2008-11-22', now)).toBe(true);
    expect(isAdult('2008-11-23', now)).toBe(false);
    expect(isAdult('', now)).toBe(false);
  });
});
