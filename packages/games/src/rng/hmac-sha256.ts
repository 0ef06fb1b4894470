/**
 * SHA-256 and HMAC-SHA256 in plain JavaScript, built for many short messages under one key: the key's
 * inner and outer padded blocks are hashed once (RFC 2104 lets an implementation keep those two
 * intermediate states), so each HMAC of a message under 56 bytes costs two compressions and no
 * allocation. node:crypto's createHmac cannot keep keyed state between messages and builds several
 * objects per call, which made it the slot simulation's largest cost. Words are returned as SHA-256
 * writes them (big-endian), which is how FairRandom reads its 4-byte numbers.
 */

import { compressBlock, compressDigestBlock } from './sha256-compress.js';

const IV = Int32Array.from([
  0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
]);

const BLOCK = 64;

/** The block being hashed, shared: hashing is synchronous, so no two calls ever use it at once. */
const W = new Int32Array(16);

/** One compression of the block in W from `st` into `out` (by default `st` itself). */
function compress(st: Int32Array, out: Int32Array = st): void {
  compressBlock(st, out, W);
}

/** Loads 64 bytes from `bytes` at `offset` into W[0..15], big-endian. */
function loadBlock(bytes: Uint8Array, offset: number): void {
  for (let i = 0; i < 16; i++) {
    const o = offset + i * 4;
    W[i] = (bytes[o]! << 24) | (bytes[o + 1]! << 16) | (bytes[o + 2]! << 8) | bytes[o + 3]!;
  }
}

/** Padding scratch, grown on demand (messages here are short; one block is the usual case). */
let padded = new Uint8Array(BLOCK * 2);

/**
 * Hashes `msg[0..len)` into `st`, which already holds the state after `prefixBytes` bytes (0 for a
 * plain hash, 64 after an HMAC key block): appends SHA-256's padding and compresses every block.
 */
function finish(st: Int32Array, msg: Uint8Array, len: number, prefixBytes: number): void {
  const blocks = Math.ceil((len + 9) / BLOCK);
  const size = blocks * BLOCK;
  if (padded.length < size) padded = new Uint8Array(size);
  const p = padded;
  p.set(msg.subarray(0, len));
  p[len] = 0x80;
  p.fill(0, len + 1, size - 8);
  const bits = (prefixBytes + len) * 8;
  const hi = Math.floor(bits / 0x100000000);
  const lo = bits >>> 0;
  p[size - 8] = hi >>> 24;
  p[size - 7] = hi >>> 16;
  p[size - 6] = hi >>> 8;
  p[size - 5] = hi;
  p[size - 4] = lo >>> 24;
  p[size - 3] = lo >>> 16;
  p[size - 2] = lo >>> 8;
  p[size - 1] = lo;
  for (let b = 0; b < blocks; b++) {
    loadBlock(p, b * BLOCK);
    compress(st);
  }
}

function wordsToBytes(words: Int32Array): Uint8Array {
  const out = new Uint8Array(words.length * 4);
  for (let i = 0; i < words.length; i++) {
    const v = words[i]!;
    out[i * 4] = v >>> 24;
    out[i * 4 + 1] = v >>> 16;
    out[i * 4 + 2] = v >>> 8;
    out[i * 4 + 3] = v;
  }
  return out;
}

/** SHA-256 of `msg`, 32 bytes. */
export function sha256Bytes(msg: Uint8Array): Uint8Array {
  const st = Int32Array.from(IV);
  finish(st, msg, msg.length, 0);
  return wordsToBytes(st);
}

/** HMAC-SHA256 under one key, with the key's padded blocks hashed once at construction. */
export class HmacSha256 {
  private readonly inner = new Int32Array(8);
  private readonly outer = new Int32Array(8);
  private readonly st = new Int32Array(8);

  constructor(key: Uint8Array) {
    const k = new Uint8Array(BLOCK);
    k.set(key.length > BLOCK ? sha256Bytes(key) : key);
    const pad = new Uint8Array(BLOCK);
    for (const [state, byte] of [
      [this.inner, 0x36],
      [this.outer, 0x5c],
    ] as const) {
      for (let i = 0; i < BLOCK; i++) pad[i] = k[i]! ^ byte;
      state.set(IV);
      loadBlock(pad, 0);
      compress(state);
    }
  }

  /** HMAC of `msg[0..len)` as 8 big-endian words written to `out` (read them with `>>> 0`). */
  digestWords(msg: Uint8Array, len: number, out: Int32Array): void {
    const st = this.st;
    if (len <= BLOCK - 9) {
      // One block (every outcome message but a very long client seed's): padded straight into W.
      W.fill(0, 0, 16);
      for (let i = 0; i < len; i++) W[i >> 2]! |= msg[i]! << (24 - 8 * (i & 3));
      W[len >> 2]! |= 0x80 << (24 - 8 * (len & 3));
      W[15] = (BLOCK + len) * 8;
      compress(this.inner, st);
    } else {
      st.set(this.inner);
      finish(st, msg, len, BLOCK);
    }
    // The outer hash's message is the 32-byte inner digest: always exactly one padded block.
    compressDigestBlock(this.outer, out, st);
  }

  /** HMAC of `msg`, 32 bytes. */
  digest(msg: Uint8Array): Uint8Array {
    const out = new Int32Array(8);
    this.digestWords(msg, msg.length, out);
    return wordsToBytes(out);
  }
}
