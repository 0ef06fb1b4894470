import type { RewardFormula } from '@app/contracts';

/** What a formula is applied to: the qualifying deposit (percent) and the sign-in streak day (streak). */
export interface FormulaInput {
  deposit?: number;
  streakDay?: number;
}

/**
 * The reward a formula gives, in minor units (0: nothing is owed). Percent rounds down to the minor unit and
 * never passes the cap; a deposit under minDeposit gets nothing; streak day n pays amounts[min(n, len) − 1].
 * 'external' formulas are computed by their kind's job (rebate, cashback, raffle), never here.
 */
export function rewardAmount(formula: RewardFormula, input: FormulaInput = {}): number {
  switch (formula.type) {
    case 'fixed':
      return formula.amount;
    case 'percent': {
      const deposit = input.deposit ?? 0;
      if (deposit <= 0 || deposit < formula.minDeposit) return 0;
      // Integer arithmetic: deposit × bp / 10 000, floored; safe below 9e15 / 1e5.
      return Math.min(Math.floor((deposit * formula.percentBp) / 10_000), formula.cap);
    }
    case 'streak': {
      const day = Math.max(1, Math.floor(input.streakDay ?? 1));
      return formula.amounts[Math.min(day, formula.amounts.length) - 1] ?? 0;
    }
    case 'external':
      return 0;
  }
}

/** Sign-in: the streak day of today's entry, from yesterday's (null: yesterday not signed → day 1). */
export function nextStreakDay(previousDay: number | null): number {
  return previousDay && previousDay > 0 ? previousDay + 1 : 1;
}
