import { describe, expect, it } from 'vitest';
import { intsOf, minorOf, plainAmount, textOfMinor, wordsOf } from './amount-input';

describe('amounts typed by operators', () => {
  it('reads đồng with at most 2 decimals into minor units, from the text', () => {
    expect(minorOf('18000')).toBe(1_800_000);
    expect(minorOf(' 18,000.5 ')).toBe(1_800_050);
    expect(minorOf('0.07')).toBe(7);
    expect(minorOf('1 000 000')).toBe(100_000_000);
  });
  it('refuses what is not an amount', () => {
    for (const bad of ['', 'abc', '12abc', '-5', '1.234', '1e5', '.5', 'NaN']) expect(minorOf(bad), bad).toBeNull();
  });
  it('writes minor units back as the field starts and as CSV amounts', () => {
    expect(textOfMinor(1_800_000)).toBe('18000');
    expect(textOfMinor(1_800_050)).toBe('18000.50');
    expect(minorOf(textOfMinor(123_456_789))).toBe(123_456_789);
    expect(plainAmount(1_800_005)).toBe('18000.05');
    expect(plainAmount(-250)).toBe('-2.50');
  });
  it('reads comma lists', () => {
    expect(intsOf('1, 2,3')).toEqual([1, 2, 3]);
    expect(intsOf('')).toEqual([]);
    expect(intsOf('1, x')).toBeNull();
    expect(wordsOf(' a, ,b ')).toEqual(['a', 'b']);
  });
});
