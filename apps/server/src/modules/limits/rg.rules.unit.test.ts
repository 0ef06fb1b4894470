import { describe, expect, it } from 'vitest';
import {
  applySlot,
  checkStake,
  EMPTY_SLOT,
  exclusionEnd,
  parseLimitChange,
  parseRealityInterval,
  realityDueAt,
  slotAt,
} from './rg.rules.js';

const now = new Date('2026-11-22T05:00:00Z');
const DAY = 24 * 3_600_000;
const later = (ms: number) => new Date(now.getTime() + ms);

describe('limit slots', () => {
  it('a first limit and a decrease apply at once; an increase or removal waits the delay', () => {
    const set = applySlot(EMPTY_SLOT, 100, now, DAY);
    expect(slotAt(set, now)).toEqual({ value: 100, pending: null });
    const up = applySlot(set, 300, now, DAY);
    expect(slotAt(up, later(DAY - 1))).toEqual({ value: 100, pending: { value: 300, at: later(DAY) } });
    expect(slotAt(up, later(DAY)).value).toBe(300);
    const removed = applySlot(set, null, now, DAY);
    expect(slotAt(removed, now).pending).toEqual({ value: null, at: later(DAY) });
    expect(slotAt(applySlot(up, 50, now, DAY), now)).toEqual({ value: 50, pending: null });
  });

  it('asking again for the waiting increase keeps its time', () => {
    const up = applySlot(applySlot(EMPTY_SLOT, 100, now, DAY), 300, now, DAY);
    expect(applySlot(up, 300, later(3_600_000), DAY).nextAt).toEqual(later(DAY));
  });
});

describe('input', () => {
  it.each([
    { kind: 'loss', period: 'daily', value: -1 },
    { kind: 'loss', period: 'daily', value: 0 },
    { kind: 'loss', period: 'daily', value: 1.5 },
    { kind: 'loss', period: 'yearly', value: 1 },
    { kind: 'session', period: 'daily', value: 30 },
    { kind: 'session', period: 'session', value: 1441 },
    { kind: 'nope', period: 'daily', value: 1 },
  ])('refuses %j with rg_limit_invalid', (raw) => {
    expect(() => parseLimitChange(raw)).toThrow(expect.objectContaining({ code: 'rg_limit_invalid', status: 400 }));
  });

  it('accepts null (no limit) and whole amounts', () => {
    expect(parseLimitChange({ kind: 'wager', period: 'monthly', value: null }).value).toBeNull();
    expect(parseLimitChange({ kind: 'session', period: 'session', value: 90 }).value).toBe(90);
  });

  it('offers only the listed reality-check intervals', () => {
    expect(parseRealityInterval(900, [900, 1800])).toBe(900);
    expect(parseRealityInterval(null, [900])).toBeNull();
    expect(() => parseRealityInterval(60, [900])).toThrow(
      expect.objectContaining({ code: 'rg_reality_interval_invalid' }),
    );
  });
});

describe('the stake check', () => {
  const none = { daily: null, weekly: null, monthly: null };
  const zero = { daily: 0, weekly: 0, monthly: 0 };
  it('counts the whole stake as a possible loss and names the period', () => {
    const limits = { loss: { ...none, weekly: 1000 }, wager: none };
    expect(() => checkStake(limits, { loss: { ...zero, weekly: 600 }, wager: zero }, 400)).not.toThrow();
    expect(() => checkStake(limits, { loss: { ...zero, weekly: 600 }, wager: zero }, 401)).toThrow(
      expect.objectContaining({
        code: 'rg_loss_limit_reached',
        details: expect.objectContaining({ period: 'weekly', remaining: 400 }),
      }),
    );
    // A player ahead (negative net loss) has more room.
    expect(() => checkStake(limits, { loss: { ...zero, weekly: -500 }, wager: zero }, 1400)).not.toThrow();
  });

  it('a wagering limit counts stakes', () => {
    const limits = { loss: none, wager: { ...none, daily: 1000 } };
    expect(() => checkStake(limits, { loss: zero, wager: { ...zero, daily: 900 } }, 101)).toThrow(
      expect.objectContaining({ code: 'rg_wager_limit_reached' }),
    );
  });
});

describe('exclusions and the reality check', () => {
  it('time-outs last 24 hours to 6 weeks; self-exclusions 6 months, 1 year, 5 years or for ever', () => {
    expect(exclusionEnd({ kind: 'timeout', hours: 24 }, now).endsAt).toEqual(later(DAY));
    expect(exclusionEnd({ kind: 'timeout', hours: 1008 }, now).endsAt).toEqual(later(42 * DAY));
    for (const hours of [23, 1009, 24.5]) {
      expect(() => exclusionEnd({ kind: 'timeout', hours }, now)).toThrow(
        expect.objectContaining({ code: 'rg_exclusion_invalid' }),
      );
    }
    expect(exclusionEnd({ kind: 'self_exclusion', length: '6m' }, now).endsAt).toEqual(
      new Date('2027-05-22T05:00:00Z'),
    );
    expect(exclusionEnd({ kind: 'self_exclusion', length: '5y' }, now).endsAt).toEqual(
      new Date('2031-11-22T05:00:00Z'),
    );
    expect(exclusionEnd({ kind: 'self_exclusion', length: 'indefinite' }, now)).toEqual({
      kind: 'self_exclusion',
      endsAt: null,
    });
    expect(exclusionEnd({ kind: 'self_exclusion', length: '6m' }, new Date('2026-08-31T00:00:00Z')).endsAt).toEqual(
      new Date('2027-02-28T00:00:00Z'),
    );
  });

  it('is due one interval after the later of login and "keep playing"', () => {
    expect(realityDueAt(now, null, 900)).toEqual(later(900_000));
    expect(realityDueAt(now, later(1_000_000), 900)).toEqual(later(1_900_000));
    expect(realityDueAt(now, null, null)).toBeNull();
  });
});
