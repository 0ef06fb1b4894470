import { describe, expect, it } from 'vitest';
import { compactMessage, referenceCandidates } from './reference-match.js';

describe('transfer message matching', () => {
  it('reads the reference through case, spaces, dots and a bank prefix', () => {
    for (const message of [
      'KX7M2QPA',
      'kx7m2qpa',
      'KX7M 2QPA',
      'kx7m-2qpa nap tien',
      'MBVCB.3278154.kx7m2qpa.CT tu 0071000999 NGUYEN VAN A toi 0071000123456',
      'Nạp tiền KX7M2QPA',
    ]) {
      expect(referenceCandidates(message)).toContain('KX7M2QPA');
    }
  });

  it('drops diacritics and đ as banks do', () => {
    expect(compactMessage('Đặng Thị Hương chuyển tiền')).toBe('DANGTHIHUONGCHUYENTIEN');
  });

  it('never offers a stretch with letters outside the reference alphabet', () => {
    // O, 0, I, 1, L are not in the alphabet: a stretch containing them cannot be a code.
    expect(referenceCandidates('KX7M0QPA')).toEqual([]);
    expect(referenceCandidates('ABC')).toEqual([]);
  });

  it('offers every 8-character stretch of a longer run (the database decides)', () => {
    expect(referenceCandidates('ABCDEFGHJ')).toEqual(['ABCDEFGH', 'BCDEFGHJ']);
  });
});
