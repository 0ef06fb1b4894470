import { describe, expect, it } from 'vitest';
import { checkAmount } from './amount-check';

describe('checkAmount', () => {
  const range = { min: 10_000, max: 5_000_000 };
  it('accepts an amount inside the bounds, in minor units', () => {
    expect(checkAmount('100', range)).toEqual({ ok: true, minor: 10_000 });
    expect(checkAmount('50,000.00', range)).toEqual({ ok: true, minor: 5_000_000 });
  });
  it('names the problem of anything else', () => {
    expect(checkAmount('99.99', range)).toEqual({ ok: false, problem: 'below' });
    expect(checkAmount('50000.01', range)).toEqual({ ok: false, problem: 'above' });
    expect(checkAmount('', range)).toEqual({ ok: false, problem: 'empty' });
    expect(checkAmount('1.001', range)).toEqual({ ok: false, problem: 'decimals' });
    expect(checkAmount('x', range)).toEqual({ ok: false, problem: 'format' });
  });
});
