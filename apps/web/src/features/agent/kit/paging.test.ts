import { describe, expect, it } from 'vitest';
import { clampPage, pageCount, shownRows } from './paging';

describe('paging', () => {
  it('counts pages, with one page for an empty list', () => {
    expect(pageCount({ pageSize: 20, total: 0 })).toBe(1);
    expect(pageCount({ pageSize: 20, total: 20 })).toBe(1);
    expect(pageCount({ pageSize: 20, total: 21 })).toBe(2);
  });
  it('keeps the page in range', () => {
    expect(clampPage({ page: 9, pageSize: 20, total: 45 })).toBe(3);
    expect(clampPage({ page: 0, pageSize: 20, total: 45 })).toBe(1);
  });
  it('says which rows are shown', () => {
    expect(shownRows({ page: 2, pageSize: 20, total: 45 })).toEqual({ first: 21, last: 40 });
    expect(shownRows({ page: 3, pageSize: 20, total: 45 })).toEqual({ first: 41, last: 45 });
    expect(shownRows({ page: 1, pageSize: 20, total: 0 })).toEqual({ first: 0, last: 0 });
  });
});
