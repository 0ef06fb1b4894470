import type { OperatorPromotion } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { buildInput, draftOf, newDraft, type PromotionDraft } from './form-model';

const base = (): PromotionDraft => ({
  ...newDraft(new Date('2026-11-28T08:00:00Z')),
  code: 'welcome-bonus',
  content: {
    vi: { title: 'Thưởng', summary: '', rulesHtml: '<p>x</p>', imageUrl: '' },
    en: { title: 'Bonus', summary: '', rulesHtml: '<p>x</p>', imageUrl: '' },
  },
  amount: '23,456',
});

describe('promotion editor → contract input', () => {
  it('builds a fixed manual bonus in minor units with its eligibility and caps', () => {
    const built = buildInput({
      ...base(),
      memberLabels: 'vip-a, new',
      vipLevels: '1,2',
      budget: '1000000',
      perIp: '3',
    });
    expect(built.ok).toBe(true);
    if (!built.ok) return;
    expect(built.input.reward).toEqual({ type: 'fixed', amount: 2_345_600 });
    expect(built.input.eligibility).toEqual({ memberLabels: ['vip-a', 'new'], vipLevels: [1, 2] });
    expect(built.input.limits).toEqual({ budget: 100_000_000, perIp: 3 });
    expect(built.input.wagering).toBeNull();
  });
  it('reads a percent formula and wagering from their texts (no float arithmetic)', () => {
    const built = buildInput({
      ...base(),
      rewardType: 'percent',
      percent: '12.5',
      cap: '500000',
      minDeposit: '100000',
      wagering: true,
      multiplier: '3.5',
      weights: { RNG: '100', LIVE: '10' },
      defaultWeight: '50',
    });
    expect(built.ok && built.input.reward).toEqual({
      type: 'percent',
      percentBp: 1250,
      cap: 50_000_000,
      minDeposit: 10_000_000,
    });
    expect(built.ok && built.input.wagering).toEqual({
      multiplierTenths: 35,
      base: 'bonus',
      weights: { RNG: 100, LIVE: 10 },
      defaultWeight: 50,
    });
  });
  it('names the field to correct instead of sending bad input', () => {
    expect(buildInput({ ...base(), amount: '12abc' })).toEqual({ ok: false, field: 'amount' });
    expect(buildInput({ ...base(), code: 'Bad Code' })).toEqual({ ok: false, field: 'code' });
    expect(buildInput({ ...base(), vipLevels: '1, x' })).toEqual({ ok: false, field: 'vipLevels' });
    expect(buildInput({ ...base(), perDevice: '0' })).toEqual({ ok: false, field: 'perDevice' });
    expect(buildInput({ ...base(), rewardType: 'external', externalConfig: '[1]' })).toEqual({
      ok: false,
      field: 'externalConfig',
    });
    expect(buildInput({ ...base(), wagering: true, weights: { RNG: '150' } })).toEqual({ ok: false, field: 'weights' });
    const noTitle = base();
    noTitle.content.en.title = '';
    expect(buildInput(noTitle)).toEqual({ ok: false, field: 'title' });
  });
  it('an existing promotion comes back unchanged through the editor', () => {
    const built = buildInput({ ...base(), streak: '', memberLabels: 'x' });
    if (!built.ok) throw new Error(built.field);
    const stored: OperatorPromotion = { ...built.input, id: 7, enabled: true, createdAt: '', updatedAt: '' };
    const again = buildInput(draftOf(stored));
    expect(again).toEqual({ ok: true, input: built.input });
  });
});
