import { formatCompact } from '../../../shared/format/number';

/** The chip values a VND table offers (currency units): the 1–2–5 series from 1,000 ₫ to 50,000,000 ₫. */
const SERIES: readonly number[] = [1, 2, 5]
  .flatMap((d) => [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000].map((p) => d * p))
  .sort((a, b) => a - b);

/**
 * Up to `count` chips (minor units) between the table's minimum and maximum stake: the minimum first,
 * then values of the 1–2–5 series spread across the range (so a wide table still offers big chips).
 */
export function chipValues(minStake: number, maxStake: number, count = 6): number[] {
  if (!(minStake > 0) || maxStake < minStake) return [];
  const inRange = SERIES.map((u) => u * 100).filter((v) => v > minStake && v <= maxStake);
  const picks: number[] = [minStake];
  const room = count - 1;
  if (inRange.length <= room) picks.push(...inRange);
  else
    for (let i = 0; i < room; i++) picks.push(inRange[Math.round((i * (inRange.length - 1)) / (room - 1))] as number);
  return [...new Set(picks)].sort((a, b) => a - b);
}

/** A chip's short label in currency units: 500, 1K, 20K, 1M, 2.5M (shared/format's compact amount). */
export function chipLabel(minor: number): string {
  return formatCompact(minor);
}
