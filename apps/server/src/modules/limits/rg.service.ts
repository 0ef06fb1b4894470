import { RgMoneyPeriods, type RgSession, type RgState } from '@app/contracts';
import type { Clock } from '../../platform/clock.js';
import type { Db, Queryable } from '../../platform/db/connect.js';
import { AppError } from '../../platform/http/app-error.js';
import { verifyPassword } from '../accounts/index.js';
import { writeAudit } from '../operators/index.js';
import { findLimits, upsertLimits } from './limits.repository.js';
import { applyRequest, checkNesting, effectiveLimits, type LimitValues, NO_LIMITS } from './limits.rules.js';
import { exclusionUntil, moneyLimits } from './rg.guard.js';
import {
  currentSession,
  endSessions,
  findPreferences,
  findSlots,
  hasDeposited,
  history as historyRows,
  insertExclusion,
  netSince,
  passwordHashOf,
  runningExclusions,
  type SlotKey,
  savePreferences,
  setLift,
  upsertSlot,
  usage,
} from './rg.repository.js';
import {
  applySlot,
  checkNested,
  EMPTY_SLOT,
  exclusionEnd,
  type LimitChange,
  parseLimitChange,
  parseRealityInterval,
  realityDueAt,
  realityOptions,
  slotAt,
} from './rg.rules.js';

export interface RgSettings {
  coolingHours: number;
  liftCoolingDays: number;
}
type Origin = { ip?: string | null; requestId?: string | null };

const DEFAULT_SETTINGS: RgSettings = { coolingHours: 24, liftCoolingDays: 7 };

/**
 * Safer gambling for the member and the operator (issue 18): limits (deposit, loss, wager, session time)
 * with the cooling delay on increases, the reality check, time-outs and self-exclusions, and the audited
 * history of every change. The check on stakes is rg.guard.ts.
 */
