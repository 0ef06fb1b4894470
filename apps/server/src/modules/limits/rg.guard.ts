import { RgMoneyPeriods } from '@app/contracts';
import type { Clock } from '../../platform/clock.js';
import type { Queryable } from '../../platform/db/connect.js';
import { AppError } from '../../platform/http/app-error.js';
import { currentSession, type ExclusionRow, findGuardState, type SlotKey, usage } from './rg.repository.js';
import { checkStake, EMPTY_SLOT, type LimitSlot, type PerPeriod, slotAt } from './rg.rules.js';

/** Advisory lock namespace of a member's money-limit check (with the member id as the second key). */
const RG_LOCK = 0x7267;

/** When the longest of the running exclusions ends (null: indefinite and not lifted). */
export function exclusionUntil(rows: readonly ExclusionRow[]): Date | null {
  let until: Date | null = new Date(0);
  for (const r of rows) {
    const end = r.lift_at ?? r.ends_at;
    if (end === null) return null;
    if (until && end > until) until = end;
  }
  return until;
}

/** Refuses while a time-out or self-exclusion runs; a self-exclusion names itself over a time-out. */
function refuseIfExcluded(rows: readonly ExclusionRow[]): void {
  if (rows.length === 0) return;
  const until = exclusionUntil(rows);
  const details = { until: until ? until.toISOString() : null };
  if (rows.some((r) => r.kind === 'self_exclusion')) {
    throw new AppError('rg_self_excluded', 403, 'You have excluded yourself from play', details);
  }
  throw new AppError('rg_timed_out', 403, 'You are taking a time-out from play', details);
}

/** The loss and wager limits in force at `now`, per period. */
export function moneyLimits(slots: Map<SlotKey, LimitSlot>, now: Date): { loss: PerPeriod; wager: PerPeriod } {
  const of = (kind: 'loss' | 'wager') =>
    Object.fromEntries(
      RgMoneyPeriods.map((p) => [p, slotAt(slots.get(`${kind}:${p}`) ?? EMPTY_SLOT, now).value]),
    ) as PerPeriod;
  return { loss: of('loss'), wager: of('wager') };
}

export interface StakeRequest {
  /** Minor units put at risk (real money). */
  amount: number;
  /** What takes it: 'house-slot', 'vendor:<code>', 'round:<game>', 'transfer:<vendor>' (named in refusals). */
  product: string;
}

/**
 * THE check of every place that takes money at risk (issue 18.4). Runs in the caller's transaction (or on
 * the pool), one round trip for a member with no exclusion and no limit; a member with a loss or wager
 * limit pays one more indexed read of this month's bets. Wins, rollbacks, refunds and withdrawals never
 * call it.
 */
export function createRgGuard(deps: { clock: Clock; timezone: string }) {
  const { clock, timezone } = deps;

  /**
   * `serialize` (a caller inside its own transaction, which writes the stake before committing): two stakes
   * of one member with a money limit are checked one after the other, so together they cannot pass it.
   */
  async function assertMayStake(
    q: Queryable,
    memberId: number,
    s: StakeRequest,
    opts: { serialize?: boolean } = {},
  ): Promise<void> {
    const now = clock.now();
    const { exclusions, slots } = await findGuardState(q, memberId, now);
    refuseIfExcluded(exclusions);
    if (slots.size === 0) return;
    const limits = moneyLimits(slots, now);
    const anyMoney = RgMoneyPeriods.some((p) => limits.loss[p] !== null || limits.wager[p] !== null);
    if (anyMoney) {
      if (opts.serialize) await q`SELECT pg_advisory_xact_lock(${RG_LOCK}, ${memberId}::int)`;
      try {
        checkStake(limits, await usage(q, memberId, now, timezone), s.amount);
      } catch (err) {
        if (err instanceof AppError && err.details) Object.assign(err.details as object, { product: s.product });
        throw err;
      }
    }
    const minutes = slotAt(slots.get('session:session') ?? EMPTY_SLOT, now).value;
    if (minutes !== null) {
      const session = await currentSession(q, memberId);
      if (session && now.getTime() - session.created_at.getTime() >= minutes * 60_000) {
        throw new AppError('rg_session_limit_reached', 422, 'Your session-time limit is reached', { minutes });
      }
    }
  }

  /** Deposits: refused while an exclusion runs (the deposit limits are the deposits module's own check). */
  async function assertMayDeposit(q: Queryable, memberId: number, _d: { amount: number }): Promise<void> {
    refuseIfExcluded((await findGuardState(q, memberId, clock.now())).exclusions);
  }

  /** Promotions (join, apply, claim, sign-in): refused while an exclusion runs. */
  async function assertMayJoinPromotion(q: Queryable, memberId: number): Promise<void> {
    refuseIfExcluded((await findGuardState(q, memberId, clock.now())).exclusions);
  }

  async function isExcluded(q: Queryable, memberId: number): Promise<boolean> {
    return (await findGuardState(q, memberId, clock.now())).exclusions.length > 0;
  }

  return { assertMayStake, assertMayDeposit, assertMayJoinPromotion, isExcluded };
}
export type RgGuard = ReturnType<typeof createRgGuard>;
