import { describe, expect, it } from 'vitest';
import en from './locales/en/admin.json';
import vi from './locales/vi/admin.json';

/** Every key path of a nested message object ("audit.filters.actor"). */
function keys(o: unknown, prefix = ''): string[] {
  if (typeof o !== 'object' || o === null) return [prefix];
  return Object.entries(o).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('back office texts', () => {
  it('has every text in Vietnamese and English', () => {
    expect(keys(vi).sort()).toEqual(keys(en).sort());
  });
  it('has no empty text', () => {
    const empty = (o: unknown): boolean =>
      typeof o === 'string' ? o.trim() === '' : Object.values(o as object).some(empty);
    expect(empty(vi) || empty(en)).toBe(false);
  });
});
