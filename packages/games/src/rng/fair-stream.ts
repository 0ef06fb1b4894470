import { HmacSha256 } from './hmac-sha256.js';

const TWO_POW_32 = 2 ** 32;
const COLON = 0x3a;
const utf8 = new TextEncoder();

/** Keyed HMAC state of the last server seed used: a simulation or a verifier replays many nonces under one seed. */
let lastKey: { serverSeed: string; hmac: HmacSha256 } | undefined;

/** The keyed HMAC for a server seed (its UTF-8 bytes are the key), reused while the seed stays the same. */
export function hmacForServerSeed(serverSeed: string): HmacSha256 {
  if (lastKey?.serverSeed !== serverSeed) lastKey = { serverSeed, hmac: new HmacSha256(utf8.encode(serverSeed)) };
  return lastKey.hmac;
}

/**
 * Writes `value` as `${value}` would print it, at `pos`; returns the end. Non-negative safe integers
 * (every real nonce and round) are written digit by digit; anything else goes through String().
 */
function writeNumber(buf: Uint8Array, pos: number, value: number): number {
  if (!Number.isSafeInteger(value) || value < 0) {
    const bytes = utf8.encode(String(value));
    buf.set(bytes, pos);
    return pos + bytes.length;
  }
  let digits = 1;
  for (let v = value; v >= 10; v = Math.floor(v / 10)) digits++;
  let v = value;
  for (let i = pos + digits - 1; i >= pos; i--) {
    buf[i] = 0x30 + (v % 10);
    v = Math.floor(v / 10);
  }
  return pos + digits;
}

/**
 * The provably fair number stream of FairRandom (HMAC-SHA256(server seed, `clientSeed:nonce:round`),
 * 4 bytes at a time, big-endian), reusable across nonces with no allocation per round: `start(nonce)`
 * begins a bet's stream. It yields exactly FairRandom's numbers for the same seeds (golden test).
 */
export class FairStream {
  private readonly hmac: HmacSha256;
  private readonly msg: Uint8Array;
  private readonly prefixLength: number;
  private nonceEnd = 0;
  private readonly words = new Int32Array(8);
  private index = 8;
  private round = 0;

  constructor(serverSeed: string, clientSeed: string) {
    this.hmac = hmacForServerSeed(serverSeed);
    const prefix = utf8.encode(`${clientSeed}:`);
    this.prefixLength = prefix.length;
    // Room for the prefix, two numbers of any printed length (String() of a double is ≤ 25 chars) and a colon.
    this.msg = new Uint8Array(prefix.length + 64);
    this.msg.set(prefix);
  }

  /** Begins the stream of one bet (its nonce) at round 0. */
  start(nonce: number): this {
    const end = writeNumber(this.msg, this.prefixLength, nonce);
    this.msg[end] = COLON;
    this.nonceEnd = end + 1;
    this.round = 0;
    this.index = 8;
    return this;
  }

  /** Next unsigned 32-bit integer. */
  nextUint32(): number {
    if (this.index === 8) {
      const len = writeNumber(this.msg, this.nonceEnd, this.round++);
      this.hmac.digestWords(this.msg, len, this.words);
      this.index = 0;
    }
    return this.words[this.index++]! >>> 0;
  }

  /** Uniform integer in [0, n) with no modulo bias, exactly as FairRandom.nextInt. */
  nextInt(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > TWO_POW_32) throw new RangeError(`nextInt: bad range ${n}`);
    const limit = TWO_POW_32 - (TWO_POW_32 % n);
    for (;;) {
      const v = this.nextUint32();
      if (v < limit) return v % n;
    }
  }
}
