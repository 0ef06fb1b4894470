import { describe, expect, it } from 'vitest';
import { resolveTheme } from './theme';

describe('resolveTheme', () => {
  it('defaults to light and accepts only dark otherwise', () => {
    expect(resolveTheme(null)).toBe('light');
    expect(resolveTheme('dark')).toBe('dark');
    expect(resolveTheme('light')).toBe('light');
    expect(resolveTheme('purple')).toBe('light');
  });
});
