import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatTimeAgo,
  OPERATOR_TIME_ZONE,
  partsFormatter,
  zonedDay,
  zonedParts,
  zonedWeekday,
  zoneOffsetLabel,
} from './date';
import { formatCount, formatMinor, formatMoney } from './number';

describe('money format (spec §9: 2 decimals, thousands separators, currency symbol)', () => {
  it('minor units to 2 decimals with separators', () => {
    expect(formatMinor(0)).toBe('0.00');
    expect(formatMinor(5)).toBe('0.05');
    expect(formatMinor(123_456_789)).toBe('1,234,567.89');
    expect(formatMinor(-150)).toBe('-1.50');
    expect(formatMinor(-5)).toBe('-0.05');
    expect(formatCount(12345.9)).toBe('12,345');
  });

  it('writes what Intl.NumberFormat (en-US) writes, without creating one at start-up', () => {
    const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    const edges = [
      0,
      1,
      999,
      1000,
      999_999.995,
      1_234.005,
      1_234.015,
      0.125,
      0.135,
      2.675,
      -0.5,
      -1234.567,
      1e15 + 0.5,
    ];
    let seed = 7;
    const random = () => {
      seed = (seed * 48_271) % 2_147_483_647;
      return seed / 2_147_483_647;
    };
    const values = [
      ...edges,
      ...Array.from({ length: 2_000 }, () => (random() - 0.3) * 10 ** Math.floor(random() * 13)),
    ];
    for (const v of values) {
      expect(formatCount(v), String(v)).toBe(whole.format(Math.trunc(v)).replace(/^-0$/, '0'));
    }
    for (const minor of [0, 7, -7, 100, -100, 123_456_789, -987_654_321_012]) {
      expect(formatMinor(minor)).toBe(
        `${minor < 0 ? '-' : ''}${twoDecimals.format(Math.abs(minor) / 100)}`.replace('-0.00', '0.00'),
      );
    }
  });

  it('puts the currency symbol first, and a sign only when asked or negative', () => {
    expect(formatMoney(10_000_000, '₫')).toBe('₫ 100,000.00');
    expect(formatMoney(2_000, '₫', { signed: true })).toBe('₫ +20.00');
    expect(formatMoney(-2_000, '₫', { signed: true })).toBe('₫ -20.00');
    expect(formatMoney(0, '₫', { signed: true })).toBe('₫ 0.00');
    expect(formatMoney(100, '')).toBe('1.00');
    expect(formatMoney(100, null)).toBe('1.00');
  });
});

describe('date-time format (one per language, operator zone)', () => {
  // 2026-11-24 14:05:09 UTC = 21:05:09 in Ho Chi Minh City (UTC+7), whatever the test machine's zone.
  const at = '2026-11-24T14:05:09Z';

  it('vi: dd/MM/yyyy HH:mm; en: dd MMM yyyy, HH:mm', () => {
    expect(formatDateTime(at, 'vi')).toBe('24/11/2026 21:05');
    expect(formatDateTime(at, 'en')).toBe('24 Nov 2026, 21:05');
    expect(formatDateTime(at, 'vi', { seconds: true })).toBe('24/11/2026 21:05:09');
    expect(formatDate(at, 'vi')).toBe('24/11/2026');
    expect(formatDate(at, 'en')).toBe('24 Nov 2026');
    expect(formatDateTime(new Date(at), 'en', { timeZone: 'UTC' })).toBe('24 Nov 2026, 14:05');
  });

  it('crosses midnight in the operator zone, not the browser zone', () => {
    expect(formatDateTime('2026-03-01T17:30:00Z', 'vi')).toBe('02/03/2026 00:30');
    expect(zonedDay(new Date('2026-03-01T17:30:00Z'))).toBe('2026-03-02');
    expect(zonedWeekday(new Date('2026-11-22T17:30:00Z'))).toBe(1); // Monday 00:30 in Vietnam
  });

  it('leaves an unreadable value as it is, and labels the zone offset', () => {
    expect(formatDateTime('soon', 'vi')).toBe('soon');
    expect(zoneOffsetLabel(new Date(at))).toBe('GMT+7');
  });

  it('says how long ago, in the language', () => {
    const now = Date.parse(at);
    expect(formatTimeAgo(new Date(now - 3 * 60_000), now, 'en')).toBe('3 minutes ago');
    expect(formatTimeAgo(new Date(now - 3 * 60_000), now, 'vi')).toBe('3 phút trước');
  });
});

describe("the operator's zone without Intl", () => {
  it('gives the fields Intl gives, from 1975 on and across its last change (13 June 1975)', () => {
    const intl = partsFormatter(OPERATOR_TIME_ZONE);
    const expected = (at: Date) => {
      const p = Object.fromEntries(intl.formatToParts(at).map((x) => [x.type, x.value]));
      return { year: p.year, month: p.month, day: p.day, hour: p.hour, minute: p.minute, second: p.second };
    };
    const change = Date.UTC(1975, 5, 12, 17);
    const instants = [change - 3_600_000, change - 1, change, change + 1, Date.UTC(2026, 11, 31, 16, 59, 59, 999)];
    // Every 3 days, 7 hours, 11 minutes and 13 seconds until 2030.
    for (let ms = change; ms < Date.UTC(2030, 0, 1); ms += 285_073_000) instants.push(ms);
    for (const ms of instants)
      expect(zonedParts(new Date(ms)), new Date(ms).toISOString()).toEqual(expected(new Date(ms)));
  });
});
