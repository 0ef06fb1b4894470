import type { Bank } from '@app/contracts';

/**
 * Banks a member may withdraw to (Vietnamese banks, by their usual short codes). A fixed list for now;
 * an operator setting can replace it when the back office arrives.
 */
export const BANKS: readonly Bank[] = [
  { code: 'VCB', name: 'Vietcombank' },
  { code: 'TCB', name: 'Techcombank' },
  { code: 'BIDV', name: 'BIDV' },
  { code: 'ICB', name: 'VietinBank' },
  { code: 'AGR', name: 'Agribank' },
  { code: 'ACB', name: 'ACB' },
  { code: 'MB', name: 'MB Bank' },
  { code: 'VPB', name: 'VPBank' },
  { code: 'TPB', name: 'TPBank' },
  { code: 'STB', name: 'Sacombank' },
  { code: 'HDB', name: 'HDBank' },
  { code: 'VIB', name: 'VIB' },
  { code: 'SHB', name: 'SHB' },
  { code: 'EIB', name: 'Eximbank' },
  { code: 'MSB', name: 'MSB' },
  { code: 'OCB', name: 'OCB' },
  { code: 'LPB', name: 'LPBank' },
  { code: 'SEAB', name: 'SeABank' },
];

export const bankName = (code: string): string => BANKS.find((b) => b.code === code)?.name ?? code;

/** Spec §5 payee name: letters without diacritics, words separated by single spaces. */
const PAYEE = /^[A-Z]+( [A-Z]+)*$/;

/** Trims, collapses spaces and upper-cases; the stored and compared form of a payee name. */
export const canonicalPayee = (s: string): string => s.replace(/\s+/g, ' ').trim().toUpperCase();

/** True when the (canonical) name is a payee name: no diacritics, digits or punctuation. */
export const isPayeeName = (canonical: string): boolean => canonical.length >= 2 && PAYEE.test(canonical);

/** The payee form of a real name that may carry Vietnamese diacritics ('Nguyễn Văn An' → 'NGUYEN VAN AN'). */
export function payeeOfRealName(s: string): string {
  return canonicalPayee(s.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/g, 'd').replace(/Đ/g, 'D'));
}

/** Shows the last 4 digits only. */
export const maskAccountNumber = (n: string): string => `${'*'.repeat(Math.max(0, n.length - 4))}${n.slice(-4)}`;
