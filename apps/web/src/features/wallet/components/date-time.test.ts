import { describe, expect, it } from 'vitest';
import { formatOperatorDateTime } from './date-time';

describe('formatOperatorDateTime', () => {
  it("shows the instant in Asia/Ho_Chi_Minh (UTC+7), across midnight, in the site's format", () => {
    expect(formatOperatorDateTime('2026-03-01T17:30:00.000Z', 'vi')).toBe('02/03/2026 00:30');
    expect(formatOperatorDateTime('2026-03-01T02:05:00Z', 'en')).toBe('01 Mar 2026, 09:05');
  });

  it('leaves a value that is not a date as it is', () => {
    expect(formatOperatorDateTime('soon', 'vi')).toBe('soon');
  });
});
