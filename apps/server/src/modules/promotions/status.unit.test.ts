import type { EntryMode, PromotionAction } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { ALLOWED_TRANSITIONS, entryAfter, promotionStatus, type StatusInput } from './status.js';

const base: StatusInput = {
  now: new Date('2026-11-25T05:00:00Z'),
  enabled: true,
  activeFrom: new Date('2026-11-01T00:00:00Z'),
  activeUntil: new Date('2026-12-01T00:00:00Z'),
  entryMode: 'join',
  eligible: true,
  entry: null,
  pendingReward: false,
  claimable: false,
  wageringActive: false,
};
const st = (o: Partial<StatusInput>) => promotionStatus({ ...base, ...o });

describe('promotion status (spec §4)', () => {
  it('coming before the active window, close after it, when disabled or not eligible', () => {
    expect(st({ activeFrom: new Date('2026-12-01T00:00:00Z') })).toEqual({ status: 'coming', action: null });
    expect(st({ activeUntil: new Date('2026-11-25T05:00:00Z') }).status).toBe('close');
    expect(st({ enabled: false }).status).toBe('close');
    expect(st({ eligible: false }).status).toBe('close');
  });

  it('the opening status and action of each entry mode', () => {
    const open = (entryMode: EntryMode, claimable = false) => st({ entryMode, claimable });
    expect(open('join')).toEqual({ status: 'join', action: 'join' });
    expect(open('apply')).toEqual({ status: 'join', action: 'apply' });
    expect(open('claim', true)).toEqual({ status: 'claim', action: 'claim' });
    expect(open('claim', false)).toEqual({ status: 'process', action: null });
    expect(open('signin')).toEqual({ status: 'claim', action: 'signin' });
    expect(open('automatic')).toEqual({ status: 'process', action: null });
  });

  it('the entry of the current period decides once it exists', () => {
    expect(st({ entry: 'applying' }).status).toBe('applying');
    expect(st({ entry: 'rejected' }).status).toBe('rejected');
    expect(st({ entry: 'signed' }).status).toBe('signed');
    expect(st({ entry: 'joined' }).status).toBe('process');
    expect(st({ entry: 'claimed' }).status).toBe('claimed');
    expect(st({ entry: 'issued' }).status).toBe('issued');
    // While its bonus is wagered the promotion is in progress.
    expect(st({ entry: 'claimed', wageringActive: true }).status).toBe('process');
    // A finished entry stays visible after the window closes.
    expect(st({ entry: 'claimed', activeUntil: new Date('2026-11-20T00:00:00Z') }).status).toBe('claimed');
  });

  it('a reward waiting in the reward centre shows claim', () => {
    expect(st({ entry: 'issued', pendingReward: true })).toEqual({ status: 'claim', action: 'claim' });
  });

  it('every action leads along an allowed transition', () => {
    const moves: [EntryMode, PromotionAction, boolean][] = [
      ['join', 'join', true],
      ['apply', 'apply', false],
      ['claim', 'claim', true],
      ['signin', 'signin', true],
    ];
    for (const [entryMode, action, paid] of moves) {
      const before = st({ entryMode, claimable: true });
      expect(before.action).toBe(action);
      const after = st({ entryMode, entry: entryAfter(action, paid) });
      expect(ALLOWED_TRANSITIONS[before.status]).toContain(after.status);
    }
    // Operator decisions on an application.
    expect(ALLOWED_TRANSITIONS.applying).toEqual(['issued', 'rejected']);
    expect(ALLOWED_TRANSITIONS.close).toEqual([]);
  });
});
