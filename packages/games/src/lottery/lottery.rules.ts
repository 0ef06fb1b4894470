import { lotteryKindOffered } from './lottery.bets.js';
import type { LotteryRegion } from './lottery.layout.js';
import { LOTTERY_ODDS_KINDS, type LotteryOddsKind, type LotteryOddsTable } from './lottery.odds.js';
import { lotteryRtp } from './lottery.rtp.js';

export interface LotteryRuleLine {
  kind: LotteryOddsKind;
  /** Minor units a point costs, per leg. */
  cost: number;
  /** Minor units a point pays per hit. */
  win: number;
  /** Return to player, exact to 12 digits (0.99 for 99 %). */
  rtp: number;
}

/** What the rules page states for a game: every kind it offers with its cost, win and RTP, in table order. */
export function lotteryRules(region: LotteryRegion, table: LotteryOddsTable): LotteryRuleLine[] {
  const lines: LotteryRuleLine[] = [];
  for (const kind of LOTTERY_ODDS_KINDS) {
    const entry = table[kind];
    if (!entry || !lotteryKindOffered(kind, region, table)) continue;
    lines.push({ kind, cost: entry.cost, win: entry.win, rtp: lotteryRtp(kind, region, table)! });
  }
  return lines;
}
