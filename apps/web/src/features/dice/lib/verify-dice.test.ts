import { drawDice, hashServerSeed } from '@app/games';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../../shared/fairness/fair-bytes';
import { sameDice, verifyDice } from './verify-dice';

const serverSeed = 'f2ca1bb6c7e907d06dafe4687e579fce76b37e4e93b7605022da52e6ccc26fd2';

describe('verifyDice (WebCrypto)', () => {
  it('recomputes exactly the dice the server draws', async () => {
    for (let nonce = 0; nonce < 200; nonce++) {
      const seeds = { serverSeed, clientSeed: 'dice-verify', nonce };
      expect(await verifyDice(seeds)).toEqual(drawDice(seeds));
    }
  });
  it('hashes the seed like the server and tells a changed seed apart', async () => {
    expect(await sha256Hex(serverSeed)).toBe(hashServerSeed(serverSeed));
    const dice = await Promise.all(
      Array.from({ length: 20 }, (_, nonce) => verifyDice({ serverSeed: `${serverSeed}0`, clientSeed: 'x', nonce })),
    );
    const base = await Promise.all(
      Array.from({ length: 20 }, (_, nonce) => verifyDice({ serverSeed, clientSeed: 'x', nonce })),
    );
    expect(dice.every((d, i) => sameDice(d, base[i] ?? []))).toBe(false);
    expect(sameDice([1, 2, 3], [1, 2, 3])).toBe(true);
    expect(sameDice([1, 2, 3], [3, 2, 1])).toBe(false);
  });
});
