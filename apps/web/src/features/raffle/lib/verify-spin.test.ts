import { drawRafflePrize } from '@app/games';
import { describe, expect, it } from 'vitest';
import { parseWeights, verifyLink } from './verify-link';
import { verifySpin } from './verify-spin';

describe('lucky wheel verification in the browser', () => {
  it('recomputes the slice the server drew, for many nonces', async () => {
    const weights = [5, 0, 20, 1, 74];
    for (let nonce = 0; nonce < 30; nonce++) {
      const seeds = { serverSeed: 'f00dfeed', clientSeed: 'me', nonce };
      expect((await verifySpin(seeds, weights)).index).toBe(drawRafflePrize(seeds, weights));
    }
  });

  it('carries a spin in the link and reads its weights back', () => {
    const link = verifyLink({
      id: 1,
      promotionId: 9,
      periodKey: '2026-11-25',
      prize: { id: 3, kind: 'cash', amount: 100, name: 'x', position: 2 },
      prizeIndex: 2,
      weights: [5, 0, 20],
      serverSeed: 'abc',
      serverSeedHash: 'def',
      clientSeed: 'me',
      nonce: 4,
      rewardId: 1,
      createdAt: '2026-11-25T00:00:00Z',
    });
    const q = new URL(link, 'http://x').searchParams;
    expect(parseWeights(q.get('weights'))).toEqual([5, 0, 20]);
    expect(q.get('won')).toBe('2');
    expect(parseWeights('0.0')).toBeNull();
    expect(parseWeights('1..2')).toBeNull();
    expect(parseWeights(null)).toBeNull();
  });
});
