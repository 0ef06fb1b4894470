import { describe, expect, it } from 'vitest';
import { limitTexts, readLimits } from './limits-input';

describe('deposit limit fields', () => {
  it('start from the limits in force, empty where there is none', () => {
    expect(
      limitTexts({
        daily: 500_000,
        weekly: null,
        monthly: 12_345_678,
        pending: [],
        used: { daily: 0, weekly: 0, monthly: 0 },
        inFlight: { daily: 0, weekly: 0, monthly: 0 },
      }),
    ).toEqual({
      daily: '5000.00',
      weekly: '',
      monthly: '123456.78',
    });
  });

  it('read empty as no limit and amounts in minor units', () => {
    expect(readLimits({ daily: '1,000', weekly: ' ', monthly: '' })).toEqual({
      ok: true,
      values: { daily: 100_000, weekly: null, monthly: null },
    });
  });

  it('name the first field that is not an amount', () => {
    expect(readLimits({ daily: '10', weekly: 'ten', monthly: '0' })).toEqual({
      ok: false,
      period: 'weekly',
      error: 'format',
    });
    expect(readLimits({ daily: '0', weekly: '', monthly: '' })).toEqual({ ok: false, period: 'daily', error: 'zero' });
  });
});
