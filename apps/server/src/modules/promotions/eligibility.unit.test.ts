import { describe, expect, it } from 'vitest';
import { checkEligibility, type MemberFacts } from './eligibility.js';

const now = new Date('2026-11-25T05:00:00Z');
const facts: MemberFacts = {
  memberId: 5,
  type: 0,
  createdAt: new Date('2026-11-20T05:00:00Z'),
  deposits: 0,
  teamAncestors: new Set([5, 2, 1]),
  labels: new Set(['vip-club']),
};

describe('eligibility', () => {
  it('everyone when nothing is asked, but never a trial account', () => {
    expect(checkEligibility({}, facts, now)).toBeNull();
    expect(checkEligibility({}, { ...facts, type: 4 }, now)).toBe('trial');
  });
  it('new players within N days', () => {
    expect(checkEligibility({ newPlayersDays: 5 }, facts, now)).toBeNull();
    expect(checkEligibility({ newPlayersDays: 4 }, facts, now)).toBe('not_new');
  });
  it('first deposit or reload', () => {
    expect(checkEligibility({ deposit: 'first' }, facts, now)).toBeNull();
    expect(checkEligibility({ deposit: 'reload' }, facts, now)).toBe('deposit');
    expect(checkEligibility({ deposit: 'first' }, { ...facts, deposits: 1 }, now)).toBe('deposit');
    // The deposit being rewarded is not counted against itself.
    expect(checkEligibility({ deposit: 'first' }, { ...facts, deposits: 1 }, now, 0)).toBeNull();
    expect(checkEligibility({ deposit: 'reload' }, { ...facts, deposits: 2 }, now, 1)).toBeNull();
  });
  it('agent teams; VIP levels (not built yet) admit nobody', () => {
    expect(checkEligibility({ agentRoots: [2] }, facts, now)).toBeNull();
    expect(checkEligibility({ agentRoots: [9] }, facts, now)).toBe('team');
    expect(checkEligibility({ vipLevels: [1] }, facts, now)).toBe('vip');
    expect(checkEligibility({ vipLevels: [], memberLabels: [] }, facts, now)).toBeNull();
  });
  it('member labels: any one listed admits, none refuses', () => {
    expect(checkEligibility({ memberLabels: ['vip-club'] }, facts, now)).toBeNull();
    expect(checkEligibility({ memberLabels: ['x', 'vip-club'] }, facts, now)).toBeNull();
    expect(checkEligibility({ memberLabels: ['x'] }, facts, now)).toBe('labels');
    expect(checkEligibility({ memberLabels: ['vip-club'] }, { ...facts, labels: new Set() }, now)).toBe('labels');
  });
});
