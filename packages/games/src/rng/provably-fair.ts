import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { FairStream } from './fair-stream.js';

/** The pair of seeds and the counter that fix every outcome of one bet (domain/fairness-and-rtp.md). */
export interface SeedPair {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

/** The commitment shown to the player before play: SHA-256 of the server seed, hex. */
export function hashServerSeed(serverSeed: string): string {
  return bytesToHex(sha256(utf8ToBytes(serverSeed)));
}

/** A new secret server seed: 32 random bytes as hex, from the platform's CSPRNG. */
export function generateServerSeed(): string {
  const bytes = new Uint8Array(32);
  globalThis.crypto.getRandomValues(bytes);
  return bytesToHex(bytes);
}

/** The HMAC message of one round: `clientSeed:nonce:round` (shared by every HMAC implementation). */
export function outcomeMessage(seeds: SeedPair, round: number): string {
  return `${seeds.clientSeed}:${seeds.nonce}:${round}`;
}

/** Outcome bytes of one round: HMAC-SHA256(key = server seed, message = `clientSeed:nonce:round`). */
export function outcomeBytes(seeds: SeedPair, round: number): Uint8Array {
  return hmac(sha256, utf8ToBytes(seeds.serverSeed), utf8ToBytes(outcomeMessage(seeds, round)));
}

/**
 * Supplies the 32 outcome bytes of a round. The default is FairStream's pure-JS HMAC (the key's padded
 * blocks hashed once per server seed, several times faster than node:crypto for these short messages);
 * a browser verifier passes bytes precomputed with WebCrypto: the bytes are the same, so the outcome is
 * the same. `outcomeBytes` above (@noble/hashes) stays as the independent reference the tests compare with.
 */
export type RoundBytes = (round: number) => Uint8Array;

const TWO_POW_32 = 2 ** 32;

/**
 * Deterministic random numbers for one bet, read 4 bytes at a time from successive HMAC rounds.
 * Anyone holding the revealed server seed, the client seed and the nonce recomputes the same sequence.
 */
export class FairRandom {
  private block: Uint8Array = new Uint8Array(0);
  private offset = 0;
  private round = 0;

  private readonly roundBytes: RoundBytes | undefined;
  private readonly stream: FairStream | undefined;

  constructor(seeds: SeedPair, roundBytes?: RoundBytes) {
    this.roundBytes = roundBytes;
    this.stream = roundBytes ? undefined : new FairStream(seeds.serverSeed, seeds.clientSeed).start(seeds.nonce);
  }

  /** Next unsigned 32-bit integer (big-endian bytes). */
  nextUint32(): number {
    if (this.stream) return this.stream.nextUint32();
    if (this.offset + 4 > this.block.length) {
      this.block = this.roundBytes!(this.round++);
      this.offset = 0;
    }
    const b = this.block;
    const o = this.offset;
    this.offset += 4;
    return ((b[o]! << 24) | (b[o + 1]! << 16) | (b[o + 2]! << 8) | b[o + 3]!) >>> 0;
  }

  /** Uniform number in [0, 1) with 32 bits of resolution. */
  nextFloat(): number {
    return this.nextUint32() / TWO_POW_32;
  }

  /**
   * Uniform integer in [0, n) with no modulo bias: values in the incomplete last bucket are rejected
   * and another 4 bytes are read, so every result is exactly equally likely.
   */
  nextInt(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > TWO_POW_32) throw new RangeError(`nextInt: bad range ${n}`);
    const limit = TWO_POW_32 - (TWO_POW_32 % n);
    for (;;) {
      const v = this.nextUint32();
      if (v < limit) return v % n;
    }
  }

  /** Index picked with probability proportional to its weight (non-negative integers, positive total). */
  pickWeighted(weights: readonly number[]): number {
    let total = 0;
    for (const w of weights) {
      if (!Number.isInteger(w) || w < 0) throw new RangeError('pickWeighted: weights must be non-negative integers');
      total += w;
    }
    if (total <= 0) throw new RangeError('pickWeighted: total weight must be positive');
    let r = this.nextInt(total);
    for (let i = 0; i < weights.length; i++) {
      r -= weights[i]!;
      if (r < 0) return i;
    }
    throw new Error('unreachable');
  }
}
