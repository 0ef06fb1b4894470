import { describe, expect, it } from 'vitest';
import { csvCell, csvFileName, toCsv } from './csv';

describe('CSV export', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(12.5)).toBe('12.5');
  });
  it('keeps a formula-looking text as text, but not a negative number', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('-1,234.50')).toBe('"-1,234.50"');
    expect(csvCell(-5)).toBe('-5');
  });
  it('writes a BOM, the header and CRLF lines; Vietnamese text as is', () => {
    expect(
      toCsv(
        ['Tài khoản', 'Số tiền'],
        [
          ['an', '1,000.00'],
          ['bình', 5],
        ],
      ),
    ).toBe('\uFEFFTài khoản,Số tiền\r\nan,"1,000.00"\r\nbình,5\r\n');
  });
  it('names the file after the page and the range', () => {
    expect(csvFileName('team betting', '2026-11-01', '2026-11-24')).toBe('team-betting_2026-11-01_2026-11-24.csv');
  });
});
