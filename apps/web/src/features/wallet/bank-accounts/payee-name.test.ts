import { describe, expect, it } from 'vitest';
import { cleanAccountNumber, isPayeeName, toPayeeName } from './payee-name';

describe('payee name (spec §5: real name without diacritics, with spaces)', () => {
  it('removes Vietnamese diacritics, including đ, and keeps the spaces', () => {
    expect(toPayeeName('Nguyễn Văn  An')).toBe('NGUYEN VAN AN');
    expect(toPayeeName(' Đặng thị Ánh ')).toBe('DANG THI ANH');
    expect(toPayeeName('Trần Quốc Đạt')).toBe('TRAN QUOC DAT');
  });

  it('accepts letters and single spaces only', () => {
    expect(isPayeeName('NGUYEN VAN AN')).toBe(true);
    expect(isPayeeName('A')).toBe(false);
    expect(isPayeeName('NGUYEN VAN 2')).toBe(false);
    expect(isPayeeName('NGUYEN-VAN')).toBe(false);
    expect(isPayeeName('')).toBe(false);
  });
});

describe('account number', () => {
  it('is 6 to 20 digits, spaces ignored', () => {
    expect(cleanAccountNumber('0071 0001 2345')).toBe('007100012345');
    expect(cleanAccountNumber('12345')).toBeNull();
    expect(cleanAccountNumber('123456789012345678901')).toBeNull();
    expect(cleanAccountNumber('12345a7')).toBeNull();
  });
});
