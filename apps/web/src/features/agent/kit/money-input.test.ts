import { describe, expect, it } from 'vitest';
import { parseMinor } from './money-input';

describe('parseMinor', () => {
  it('reads amounts with separators and at most two decimals, exactly', () => {
    expect(parseMinor('1,234.5')).toBe(123450);
    expect(parseMinor('0.29')).toBe(29);
    expect(parseMinor(' 100 ')).toBe(10000);
    expect(parseMinor('1.234')).toBeNull();
    expect(parseMinor('-5')).toBeNull();
    expect(parseMinor('')).toBeNull();
  });
});
