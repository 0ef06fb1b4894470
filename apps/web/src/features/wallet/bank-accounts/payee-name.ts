/** Spec §5 payee name: letters without diacritics, words separated by single spaces (the server's rule). */
const PAYEE = /^[A-Z]+( [A-Z]+)*$/;

/**
 * The payee form of a name as the server stores it: diacritics removed ('Nguyễn Văn An' → 'NGUYEN VAN AN';
 * đ → D), spaces collapsed, upper case. Shown while typing so the member sees what will be saved.
 */
export function toPayeeName(s: string): string {
  return s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .replace(/\s+/g, ' ')
    .trim()
    .toUpperCase();
}

/** True when the payee form is acceptable: at least 2 letters, no digits or punctuation. */
export function isPayeeName(payee: string): boolean {
  return payee.length >= 2 && PAYEE.test(payee);
}

/** An account number as the server accepts it: 6 to 20 digits once spaces are removed. */
export function cleanAccountNumber(s: string): string | null {
  const digits = s.replace(/\s+/g, '');
  return /^\d{6,20}$/.test(digits) ? digits : null;
}
