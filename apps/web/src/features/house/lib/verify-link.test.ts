import type { HouseSpin } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { decodeStops } from './presentation';
import { safeBackPath, verifyLink } from './verify-link';

const result = (stops: number[]) => ({
  stops,
  window: [],
  lineWins: [],
  scatterCount: 0,
  scatterWin: 0,
  win: 0,
  freeSpinsAwarded: 0,
});
const spin: HouseSpin = {
  id: 7,
  roundId: 'house-7',
  unit: 'VND',
  serverSeedHash: 'ab'.repeat(32),
  serverSeed: null,
  clientSeed: 'my_seed',
  nonce: 3,
  lineBet: 200,
  lines: 15,
  totalBet: 3000,
  totalWin: 450,
  base: result([1, 2, 3, 4, 5]),
  freeSpins: [],
  variant: 'rtp94',
  createdAt: '2026-11-23T00:00:00.000Z',
};

describe('verify links', () => {
  it('carry everything needed to recompute the round, and the server seed only once revealed', () => {
    const hidden = new URL(verifyLink(spin, '/house/slot?token=t'), 'http://x');
    expect(hidden.pathname).toBe('/house/slot/verify');
    expect(Object.fromEntries(hidden.searchParams)).toEqual({
      hash: spin.serverSeedHash,
      clientSeed: 'my_seed',
      nonce: '3',
      lineBet: '200',
      lines: '15',
      stops: '1-2-3-4-5',
      win: '450',
      variant: 'rtp94',
      from: '/house/slot?token=t',
    });
    const shown = new URL(
      verifyLink({ ...spin, serverSeed: 'secret', freeSpins: [result([9, 8, 7, 6, 5])] }, '/house/slot'),
      'http://x',
    );
    expect(shown.searchParams.get('serverSeed')).toBe('secret');
    expect(decodeStops(shown.searchParams.get('stops')!)).toEqual([
      [1, 2, 3, 4, 5],
      [9, 8, 7, 6, 5],
    ]);
  });

  it('lead back only into the slot, never elsewhere', () => {
    expect(safeBackPath('/house/slot?token=abc')).toBe('/house/slot?token=abc');
    expect(safeBackPath('/house/slot')).toBe('/house/slot');
    for (const bad of ['https://evil.example/house/slot', '//evil.example', '/house/slotx', '/login', null]) {
      expect(safeBackPath(bad)).toBeNull();
    }
  });
});
