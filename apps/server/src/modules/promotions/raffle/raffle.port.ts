import type { Eligibility, PromotionPeriod, RewardSource, WageringSpec } from '@app/contracts';
import type { Queryable, Tx } from '../../../platform/db/connect.js';
import type { PeriodWindow } from './raffle.tickets.js';

/**
 * What the raffle needs from the promotion engine (promo-core), narrowed to a port so the raffle's files
 * depend on these few things only; raffle.wiring.ts adapts the core object to it.
 */
export interface RafflePromotion {
  id: number;
  kind: string;
  enabled: boolean;
  titles: { vi: string; en: string };
  visibleFrom: Date;
  visibleUntil: Date | null;
  activeFrom: Date;
  activeUntil: Date | null;
  period: PromotionPeriod;
  /** The promotion's reward formula as stored; a raffle's is { type: 'external', config: <ticket rule> }. */
  reward: unknown;
  wagering: WageringSpec | null;
  eligibility: Eligibility;
  /** Total payout cap of the promotion (minor units), if any. */
  limits: { budget?: number };
}

export interface RafflePayInput {
  memberId: number;
  source: RewardSource;
  sourceKey: string;
  amount: number;
  promotionId: number;
  periodKey: string;
  wagering: WageringSpec | null;
  details: Record<string, unknown>;
}

export interface RafflePromotionsPort {
  find(id: number): Promise<RafflePromotion | undefined>;
  periodOf(period: PromotionPeriod, at: Date): PeriodWindow;
  /** Why the member may not take part now (the engine's eligibility rules), or null. */
  ineligible(q: Queryable, memberId: number, promotion: RafflePromotion, at: Date): Promise<string | null>;
  /**
   * Creates (on first use) the ledger accounts a payout to the member moves money between, before the
   * spin's transaction: the ledger creates accounts on a pool connection of its own, which a transaction
   * holding the wheel's stock lock must never wait for (parallel spins would hold every connection).
   */
  prepare(memberId: number): Promise<void>;
  /** Pays at once inside the transaction (idempotent per source key); the reward centre's row id. */
  payReward(tx: Tx, input: RafflePayInput): Promise<{ rewardId: number }>;
}
