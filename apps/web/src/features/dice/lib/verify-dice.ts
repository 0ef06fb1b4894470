import { type Dice, drawDice, hashServerSeed, outcomeBytes, outcomeMessage, type SeedPair } from '@app/games';

// The same commit–reveal as the house slot's verify page (features/house/lib/verify-round.ts): HMAC-SHA256
// by WebCrypto where the page is a secure context, else the pure-JS HMAC of packages/games, then the very
// engine the server draws with.

const utf8 = (s: string) => new TextEncoder().encode(s);
const hex = (bytes: ArrayBuffer) => Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');
const subtle = (): SubtleCrypto | undefined => globalThis.crypto?.subtle;

/** SHA-256 of the server seed, hex: must equal the hash published before the round opened. */
export async function sha256Hex(serverSeed: string): Promise<string> {
  const s = subtle();
  return s ? hex(await s.digest('SHA-256', utf8(serverSeed))) : hashServerSeed(serverSeed);
}

class NeedMoreRounds extends Error {}

async function blocks(seeds: SeedPair, count: number): Promise<Uint8Array[]> {
  const s = subtle();
  if (!s) return Array.from({ length: count }, (_, r) => outcomeBytes(seeds, r));
  const key = await s.importKey('raw', utf8(seeds.serverSeed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return Promise.all(
    Array.from(
      { length: count },
      async (_, r) => new Uint8Array(await s.sign('HMAC', key, utf8(outcomeMessage(seeds, r)))),
    ),
  );
}

/** The round's three dice recomputed in the browser from its revealed seed pair. */
export async function verifyDice(seeds: SeedPair): Promise<Dice> {
  // Three dice use one HMAC round almost always; a run of rejected samples may need another.
  for (let count = 2; ; count *= 2) {
    const computed = await blocks(seeds, count);
    try {
      return drawDice(seeds, (round) => {
        const block = computed[round];
        if (!block) throw new NeedMoreRounds();
        return block;
      });
    } catch (err) {
      if (!(err instanceof NeedMoreRounds)) throw err;
    }
  }
}

/** Whether two dice triples are the same, in order (the draw order is part of the result). */
export function sameDice(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}
