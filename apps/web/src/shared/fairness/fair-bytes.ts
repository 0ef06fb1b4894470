import { hashServerSeed, outcomeBytes, outcomeMessage, type RoundBytes, type SeedPair } from '@app/games';

// The browser side of commit–reveal, one copy for every verify page (house slot, dice): HMAC-SHA256 by
// WebCrypto where the page is a secure context, else the pure-JS HMAC of packages/games. The game's own
// engine then turns the bytes into its outcome exactly as the server did.

const utf8 = (s: string) => new TextEncoder().encode(s);
const hex = (bytes: ArrayBuffer) => Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');
const subtle = (): SubtleCrypto | undefined => globalThis.crypto?.subtle;

/** SHA-256 of the server seed, hex: must equal the hash published before play. */
export async function sha256Hex(serverSeed: string): Promise<string> {
  const s = subtle();
  return s ? hex(await s.digest('SHA-256', utf8(serverSeed))) : hashServerSeed(serverSeed);
}

/** HMAC-SHA256 outcome bytes of rounds 0..count-1 of one seed pair. */
async function outcomeBlocks(seeds: SeedPair, count: number): Promise<Uint8Array[]> {
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

class NeedMoreRounds extends Error {}

/**
 * Runs a game's engine on outcome bytes computed in the browser. WebCrypto is asynchronous and the engines
 * read bytes synchronously, so `rounds` HMAC rounds are computed first; an engine that asks for more
 * (a run of rejected samples, free spins) is run again on twice as many.
 */
export async function recomputeWithBrowserHmac<T>(
  seeds: SeedPair,
  rounds: number,
  engine: (roundBytes: RoundBytes) => T,
): Promise<T> {
  for (let count = Math.max(1, rounds); ; count *= 2) {
    const blocks = await outcomeBlocks(seeds, count);
    try {
      return engine((round) => {
        const block = blocks[round];
        if (!block) throw new NeedMoreRounds();
        return block;
      });
    } catch (err) {
      if (!(err instanceof NeedMoreRounds)) throw err;
    }
  }
}
