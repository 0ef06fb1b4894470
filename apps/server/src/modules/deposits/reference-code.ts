import { randomInt } from 'node:crypto';

/** No 0/O, 1/I/L: a code read from a screen and typed into a banking app's memo field survives. */
export const REFERENCE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const REFERENCE_LENGTH = 8;

/** A random transfer-memo code: 31^8 ≈ 8.5·10^11 values, so a collision (retried by the caller) is rare. */
export function newReferenceCode(): string {
  let s = '';
  for (let i = 0; i < REFERENCE_LENGTH; i++) s += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return s;
}
