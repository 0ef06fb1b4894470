import { describe, expect, it } from 'vitest';
import { buildPatch, type SettingsDraft } from './settings-model';

const draft = (over: Partial<SettingsDraft> = {}): SettingsDraft => ({
  enabled: true,
  time: '',
  weekdays: [],
  intervalSeconds: '60',
  lockSeconds: '5',
  minPoints: '1',
  maxPoints: '500',
  maxStake: '10000',
  numberCap: '',
  sort: '3',
  prizeModes: ['Lott'],
  defaultMode: 'Lott',
  ...over,
});
// A fast game whose smallest bet is 1,000 đồng.
const fast: Parameters<typeof buildPatch>[1] = { weekly: null, minStake: 100_000 };
const errorsOf = (over: Partial<SettingsDraft>, game = fast) => {
  const r = buildPatch(draft(over), game);
  return r.ok ? {} : r.errors;
};

describe('lottery game settings → the patch the server takes', () => {
  it('a valid form becomes the patch, amounts in minor units', () => {
    const r = buildPatch(draft({ numberCap: '2,500.5' }), fast);
    expect(r).toEqual({
      ok: true,
      body: {
        enabled: true,
        intervalSeconds: 60,
        lockSeconds: 5,
        minPoints: 1,
        maxPoints: 500,
        maxPlayerDrawStake: 1_000_000,
        numberCap: 250_050,
        prizeModes: ['Lott'],
        defaultMode: 'Lott',
        sort: 3,
      },
    });
  });

  it('points and sort past PostgreSQL integers are refused with the bound the contract sets', () => {
    expect(errorsOf({ maxPoints: '2147483648' })).toEqual({ maxPoints: { key: 'tooBig', bound: 2_147_483_647 } });
    expect(errorsOf({ minPoints: '34359738368', maxPoints: '34359738368' })).toMatchObject({
      minPoints: { key: 'tooBig', bound: 2_147_483_647 },
      maxPoints: { key: 'tooBig', bound: 2_147_483_647 },
    });
    expect(errorsOf({ sort: '1099511627776' })).toEqual({ sort: { key: 'tooBig', bound: 2_147_483_647 } });
    expect(errorsOf({ sort: '-2147483648' })).toEqual({ sort: { key: 'tooSmall', bound: -2_147_483_647 } });
  });

  it('the largest integers are taken', () => {
    expect(buildPatch(draft({ maxPoints: '2147483647', sort: '2147483647' }), fast).ok).toBe(true);
    expect(buildPatch(draft({ sort: '-2147483647' }), fast).ok).toBe(true);
  });

  it('a per-player draw stake under the smallest bet is refused, naming the bet', () => {
    expect(errorsOf({ maxStake: '999.99' })).toEqual({ maxStake: { key: 'belowMinStake', bound: 100_000 } });
    expect(buildPatch(draft({ maxStake: '1000' }), fast).ok).toBe(true);
  });

  it('text that is not a whole number or an amount is named on its field, not sent as NaN', () => {
    expect(errorsOf({ minPoints: '1.5', sort: 'x', lockSeconds: '' })).toEqual({
      minPoints: { key: 'whole' },
      sort: { key: 'whole' },
      lockSeconds: { key: 'whole' },
    });
    expect(errorsOf({ maxStake: '12.345', numberCap: 'abc' })).toEqual({
      maxStake: { key: 'amount' },
      numberCap: { key: 'amount' },
    });
  });

  it('points must be positive and max at least min; the lock and interval keep their contract bounds', () => {
    expect(errorsOf({ minPoints: '0' })).toEqual({ minPoints: { key: 'tooSmall', bound: 1 } });
    expect(errorsOf({ minPoints: '10', maxPoints: '9' })).toEqual({ maxPoints: { key: 'belowMinPoints', bound: 10 } });
    expect(errorsOf({ lockSeconds: '2', intervalSeconds: '604801' })).toEqual({
      lockSeconds: { key: 'tooSmall', bound: 3 },
      intervalSeconds: { key: 'tooBig', bound: 604_800 },
    });
  });

  it('a weekly game sends its schedule; no draw day is refused on the days', () => {
    const weekly = { weekly: { timeZone: 'Asia/Ho_Chi_Minh' }, minStake: 100_000 };
    const r = buildPatch(draft({ time: '18:15', weekdays: [2, 5] }), weekly);
    expect(r.ok && r.body.schedule).toEqual({
      kind: 'weekly',
      time: '18:15',
      weekdays: [2, 5],
      timeZone: 'Asia/Ho_Chi_Minh',
    });
    expect(r.ok && 'intervalSeconds' in r.body).toBe(false);
    expect(errorsOf({ time: '18:15', weekdays: [] }, weekly)).toEqual({ weekdays: { key: 'tooSmall', bound: 1 } });
  });
});
