import type { LotteryMode } from '@app/contracts';
import { isValidPoints, type LotteryOddsTable, lotteryBetCost, oddsKindOf, parseLotterySelection } from '@app/games';
import { AppError } from '../../platform/http/app-error.js';
import type { StoredLotteryBet } from './games.plugin.js';
import type { LotteryConfig } from './games.repository.js';

const MESSAGES: Record<string, string> = {
  lottery_unknown_bet_type: 'That is not a lottery bet type',
  lottery_bet_not_offered: 'This lottery does not offer that bet type',
  lottery_bad_number: 'A number has the wrong digits for that bet type',
  lottery_wrong_count: 'That bet type takes another count of numbers',
  lottery_duplicate_number: 'A number is named twice in one bet',
  lottery_bad_side: 'Choose a side of that bet',
};

/** A slip's bets, checked and priced: the stored form the rounds core keeps, and each bet's cost. */
export interface PricedBet {
  stored: StoredLotteryBet;
  cost: number;
}

/**
 * Checks and prices a member's bets against a game's current table of a prize mode: each selection by
 * the maths (its stable lottery_* code, with the bet's index), points a positive whole number within the
 * game's limits, the cost `lotteryBetCost` (an amount past the safe integer range is refused as too many
 * points). Throws the first fault found; nothing is priced in part.
 */
export function priceSlip(
  config: Pick<LotteryConfig, 'layout' | 'minPoints' | 'maxPoints'>,
  mode: LotteryMode,
  table: LotteryOddsTable,
  bets: readonly { selection: unknown; points: unknown }[],
): PricedBet[] {
  return bets.map((b, index) => {
    const parsed = parseLotterySelection(b.selection, config.layout, table);
    if (!parsed.ok) throw new AppError(parsed.code, 422, MESSAGES[parsed.code] ?? parsed.code, { index });
    if (!isValidPoints(b.points)) {
      throw new AppError('lottery_bad_points', 422, 'Points must be a whole number above zero', { index });
    }
    const points = b.points;
    if (points < config.minPoints || points > config.maxPoints) {
      throw new AppError('lottery_points_out_of_limits', 422, 'The points are outside this lottery’s limits', {
        index,
        minPoints: config.minPoints,
        maxPoints: config.maxPoints,
      });
    }
    const price = table[oddsKindOf(parsed.selection)]!;
    let cost: number;
    try {
      cost = lotteryBetCost({ selection: parsed.selection, points }, table);
    } catch {
      throw new AppError('lottery_points_out_of_limits', 422, 'That bet is too large', { index });
    }
    return { stored: { prizeMode: mode, bet: parsed.selection, points, price: { ...price } }, cost };
  });
}
