import type { VipLevel } from '@app/contracts';

/** A member's figures over the programme's rolling window (credited deposits, valid turnover; minor units). */
export interface VipFigures {
  deposits: number;
  turnover: number;
}

/** Whether one level's thresholds are met: either bar at its threshold; a 0 threshold is no way in (rank 0 is free). */
export function meets(level: VipLevel, f: VipFigures): boolean {
  if (level.minDeposits === 0 && level.minTurnover === 0) return true;
  return (
    (level.minDeposits > 0 && f.deposits >= level.minDeposits) ||
    (level.minTurnover > 0 && f.turnover >= level.minTurnover)
  );
}

/** The highest rank whose thresholds the figures meet (0 when none). Levels in any order. */
export function qualifyingRank(levels: readonly VipLevel[], f: VipFigures): number {
  let best = 0;
  for (const l of levels) if (l.rank > best && meets(l, f)) best = l.rank;
  return best;
}

/**
 * The rank at a period end (downgrades happen only there): a member who qualifies keeps or gains; one who
 * reached the current rank less than `graceDays` before the end keeps it until the next end; otherwise the
 * member drops ONE rank (never below what the figures qualify for).
 */
export function rankAtPeriodEnd(
  current: number,
  qualifying: number,
  reachedAt: Date,
  periodEnd: Date,
  graceDays: number,
): number {
  if (qualifying >= current) return qualifying;
  if (periodEnd.getTime() - reachedAt.getTime() < graceDays * 86_400_000) return current;
  return Math.max(qualifying, current - 1);
}

/** Ranks whose level-up bonus a move from `from` to `to` earns (each rank crossed, once per member ever). */
export function ranksCrossed(levels: readonly VipLevel[], from: number, to: number): VipLevel[] {
  return levels.filter((l) => l.rank > from && l.rank <= to && l.levelUpBonus > 0).sort((a, b) => a.rank - b.rank);
}

export interface Bar {
  done: number;
  required: number;
}

/** The next level above `rank` and the bars toward it (a bar is null when that threshold is no way in). */
export function progressTo(
  levels: readonly VipLevel[],
  rank: number,
  f: VipFigures,
): { level: VipLevel; deposits: Bar | null; turnover: Bar | null } | null {
  const next = levels.filter((l) => l.rank > rank).sort((a, b) => a.rank - b.rank)[0];
  if (!next) return null;
  const bar = (done: number, required: number) => (required > 0 ? { done: Math.min(done, required), required } : null);
  return { level: next, deposits: bar(f.deposits, next.minDeposits), turnover: bar(f.turnover, next.minTurnover) };
}

/** Operator data checks beyond the schema: ranks 0…n without gaps, thresholds (those given) rising with the rank. */
export function levelIssues(levels: readonly VipLevel[]): string[] {
  const issues: string[] = [];
  const sorted = [...levels].sort((a, b) => a.rank - b.rank);
  if (sorted.length === 0) issues.push('levels: at least one');
  sorted.forEach((l, i) => {
    if (l.rank !== i) issues.push(`levels[${i}].rank: ranks run 0…n without gaps or repeats`);
    if (i === 0 && (l.minDeposits > 0 || l.minTurnover > 0)) issues.push('levels[0]: rank 0 has no threshold');
    const prev = sorted[i - 1];
    if (i > 0 && l.minDeposits === 0 && l.minTurnover === 0) issues.push(`levels[${i}]: give a threshold`);
    const falls = (a: number, b: number) => a > 0 && b > 0 && a < b;
    if (prev && i > 1 && (falls(l.minDeposits, prev.minDeposits) || falls(l.minTurnover, prev.minTurnover))) {
      issues.push(`levels[${i}]: thresholds never fall as the rank rises`);
    }
  });
  return issues;
}
