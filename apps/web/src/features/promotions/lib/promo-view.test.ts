import { describe, expect, it } from 'vitest';
import { formatBasisPoints } from '../../../shared/format/number';
import { promoImage } from './promo-art';
import {
  asVisitor,
  clock,
  countdownTarget,
  eligibilityLines,
  formulaWords,
  inTab,
  progressPercent,
  timeLeft,
  visibleTabs,
} from './promo-view';

describe('promotion tabs', () => {
  const items = [{ category: 'deposit' }, { category: 'rebate' }, { category: 'deposit' }];
  it('all shows everything, a tab its own category', () => {
    expect(items.filter((p) => inTab(p, 'all'))).toHaveLength(3);
    expect(items.filter((p) => inTab(p, 'deposit'))).toHaveLength(2);
  });
  it('shows all, the current tab and the non-empty ones, in order', () => {
    expect(visibleTabs(items, 'all')).toEqual(['all', 'deposit', 'rebate']);
    expect(visibleTabs(items, 'vip')).toEqual(['all', 'deposit', 'rebate', 'vip']);
  });
});

describe('progressPercent', () => {
  it('floors and clamps', () => {
    expect(progressPercent({ current: 1, target: 3 })).toBe(33);
    expect(progressPercent({ current: 5, target: 3 })).toBe(100);
    expect(progressPercent({ current: -1, target: 3 })).toBe(0);
    expect(progressPercent({ current: 0, target: 0 })).toBe(100);
  });
});

describe('countdown', () => {
  it('splits what is left and stops at zero', () => {
    const now = Date.parse('2026-11-25T00:00:00Z');
    expect(timeLeft(now + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000, now)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
    });
    expect(timeLeft(now - 5000, now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(clock({ hours: 3, minutes: 4, seconds: 5 })).toBe('03:04:05');
  });
  it('counts to the start while coming, else to whichever of period end and promotion end is first', () => {
    const base = { activeFrom: '2026-12-01T00:00:00Z', activeUntil: null, periodEnd: null };
    expect(countdownTarget({ ...base, status: 'coming' })).toEqual({ kind: 'starts', at: base.activeFrom });
    expect(countdownTarget({ ...base, status: 'join' })).toBeNull();
    expect(
      countdownTarget({
        ...base,
        status: 'join',
        periodEnd: '2026-11-26T17:00:00Z',
        activeUntil: '2027-01-01T00:00:00Z',
      }),
    ).toEqual({ kind: 'periodEnds', at: '2026-11-26T17:00:00Z' });
    expect(
      countdownTarget({
        ...base,
        status: 'join',
        periodEnd: '2026-11-30T17:00:00Z',
        activeUntil: '2026-11-28T00:00:00Z',
      }),
    ).toEqual({ kind: 'ends', at: '2026-11-28T00:00:00Z' });
  });
});

describe('formula and eligibility in words', () => {
  it('writes percents from basis points', () => {
    expect(formatBasisPoints(1000)).toBe('10');
    expect(formatBasisPoints(55)).toBe('0.55');
    expect(formatBasisPoints(150)).toBe('1.5');
    expect(formulaWords({ type: 'percent', percentBp: 10_000, cap: 100, minDeposit: 5 })).toEqual({
      key: 'percent',
      percent: '100',
      cap: 100,
      minDeposit: 5,
    });
    expect(formulaWords({ type: 'external', config: {} })).toEqual({ key: 'external' });
  });
  it('lists only the conditions set', () => {
    expect(eligibilityLines({})).toEqual([]);
    expect(eligibilityLines({ newPlayersDays: 7, deposit: 'first', vipLevels: [], products: ['RNG'] })).toEqual([
      { key: 'newPlayers', days: 7 },
      { key: 'firstDeposit' },
      { key: 'products', products: ['RNG'] },
    ]);
  });
});

describe('asVisitor', () => {
  const base = { action: null, progress: { current: 1, target: 2 }, streak: null };
  it('shows an open promotion as joinable (claimable stays claim), with a button', () => {
    expect(asVisitor({ ...base, status: 'process' })).toEqual({
      status: 'join',
      action: 'join',
      progress: null,
      streak: null,
    });
    expect(asVisitor({ ...base, status: 'claim', action: 'claim' })).toMatchObject({
      status: 'claim',
      action: 'claim',
    });
  });
  it('leaves coming and closed promotions without a button', () => {
    expect(asVisitor({ ...base, status: 'coming' })).toMatchObject({ status: 'coming', action: null });
    expect(asVisitor({ ...base, status: 'close', action: 'join' })).toMatchObject({ status: 'close', action: null });
  });
});

describe('promoImage', () => {
  it("uses the operator's image, or generated artwork of the kind when there is none", () => {
    expect(promoImage({ id: 1, kind: 'raffle', imageUrl: '/img/x.png' })).toBe('/img/x.png');
    expect(promoImage({ id: 1, kind: 'raffle', imageUrl: ' ' })).toMatch(/^data:image\/svg\+xml,/);
    expect(promoImage({ id: 1, kind: 'raffle', imageUrl: '' })).not.toBe(
      promoImage({ id: 1, kind: 'rebate', imageUrl: '' }),
    );
  });
});
