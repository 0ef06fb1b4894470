import { allNumbers, type LotteryResult } from '@app/games';

/** Every 2-digit ending that came up (the board marks the player's numbers among them). */
export function endingsOf(result: LotteryResult): Set<string> {
  return new Set(allNumbers(result).map((n) => n.slice(-2)));
}
