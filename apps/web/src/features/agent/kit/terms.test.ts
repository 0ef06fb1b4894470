import { describe, expect, it } from 'vitest';
import { formatBasisPoints } from '../../../shared/format/number';
import { percentToBps, termsAboveCeiling, termsFromText } from './terms';

describe('contract terms in percent ↔ basis points', () => {
  it('converts exactly, two decimals at most, 100% at most', () => {
    expect(percentToBps('1.5')).toBe(150);
    expect(percentToBps('0.29')).toBe(29);
    expect(percentToBps('0,05')).toBe(5);
    expect(percentToBps('100')).toBe(10_000);
    expect(percentToBps('100.01')).toBeNull();
    expect(percentToBps('1.234')).toBeNull();
    expect(percentToBps('-1')).toBeNull();
    expect(percentToBps('abc')).toBeNull();
    expect(formatBasisPoints(150)).toBe('1.5');
    expect(formatBasisPoints(1000)).toBe('10');
    expect(formatBasisPoints(29)).toBe('0.29');
  });
  it('reads a form of rates and names the rates above the upline', () => {
    expect(termsFromText({ dividend: '2', dailySalary: '', hourSalary: '0' })).toEqual({ dividend: 200 });
    expect(termsFromText({ dividend: 'x' })).toBeNull();
    expect(termsAboveCeiling({ dividend: 300, dailySalary: 50 }, { dividend: 200, dailySalary: 50 })).toEqual([
      'dividend',
    ]);
    expect(termsAboveCeiling({ realtimeSalary: 1 }, {})).toEqual(['realtimeSalary']);
  });
});
