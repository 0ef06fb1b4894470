import type { EntryMode, PromotionAction, PromotionStatus } from '@app/contracts';

/** What a member did with a promotion in the current period (promotion_entries.status). */
export type EntryStatus = 'joined' | 'applying' | 'rejected' | 'issued' | 'claimed' | 'signed';

export interface StatusInput {
  now: Date;
  enabled: boolean;
  activeFrom: Date;
  activeUntil: Date | null;
  entryMode: EntryMode;
  /** The member meets the eligibility (false for a visitor when the promotion needs an account fact). */
  eligible: boolean;
  /** The member's entry in the current period, if any. */
  entry: EntryStatus | null;
  /** A reward of this promotion waits in the member's reward centre. */
  pendingReward: boolean;
  /** Claim mode: something can be claimed now (e.g. a qualifying deposit not yet rewarded). */
  claimable: boolean;
  /** The bonus this promotion paid is still being wagered. */
  wageringActive: boolean;
}

/**
 * The player-facing status of (promotion, member, current period) — spec §4 — and the one action the
 * member may take now. The only place statuses are decided; lists, detail, the availablePromoCount and
 * the actions' checks all call it.
 */
export function promotionStatus(s: StatusInput): { status: PromotionStatus; action: PromotionAction | null } {
  if (s.now < s.activeFrom) return { status: 'coming', action: null };
  if (s.pendingReward) return { status: 'claim', action: 'claim' };
  switch (s.entry) {
    case 'applying':
      return { status: 'applying', action: null };
    case 'rejected':
      return { status: 'rejected', action: null };
    case 'signed':
      return { status: 'signed', action: null };
    case 'joined':
      return { status: 'process', action: null };
    case 'issued':
    case 'claimed':
      return { status: s.wageringActive ? 'process' : s.entry, action: null };
    case null:
      break;
  }
  const over = s.activeUntil !== null && s.now >= s.activeUntil;
  if (!s.enabled || over || !s.eligible) return { status: 'close', action: null };
  switch (s.entryMode) {
    case 'join':
      return { status: 'join', action: 'join' };
    case 'apply':
      return { status: 'join', action: 'apply' };
    case 'claim':
      return s.claimable ? { status: 'claim', action: 'claim' } : { status: 'process', action: null };
    case 'signin':
      return { status: 'claim', action: 'signin' };
    case 'automatic':
      return { status: 'process', action: null };
  }
}

/**
 * The moves between statuses, for documentation and tests: by the member's action (join, apply, claim,
 * signin), by an operator (approve → issued, reject → rejected), by time (coming → open, open → close, a new
 * period → the mode's opening status again), and by wagering (process → claimed/issued when it is met).
 */
export const ALLOWED_TRANSITIONS: Readonly<Record<PromotionStatus, readonly PromotionStatus[]>> = {
  coming: ['join', 'claim', 'process', 'close'],
  join: ['process', 'applying', 'close'],
  applying: ['issued', 'rejected'],
  rejected: ['join', 'close'],
  claim: ['claimed', 'signed', 'process', 'close'],
  process: ['claim', 'claimed', 'issued', 'close', 'join'],
  issued: ['process', 'join', 'claim', 'close'],
  claimed: ['process', 'join', 'claim', 'close'],
  signed: ['claim', 'close'],
  close: [],
};

/** The entry status an action leads to (what the action endpoints write). */
export function entryAfter(action: PromotionAction, paid: boolean): EntryStatus {
  switch (action) {
    case 'join':
      return 'joined';
    case 'apply':
      return 'applying';
    case 'claim':
      return paid ? 'claimed' : 'issued';
    case 'signin':
      return 'signed';
  }
}
