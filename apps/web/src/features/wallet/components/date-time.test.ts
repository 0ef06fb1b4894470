import { describe, expect, it } from 'vitest';
import { formatOperatorDateTime } from './date-time';

describe('formatOperatorDateTime', () => {
  it('shows the instant in Asia/Ho_Chi_Minh (UTC+7), across midnight', () => {
    expect(formatOperatorDateTime('2026-03-01T17:30:00.000Z')).toBe('2026-03-02 00:30');
    expect(formatOperatorDateTime('2026-03-01T02:05:00Z')).toBe('2026-03-01 09:05');
  });

  it('leaves a value that is not a date as it is', () => {
    expect(formatOperatorDateTime('soon')).toBe('soon');
  });
});
