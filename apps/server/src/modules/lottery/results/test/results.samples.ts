import type { LotteryRegion, LotteryResult } from '@app/games';

/** A complete, valid result of the region; `seed` varies the numbers. */
export function fullResult(region: LotteryRegion, seed = 0): LotteryResult {
  const layout =
    region === 'north'
      ? ([
          ['special', 1, 5],
          ['first', 1, 5],
          ['second', 2, 5],
          ['third', 6, 5],
          ['fourth', 4, 4],
          ['fifth', 6, 4],
          ['sixth', 3, 3],
          ['seventh', 4, 2],
        ] as const)
      : ([
          ['special', 1, 6],
          ['first', 1, 5],
          ['second', 1, 5],
          ['third', 2, 5],
          ['fourth', 7, 5],
          ['fifth', 1, 4],
          ['sixth', 3, 4],
          ['seventh', 1, 3],
          ['eighth', 1, 2],
        ] as const);
  let k = seed * 7919;
  const next = (digits: number) => {
    k = (k * 31 + 17) % 10 ** digits;
    return String(k).padStart(digits, '0');
  };
  const prizes: Record<string, string[]> = {};
  for (const [prize, count, digits] of layout) prizes[prize] = Array.from({ length: count }, () => next(digits));
  return { region, prizes };
}