export function createRgService(deps: {
  db: Db;
  clock: Clock;
  timezone: string;
  settings?: () => Promise<RgSettings>;
  /** A shorter reality-check interval (seconds) offered besides the usual ones: tests only. */
  shortRealitySeconds?: number;
}) {
  const { db, clock, timezone } = deps;
  const settings = async () => (deps.settings ? deps.settings() : DEFAULT_SETTINGS);
  const options = realityOptions(deps.shortRealitySeconds);

  async function state(memberId: number, q: Queryable = db): Promise<RgState> {
    const now = clock.now();
    const [slots, dep, prefs, running, used, cfg, deposited] = await Promise.all([
      findSlots(q, memberId),
      findLimits(q, memberId),
      findPreferences(q, memberId),
      runningExclusions(q, memberId, now),
      usage(q, memberId, now, timezone),
      settings(),
      hasDeposited(q, memberId),
    ]);
    const deposit = effectiveLimits(dep ?? NO_LIMITS, now);
    const pending: RgState['pending'] = deposit.pending.map((p) => ({
      kind: 'deposit',
      period: p.period,
      value: p.value,
      effectiveAt: p.effectiveAt.toISOString(),
    }));
    for (const [key, slot] of slots) {
      const w = slotAt(slot, now).pending;
      const [kind, period] = key.split(':') as [
        RgState['pending'][number]['kind'],
        RgState['pending'][number]['period'],
      ];
      if (w) pending.push({ kind, period, value: w.value, effectiveAt: w.at.toISOString() });
    }
    const until = exclusionUntil(running);
    const top = running.find((r) => r.kind === 'self_exclusion') ?? running[0];
    return {
      deposit: deposit.limits,
      ...moneyLimits(slots, now),
      sessionMinutes: slotAt(slots.get('session:session') ?? EMPTY_SLOT, now).value,
      pending,
      used,
      coolingHours: cfg.coolingHours,
      realityCheckSeconds: prefs?.reality_seconds ?? null,
      realityOptions: options,
      exclusion: top
        ? {
            kind: top.kind,
            startedAt: top.starts_at.toISOString(),
            until: until ? until.toISOString() : null,
            liftAt: top.lift_at ? top.lift_at.toISOString() : null,
          }
        : null,
      offerAnswered: !!prefs?.offer_answered_at,
      hasDeposited: deposited,
    };
  }

  /**
   * Applies every change or none (each validated first: rg_limit_invalid names the bad one). Deposit limits
   * keep their table and audit action; the others write rg_limits. One audit record per call.
   */
  async function setLimits(
    memberId: number,
    raw: readonly { kind: string; period: string; value: number | null }[],
    origin: Origin = {},
    actor = `member:${memberId}`,
  ): Promise<RgState> {
    const changes: LimitChange[] = raw.map(parseLimitChange);
    const delayMs = (await settings()).coolingHours * 3_600_000;
    const now = clock.now();
    await db.begin(async (tx) => {
      await tx`SELECT id FROM members WHERE id = ${memberId} FOR UPDATE`;
      const before = await state(memberId, tx);
      const deposits = changes.filter((c) => c.kind === 'deposit');
      if (deposits.length > 0) {
        const row = (await findLimits(tx, memberId, true)) ?? NO_LIMITS;
        const wanted: LimitValues = { ...effectiveLimits(row, now).limits };
        for (const c of deposits) wanted[c.period as keyof LimitValues] = c.value;
        checkNesting(wanted);
        await upsertLimits(tx, memberId, applyRequest(row, wanted, now, delayMs), now);
      }
      const slots = await findSlots(tx, memberId, true);
      for (const kind of ['loss', 'wager'] as const) {
        if (!changes.some((c) => c.kind === kind)) continue;
        const wanted = Object.fromEntries(
          RgMoneyPeriods.map((p) => [p, slotAt(slots.get(`${kind}:${p}`) ?? EMPTY_SLOT, now).value]),
        ) as Record<(typeof RgMoneyPeriods)[number], number | null>;
        for (const c of changes) if (c.kind === kind) wanted[c.period as keyof typeof wanted] = c.value;
        checkNested(kind, wanted);
      }
      for (const c of changes) {
        if (c.kind === 'deposit') continue;
        const key = `${c.kind}:${c.period}` as SlotKey;
        const next = applySlot(slots.get(key) ?? EMPTY_SLOT, c.value, now, delayMs);
        slots.set(key, next);
        await upsertSlot(tx, memberId, key, next, now);
      }
      await savePreferences(tx, memberId, now, { offerAnswered: true });
      const after = await state(memberId, tx);
      await writeAudit(tx, {
        at: now,
        actor,
        action: 'rg.limits.set',
        subject: `member:${memberId}`,
        before: pickLimits(before),
        after: { ...pickLimits(after), requested: changes },
        ...origin,
      });
    });
    return state(memberId);
  }

  async function skipOffer(memberId: number): Promise<RgState> {
    await savePreferences(db, memberId, clock.now(), { offerAnswered: true });
    return state(memberId);
  }

  async function setReality(memberId: number, seconds: number | null, origin: Origin = {}): Promise<RgState> {
    const value = parseRealityInterval(seconds, options);
    const now = clock.now();
    await db.begin(async (tx) => {
      const before = (await findPreferences(tx, memberId))?.reality_seconds ?? null;
      await savePreferences(tx, memberId, now, { realitySeconds: value });
      await writeAudit(tx, {
        at: now,
        actor: `member:${memberId}`,
        action: 'rg.reality.set',
        subject: `member:${memberId}`,
        before: { realityCheckSeconds: before },
        after: { realityCheckSeconds: value },
        ...origin,
      });
    });
    return state(memberId);
  }

  /**
   * The reality check's view of the session (time played since login, net result of the bets placed since,
   * when the next reminder is due). A session past the session-time limit is ended here: its token stops
   * working and the page goes back to the login.
   */
  async function session(memberId: number): Promise<RgSession> {
    const now = clock.now();
    const [s, prefs, slots] = await Promise.all([
      currentSession(db, memberId),
      findPreferences(db, memberId),
      findSlots(db, memberId),
    ]);
    const seconds = prefs?.reality_seconds ?? null;
    const sessionMinutes = slotAt(slots.get('session:session') ?? EMPTY_SLOT, now).value;
    if (!s) {
      return {
        now: now.toISOString(),
        startedAt: null,
        elapsedMs: 0,
        net: 0,
        intervalSeconds: seconds,
        dueAt: null,
        due: false,
        sessionMinutes,
        sessionEnded: false,
      };
    }
    const elapsedMs = now.getTime() - s.created_at.getTime();
    const acked = prefs && Number(prefs.reality_session_id) === s.id ? prefs.reality_acked_at : null;
    const dueAt = realityDueAt(s.created_at, acked, seconds);
    const sessionEnded = sessionMinutes !== null && elapsedMs >= sessionMinutes * 60_000;
    if (sessionEnded) {
      await db.begin(async (tx) => {
        await endSessions(tx, memberId, now);
        await writeAudit(tx, {
          at: now,
          actor: 'system',
          action: 'rg.session.ended',
          subject: `member:${memberId}`,
          after: { sessionMinutes, elapsedMs },
        });
      });
    }
    return {
      now: now.toISOString(),
      startedAt: s.created_at.toISOString(),
      elapsedMs,
      net: await netSince(db, memberId, s.created_at),
      intervalSeconds: seconds,
      dueAt: dueAt ? dueAt.toISOString() : null,
      due: !!dueAt && dueAt <= now,
      sessionMinutes,
      sessionEnded,
    };
  }

  /** "Keep playing": the next reminder is one interval from now. */
  async function acknowledge(memberId: number): Promise<RgSession> {
    const now = clock.now();
    const s = await currentSession(db, memberId);
    if (s) await savePreferences(db, memberId, now, { ack: { sessionId: s.id } });
    return session(memberId);
  }

  /**
   * Starts a time-out or self-exclusion at once, after the login password is confirmed. A running one
   * cannot be shortened or replaced by the player: only a longer one (or indefinite) may follow it.
   */
  async function exclude(
    memberId: number,
    body: { kind: string; hours?: number; length?: string; password: string },
    origin: Origin = {},
  ): Promise<RgState> {
    const now = clock.now();
    const wanted = exclusionEnd(body, now);
    if (!(await verifyPassword(await passwordHashOf(db, memberId), body.password))) {
      throw new AppError('rg_password_wrong', 403, 'The password is wrong');
    }
    await db.begin(async (tx) => {
      await tx`SELECT id FROM members WHERE id = ${memberId} FOR UPDATE`;
      const running = await runningExclusions(tx, memberId, now);
      if (running.length > 0) {
        const until = exclusionUntil(running);
        const longer = until !== null && (wanted.endsAt === null || wanted.endsAt > until);
        if (!longer) {
          throw new AppError('rg_exclusion_running', 409, 'A time-out or self-exclusion already runs', {
            until: until ? until.toISOString() : null,
          });
        }
      }
      await insertExclusion(tx, { memberId, kind: wanted.kind, startsAt: now, endsAt: wanted.endsAt });
      await writeAudit(tx, {
        at: now,
        actor: `member:${memberId}`,
        action: 'rg.exclusion.start',
        subject: `member:${memberId}`,
        after: { kind: wanted.kind, until: wanted.endsAt ? wanted.endsAt.toISOString() : null },
        ...origin,
      });
    });
    return state(memberId);
  }

  async function history(memberId: number) {
    return (await historyRows(db, memberId)).map((r) => ({
      at: r.at.toISOString(),
      action: r.action,
      actor: r.actor,
      before: r.before,
      after: r.after,
    }));
  }

  /**
   * Support lifts an indefinite self-exclusion at the member's request: it still runs for the cooling
   * period (operator setting), then ends. A fixed-length exclusion or time-out runs to its end.
   */
  async function lift(memberId: number, actor: string, reason: string, origin: Origin = {}): Promise<void> {
    const now = clock.now();
    const { liftCoolingDays } = await settings();
    await db.begin(async (tx) => {
      const running = await runningExclusions(tx, memberId, now);
      // A time-out or fixed-length exclusion running beside it keeps running to its end.
      const indefinite = running.filter((r) => r.ends_at === null && r.lift_at === null);
      if (indefinite.length === 0) {
        throw new AppError('rg_exclusion_not_liftable', 422, 'Only an indefinite self-exclusion can be lifted', {
          running: running.length,
        });
      }
      const liftAt = new Date(now.getTime() + liftCoolingDays * 86_400_000);
      for (const r of indefinite) await setLift(tx, r.id, liftAt, actor, reason);
      await writeAudit(tx, {
        at: now,
        actor,
        action: 'rg.exclusion.lift',
        subject: `member:${memberId}`,
        before: { until: null },
        after: { liftAt: liftAt.toISOString(), reason },
        ...origin,
      });
    });
  }

  return { state, setLimits, skipOffer, setReality, session, acknowledge, exclude, history, lift };
}
export type RgService = ReturnType<typeof createRgService>;

/** The audit record's view of the limits (not the use so far, which changes by itself). */
const pickLimits = (s: RgState) => ({
  deposit: s.deposit,
  loss: s.loss,
  wager: s.wager,
  sessionMinutes: s.sessionMinutes,
  pending: s.pending,
});
