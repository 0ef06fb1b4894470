import { describe, expect, it } from 'vitest';
import { timeAgo } from './time-ago';

describe('timeAgo', () => {
  const now = Date.parse('2026-11-22T05:00:00Z');
  const ago = (s: number) => new Date(now - s * 1000).toISOString();

  it('picks the largest whole unit, in English and Vietnamese', () => {
    expect(timeAgo(ago(30), now, 'en')).toBe('30 seconds ago');
    expect(timeAgo(ago(3 * 60 + 59), now, 'en')).toBe('3 minutes ago');
    expect(timeAgo(ago(2 * 3600), now, 'en')).toBe('2 hours ago');
    expect(timeAgo(ago(86_400), now, 'en')).toBe('yesterday');
    expect(timeAgo(ago(3 * 60), now, 'vi')).toBe('3 phút trước');
  });

  it('never says a past win is in the future (a clock a little behind the server)', () => {
    expect(timeAgo(new Date(now + 5_000).toISOString(), now, 'en')).toBe('now');
  });
});
