import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FairStream } from './fair-stream.js';
import { HmacSha256, sha256Bytes } from './hmac-sha256.js';
import { FairRandom, outcomeMessage } from './provably-fair.js';

describe('pure-JS SHA-256 and keyed HMAC', () => {
  it('equal node:crypto for any key and message length (across the 55/56/64-byte padding edges)', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 0, maxLength: 200 }),
        fc.uint8Array({ minLength: 0, maxLength: 200 }),
        (key, msg) => {
          expect(Buffer.from(sha256Bytes(msg))).toEqual(createHash('sha256').update(msg).digest());
          expect(Buffer.from(new HmacSha256(key).digest(msg))).toEqual(createHmac('sha256', key).update(msg).digest());
        },
      ),
      { numRuns: 400 },
    );
    for (const len of [0, 55, 56, 63, 64, 65, 119, 120, 128]) {
      const msg = new Uint8Array(len).fill(0x61);
      expect(Buffer.from(new HmacSha256(new Uint8Array(64).fill(7)).digest(msg))).toEqual(
        createHmac('sha256', Buffer.alloc(64, 7)).update(msg).digest(),
      );
    }
  });

  it('FairStream yields the numbers of HMAC-SHA256(serverSeed, clientSeed:nonce:round), for any seeds and nonce', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 90 }),
        fc.string({ maxLength: 90 }),
        fc.oneof(fc.nat(), fc.constant(Number.MAX_SAFE_INTEGER), fc.constant(-3), fc.constant(1e21)),
        (serverSeed, clientSeed, nonce) => {
          const seeds = { serverSeed, clientSeed, nonce };
          const viaNode = new FairRandom(seeds, (round) =>
            createHmac('sha256', serverSeed).update(outcomeMessage(seeds, round)).digest(),
          );
          const stream = new FairStream(serverSeed, clientSeed).start(nonce);
          for (let i = 0; i < 20; i++) expect(stream.nextUint32()).toBe(viaNode.nextUint32());
        },
      ),
      { numRuns: 200 },
    );
  });
});
