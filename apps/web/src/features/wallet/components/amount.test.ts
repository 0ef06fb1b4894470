import { describe, expect, it } from 'vitest';
import { amountInRange, minorToInput, parseAmount } from './amount';

describe('parseAmount', () => {
  it('reads currency units into integer minor units', () => {
    expect(parseAmount('1234.56')).toEqual({ ok: true, minor: 123456 });
    expect(parseAmount('1,234.5')).toEqual({ ok: true, minor: 123450 });
    expect(parseAmount(' 10 000 ')).toEqual({ ok: true, minor: 1_000_000 });
    expect(parseAmount('.5')).toEqual({ ok: true, minor: 50 });
    expect(parseAmount('7.')).toEqual({ ok: true, minor: 700 });
  });

  it('never goes through a float (0.29 is 29, not 28.999…)', () => {
    expect(parseAmount('0.29')).toEqual({ ok: true, minor: 29 });
    expect(parseAmount('1.15')).toEqual({ ok: true, minor: 115 });
    expect(parseAmount('9999999999.99')).toEqual({ ok: true, minor: 999_999_999_999 });
  });

  it('refuses what is not an amount', () => {
    expect(parseAmount('')).toEqual({ ok: false, error: 'empty' });
    expect(parseAmount('   ')).toEqual({ ok: false, error: 'empty' });
    expect(parseAmount('abc')).toEqual({ ok: false, error: 'format' });
    expect(parseAmount('-5')).toEqual({ ok: false, error: 'format' });
    expect(parseAmount('1e5')).toEqual({ ok: false, error: 'format' });
    expect(parseAmount('1.2.3')).toEqual({ ok: false, error: 'format' });
    expect(parseAmount('.')).toEqual({ ok: false, error: 'format' });
    expect(parseAmount('1.234')).toEqual({ ok: false, error: 'decimals' });
    expect(parseAmount('0.00')).toEqual({ ok: false, error: 'zero' });
    expect(parseAmount('10000000000.01')).toEqual({ ok: false, error: 'format' });
    expect(parseAmount('99999999999999999999')).toEqual({ ok: false, error: 'format' });
  });
});

describe('minorToInput', () => {
  it('writes minor units back as a plain field value', () => {
    expect(minorToInput(123450)).toBe('1234.50');
    expect(minorToInput(5)).toBe('0.05');
    expect(parseAmount(minorToInput(987654321))).toEqual({ ok: true, minor: 987654321 });
  });
});

describe('amountInRange', () => {
  it('is inclusive at both ends', () => {
    const r = { min: 1_000_000, max: 2_000_000 };
    expect(amountInRange(999_999, r)).toBe('below');
    expect(amountInRange(1_000_000, r)).toBeNull();
    expect(amountInRange(2_000_000, r)).toBeNull();
    expect(amountInRange(2_000_001, r)).toBe('above');
  });
});
