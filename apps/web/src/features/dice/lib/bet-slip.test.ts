import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/client';
import {
  attemptKeyFor,
  EMPTY_SLIP,
  isRefusal,
  newIdempotencyKey,
  type SlipState,
  slipReducer,
  slipTotal,
  stakeOn,
} from './bet-slip';

const add = (s: SlipState, selection: Parameters<typeof slipReducer>[1] & { type: 'add' }) => slipReducer(s, selection);

describe('bet slip', () => {
  it('piles chips on a spot, keeps spots apart, totals them, removes and clears', () => {
    let s = add(EMPTY_SLIP, { type: 'add', selection: { kind: 'big' }, stake: 1_000, maxLines: 30 });
    s = add(s, { type: 'add', selection: { kind: 'big' }, stake: 5_000, maxLines: 30 });
    s = add(s, { type: 'add', selection: { kind: 'total', total: 9 }, stake: 2_000, maxLines: 30 });
    expect(s.lines.map((l) => [l.key, l.stake])).toEqual([
      ['big', 6_000],
      ['total:9', 2_000],
    ]);
    expect(slipTotal(s)).toBe(8_000);
    expect(stakeOn(s, 'big')).toBe(6_000);
    expect(stakeOn(s, 'small')).toBe(0);
    s = slipReducer(s, { type: 'remove', key: 'big' });
    expect(s.lines.map((l) => l.key)).toEqual(['total:9']);
    expect(slipReducer(s, { type: 'clear' })).toEqual(EMPTY_SLIP);
  });

  it('refuses a new spot beyond the slip limit and a stake that is not a positive integer', () => {
    let s = add(EMPTY_SLIP, { type: 'add', selection: { kind: 'odd' }, stake: 100, maxLines: 1 });
    s = add(s, { type: 'add', selection: { kind: 'even' }, stake: 100, maxLines: 1 });
    expect(s.lines.map((l) => l.key)).toEqual(['odd']);
    // A spot already on the slip still takes more chips.
    s = add(s, { type: 'add', selection: { kind: 'odd' }, stake: 100, maxLines: 1 });
    expect(stakeOn(s, 'odd')).toBe(200);
    expect(add(s, { type: 'add', selection: { kind: 'odd' }, stake: 0, maxLines: 1 })).toBe(s);
    expect(add(s, { type: 'add', selection: { kind: 'odd' }, stake: 1.5, maxLines: 1 })).toBe(s);
  });

  it('reuses the attempt key for a retry of the same slip on the same round, and only then', () => {
    let n = 0;
    const fresh = () => `key-${++n}xxxxx`;
    let s = add(EMPTY_SLIP, { type: 'add', selection: { kind: 'big' }, stake: 1_000, maxLines: 30 });
    const first = attemptKeyFor(s, 7, fresh);
    expect(first).toEqual({ key: 'key-1xxxxx', isNew: true });
    s = slipReducer(s, { type: 'attempt', key: first.key, roundId: 7 });
    // The answer was lost: pressing again sends the same key.
    expect(attemptKeyFor(s, 7, fresh)).toEqual({ key: 'key-1xxxxx', isNew: false });
    // Another round is another attempt.
    expect(attemptKeyFor(s, 8, fresh).isNew).toBe(true);
    // A refusal (nothing placed) ends the attempt; so does any change of the slip, and a success.
    expect(slipReducer(s, { type: 'refused' }).attempt).toBeNull();
    expect(add(s, { type: 'add', selection: { kind: 'big' }, stake: 1_000, maxLines: 30 }).attempt).toBeNull();
    expect(slipReducer(s, { type: 'remove', key: 'big' }).attempt).toBeNull();
    expect(slipReducer(s, { type: 'placed' })).toEqual(EMPTY_SLIP);
    // Removing a spot that is not there changes nothing, the attempt included.
    expect(slipReducer(s, { type: 'remove', key: 'small' })).toBe(s);
  });

  it('makes keys the contract accepts, each different', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(newIdempotencyKey()).not.toBe(a);
  });

  it('starts a new attempt only after a refusal; a lost answer or a server failure is retried with the same key', () => {
    expect(isRefusal(new ApiError('round_closed', 409, 'closed'))).toBe(true);
    expect(isRefusal(new ApiError('insufficient_funds', 400, 'no money'))).toBe(true);
    expect(isRefusal(new ApiError('network_error', 0, 'offline'))).toBe(false);
    expect(isRefusal(new ApiError('internal_error', 500, 'oops'))).toBe(false);
    expect(isRefusal(new ApiError('maintenance', 503, 'later'))).toBe(false);
    expect(isRefusal(new Error('anything else'))).toBe(false);
  });
});
