import { REFERENCE_ALPHABET, REFERENCE_LENGTH } from '../reference-code.js';

const IN_ALPHABET = new Set(REFERENCE_ALPHABET);

/**
 * A transfer message as banks deliver it, reduced to what a reference can survive as: banking apps
 * lower-case it, split it with spaces or dots, prefix their own codes ("MBVCB.3278.…"), and some turn
 * Vietnamese letters into plain ones. Diacritics go (đ → d), letters are upper-cased, and everything
 * but A–Z and 0–9 is dropped, so "kx7m 2qpa" and "KX7M-2QPA" both read KX7M2QPA.
 */
export function compactMessage(message: string): string {
  return message
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[đĐ]/g, 'D')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
}

/**
 * Every stretch of the compacted message that could be a reference code (8 characters of the reference
 * alphabet). The database says which, if any, is one: with 31^8 codes, a stray match of a live code is
 * negligible, and two live codes in one message are reported as ambiguous rather than guessed.
 */
export function referenceCandidates(message: string): string[] {
  const compact = compactMessage(message).slice(0, 1000);
  const found = new Set<string>();
  let run = 0;
  for (let i = 0; i < compact.length; i++) {
    run = IN_ALPHABET.has(compact[i]!) ? run + 1 : 0;
    if (run >= REFERENCE_LENGTH) found.add(compact.slice(i + 1 - REFERENCE_LENGTH, i + 1));
  }
  return [...found];
}
