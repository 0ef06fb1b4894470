import { describe, expect, it } from 'vitest';
import { cardDigits, creditAfterDiscount, lengthProblem } from './card-input';

describe('phone-card input', () => {
  it('keeps digits, checks lengths, shows the credit after the discount', () => {
    expect(cardDigits('1234 5678-90')).toBe('1234567890');
    expect(lengthProblem('', [13, 15])).toBe('empty');
    expect(lengthProblem('1'.repeat(14), [13, 15])).toBe('length');
    expect(lengthProblem('1'.repeat(15), [13, 15])).toBeNull();
    expect(creditAfterDiscount(100_000_00, 1800)).toBe(82_000_00);
    expect(creditAfterDiscount(10_000_00, 1855)).toBe(8_145_00);
  });
});
