import { describe, expect, it } from 'vitest';
import { fromBp, toBp } from './rates';

describe('contract rates typed in percent', () => {
  it('reads whole and decimal percents as basis points without a float', () => {
    expect(toBp('1.5')).toBe(150);
    expect(toBp('0,3')).toBe(30);
    expect(toBp(' 30 ')).toBe(3000);
    expect(toBp('0.05')).toBe(5);
  });

  it('refuses anything else (the server then answers invalid_input)', () => {
    for (const bad of ['', '1.555', '-1', 'abc', '1e2', '1000']) expect(toBp(bad)).toBeNaN();
  });

  it('writes basis points back as the percent an operator typed', () => {
    expect([0, 5, 30, 150, 3000].map(fromBp)).toEqual(['0', '0.05', '0.3', '1.5', '30']);
    for (const bp of [0, 1, 99, 150, 2500, 10000]) expect(toBp(fromBp(bp))).toBe(bp);
  });
});
