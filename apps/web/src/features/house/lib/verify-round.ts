import {
  FairRandom,
  HOUSE_SLOT,
  hashServerSeed,
  outcomeBytes,
  outcomeMessage,
  playRound,
  type SeedPair,
  type SlotBet,
  type SlotRound,
} from '@app/games';

const utf8 = (s: string) => new TextEncoder().encode(s);
const hex = (bytes: ArrayBuffer) => Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');

/** WebCrypto where the page is a secure context; otherwise the same HMAC in pure JS from packages/games. */
const subtle = (): SubtleCrypto | undefined => globalThis.crypto?.subtle;

/** SHA-256 of the server seed, hex: must equal the hash the game showed before play. */
export async function sha256Hex(serverSeed: string): Promise<string> {
  const s = subtle();
  return s ? hex(await s.digest('SHA-256', utf8(serverSeed))) : hashServerSeed(serverSeed);
}

class NeedMoreRounds extends Error {}

/** HMAC-SHA256 outcome bytes of rounds 0..count-1 of one seed pair. */
async function roundBlocks(seeds: SeedPair, count: number): Promise<Uint8Array[]> {
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

/**
 * Recomputes a house slot round in the browser: the outcome bytes come from WebCrypto's HMAC-SHA256
 * (asynchronous), then the very engine the server runs (packages/games) turns them into reels and wins.
 * A round needs a few HMAC rounds (8 numbers each); more are computed if the engine asks for them.
 */
export async function verifyRound(seeds: SeedPair, bet: SlotBet): Promise<SlotRound> {
  for (let count = 12; ; count *= 2) {
    const blocks = await roundBlocks(seeds, count);
    const rng = new FairRandom(seeds, (round) => {
      const block = blocks[round];
      if (!block) throw new NeedMoreRounds();
      return block;
    });
    try {
      return playRound(HOUSE_SLOT, rng, bet);
    } catch (err) {
      if (!(err instanceof NeedMoreRounds)) throw err;
    }
  }
}
