import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * Self-hosted anti-bot challenge: find a counter such that SHA-256(`${salt}:${counter}`) starts with
 * `difficulty` zero bits. Cheap for one login (about 2^difficulty hashes), costly for a bot farm.
 */
export interface PowChallenge {
  id: string;
  salt: string;
  difficulty: number;
}

export function leadingZeroBits(bytes: Uint8Array): number {
  let bits = 0;
  for (const b of bytes) {
    if (b === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(b) - 24;
  }
  return bits;
}

export function checkPow(salt: string, difficulty: number, counter: number): boolean {
  if (!Number.isSafeInteger(counter) || counter < 0) return false;
  return leadingZeroBits(sha256(utf8ToBytes(`${salt}:${counter}`))) >= difficulty;
}

/** Browser side: solves a challenge; yields to the event loop every `chunk` tries so the page stays responsive. */
export async function solvePow(challenge: PowChallenge, chunk = 5000): Promise<number> {
  for (let counter = 0; ; counter++) {
    if (checkPow(challenge.salt, challenge.difficulty, counter)) return counter;
    if (counter % chunk === chunk - 1) await new Promise((r) => setTimeout(r, 0));
  }
}
