import { allNumbers, type LotteryResult } from '@app/games';

/**
 * The lô tô tables beside a results board: every number's last two digits, grouped by their head
 * (tens digit, "đầu") and by their tail (units digit, "đuôi"). heads[3] lists the tails of the endings
 * 30–39 that came up, in ascending order, once per occurrence (a number that came up twice is listed twice).
 */
export interface LotoTables {
  heads: string[][];
  tails: string[][];
}

export function lotoTables(result: LotteryResult): LotoTables {
  const heads: string[][] = Array.from({ length: 10 }, () => []);
  const tails: string[][] = Array.from({ length: 10 }, () => []);
  const endings = allNumbers(result)
    .filter((n) => n.length >= 2)
    .map((n) => n.slice(-2))
    .sort();
  for (const e of endings) {
    heads[Number(e[0])]!.push(e[1]!);
    tails[Number(e[1])]!.push(e[0]!);
  }
  return { heads, tails };
}

/** Every 2-digit ending that came up (for highlighting the player's numbers on the board). */
export function endingsOf(result: LotteryResult): Set<string> {
  return new Set(allNumbers(result).map((n) => n.slice(-2)));
}
