import { describe, expect, it } from 'vitest';
import { formatDuration, parseLimitInput } from './lib';

describe('limit input', () => {
  it('takes whole đồng (minor units out) and minutes for the session limit', () => {
    expect(parseLimitInput('500,000', 'loss')).toBe(50_000_000);
    expect(parseLimitInput('90', 'session')).toBe(90);
    expect(parseLimitInput('', 'loss')).toBeNull();
  });
  it('refuses negative, fractional and zero amounts', () => {
    for (const bad of ['-5', '10.5', '0', 'abc', '1e3']) expect(parseLimitInput(bad, 'loss')).toBe('invalid');
  });
  it('writes durations', () => {
    expect(formatDuration(65 * 60_000)).toBe('1h 05m');
    expect(formatDuration(59_999)).toBe('0m');
  });
});
