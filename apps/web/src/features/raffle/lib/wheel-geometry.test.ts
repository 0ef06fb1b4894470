import { describe, expect, it } from 'vitest';
import { rotationFor, sliceAngle } from './wheel-geometry';

/** Which slice sits under the top pointer at a rotation. */
const under = (rotation: number, count: number) => {
  const a = sliceAngle(count);
  return Math.round((((360 - (rotation % 360)) % 360) / a) % count) % count;
};

describe('wheel geometry', () => {
  it('lands every slice under the pointer, always turning forward by at least the full turns', () => {
    for (const count of [2, 5, 8, 12]) {
      let rotation = 0;
      for (const index of [0, count - 1, 1, 1, Math.floor(count / 2), 0]) {
        const next = rotationFor(rotation, index, count, 4);
        expect(next - rotation).toBeGreaterThanOrEqual(4 * 360);
        expect(next - rotation).toBeLessThan(5 * 360);
        expect(under(next, count)).toBe(index);
        rotation = next;
      }
    }
  });
});

describe('odds text', () => {
  it('writes parts per million as a percentage, two decimals, rounded down', async () => {
    const { oddsText } = await import('./odds-text');
    expect(oddsText(123_456)).toBe('12.34%');
    expect(oddsText(1_000_000)).toBe('100.00%');
    expect(oddsText(50)).toBe('0.00%');
    expect(oddsText(5_000)).toBe('0.50%');
  });
});
