import type { TransactionType } from '@app/contracts';

/**
 * Which ledger transfer kinds each history filter covers. Kinds not listed are 'other'. Game kinds
 * arrive with issue 5; their transfers carry reference '<PRODUCT>:<round>' (product = vendor or game
 * code), which the profit report groups by.
 */
export const KINDS_BY_TYPE: Record<Exclude<TransactionType, 'other'>, readonly string[]> = {
  deposit: ['deposit'],
  withdrawal: ['withdrawal', 'withdrawal_refund'],
  transfer: ['transfer_upline', 'transfer_downline'],
  vendor: ['vendor_in', 'vendor_out'],
  game: ['bet', 'win', 'bet_refund', 'rollback'],
  // Promotion payouts (issue 16: modules/promotions) and their give-backs (forfeit by the member, reversal by
  // an operator).
  // Points mall cash (modules/points): a cash reward redeemed and points converted to cash.
  bonus: [
    'bonus',
    'rebate',
    'cashback',
    'raffle_prize',
    'bonus_forfeit',
    'bonus_reversal',
    'opening_balance',
    'points_cash',
    'points_convert',
  ],
  adjustment: ['adjustment'],
  // An agent's salaries and dividends (modules/agents: ledger kind agent_<contract kind>).
  agent: ['agent_realtime', 'agent_hourly', 'agent_daily', 'agent_dividend'],
};

export const ALL_KNOWN_KINDS = Object.values(KINDS_BY_TYPE).flat();

/** Promotion payouts (issue 16) and what goes back from them: the P&L's bonus figure. */
export const PROMOTION_IN_KINDS = ['bonus', 'rebate', 'cashback', 'raffle_prize'] as const;
export const PROMOTION_OUT_KINDS = ['bonus_forfeit', 'bonus_reversal'] as const;

/** Stakes lower the member's money, payouts and refunds raise it. */
export const BET_KINDS = ['bet'] as const;
export const WIN_KINDS = ['win', 'bet_refund', 'rollback'] as const;

export function typeOfKind(kind: string): TransactionType {
  for (const [type, kinds] of Object.entries(KINDS_BY_TYPE)) {
    if (kinds.includes(kind)) return type as TransactionType;
  }
  return 'other';
}
