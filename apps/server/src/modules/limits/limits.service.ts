import type { Clock } from '../../platform/clock.js';
import type { Db, Queryable } from '../../platform/db/connect.js';
import { writeAudit } from '../operators/index.js';
import { findLimits, periodStarts, upsertLimits } from './limits.repository.js';
import {
  applyRequest,
  checkNesting,
  effectiveLimits,
  type LimitValues,
  NO_LIMITS,
  type PendingIncrease,
} from './limits.rules.js';
import { createRgGuard } from './rg.guard.js';
import { createRgService, type RgSettings } from './rg.service.js';

export interface MemberLimits {
  limits: LimitValues;
  pending: PendingIncrease[];
}

/**
 * Responsible-gambling deposit limits. Periods are calendar day / week (from Monday) / month in the
 * operator's time zone (config TIMEZONE), read from the injected clock. The deposits module asks
 * `read` and `periods` inside its own transaction and applies checkDeposit.
 */
export function createLimitsService(deps: {
  db: Db;
  clock: Clock;
  timezone: string;
  /** The operator's safer-gambling setting (cooling delay, lift cooling period); defaults 24 h / 7 days. */
  settings?: () => Promise<RgSettings>;
}) {
  const { db, clock, timezone } = deps;
  // Issue 18: the one check of every stake, deposit and promotion (rg.guard.ts) and the member's tools.
  const guard = createRgGuard({ clock, timezone });
  const rg = createRgService(deps);
  const delayMs = async () => ((await deps.settings?.())?.coolingHours ?? 24) * 3_600_000;

  async function read(q: Queryable, memberId: number): Promise<MemberLimits> {
    return effectiveLimits((await findLimits(q, memberId)) ?? NO_LIMITS, clock.now());
  }

  /** Sets the member's limits (audited as the member's own change). */
  async function set(memberId: number, wanted: LimitValues, origin: { ip?: string; requestId?: string } = {}) {
    checkNesting(wanted);
    const delay = await delayMs();
    const now = clock.now();
    return db.begin(async (tx) => {
      // Serialise two writes of one member: the row lock when it exists, the insert race otherwise.
      await tx`INSERT INTO deposit_limits (member_id, updated_at) VALUES (${memberId}, ${now}) ON CONFLICT DO NOTHING`;
      const row = (await findLimits(tx, memberId, true)) ?? NO_LIMITS;
      const before = effectiveLimits(row, now);
      const next = applyRequest(row, wanted, now, delay);
      await upsertLimits(tx, memberId, next, now);
      const after = effectiveLimits(next, now);
      await writeAudit(tx, {
        at: now,
        actor: `member:${memberId}`,
        action: 'deposit_limits.set',
        subject: `member:${memberId}`,
        before,
        after,
        ...origin,
      });
      return after;
    });
  }

  return { read, set, periods: (q: Queryable) => periodStarts(q, clock.now(), timezone), ...guard, rg };
}
export type LimitsService = ReturnType<typeof createLimitsService>;
