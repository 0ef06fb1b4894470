import type { Queryable } from '../../platform/db/connect.js';
import type { LimitSlot } from './rg.rules.js';

export type SlotKey = `${'loss' | 'wager'}:${'daily' | 'weekly' | 'monthly'}` | 'session:session';

export interface ExclusionRow {
  id: number;
  kind: 'timeout' | 'self_exclusion';
  starts_at: Date;
  ends_at: Date | null;
  lift_at: Date | null;
}

const n = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

/** Predicate of an exclusion running at `now`, as the SQL function rg_excluded (0227) has it. */
const RUNNING = `starts_at <= $2 AND (ends_at IS NULL OR ends_at > $2) AND (lift_at IS NULL OR lift_at > $2)`;

/**
 * Everything the check on every stake needs, in one round trip: the exclusions running at `now` and the
 * member's loss / wager / session limit rows. Most members have neither: one index probe each, no rows.
 */
export async function findGuardState(
  q: Queryable,
  memberId: number,
  now: Date,
): Promise<{ exclusions: ExclusionRow[]; slots: Map<SlotKey, LimitSlot> }> {
  const rows = await q.unsafe<
    {
      src: string;
      kind: string;
      period: string | null;
      a: Date | null;
      b: Date | null;
      v: string | null;
      nv: string | null;
      id: string | null;
      s: Date | null;
    }[]
  >(
    `SELECT 'x' AS src, kind, NULL AS period, ends_at AS a, lift_at AS b, NULL::bigint AS v, NULL::bigint AS nv,
            id, starts_at AS s
       FROM rg_exclusions WHERE member_id = $1 AND ${RUNNING}
     UNION ALL
     SELECT 'l', kind, period, next_at, NULL, value, next_value, NULL, NULL FROM rg_limits WHERE member_id = $1`,
    [memberId, now],
  );
  const exclusions: ExclusionRow[] = [];
  const slots = new Map<SlotKey, LimitSlot>();
  for (const r of rows) {
    if (r.src === 'x') {
      exclusions.push({
        id: Number(r.id),
        kind: r.kind as ExclusionRow['kind'],
        starts_at: r.s!,
        ends_at: r.a,
        lift_at: r.b,
      });
    } else slots.set(`${r.kind}:${r.period}` as SlotKey, { value: n(r.v), next: n(r.nv), nextAt: r.a });
  }
  return { exclusions, slots };
}

/** The member's limit rows, locked when `forUpdate` (a write serialises on them). */
export async function findSlots(q: Queryable, memberId: number, forUpdate = false): Promise<Map<SlotKey, LimitSlot>> {
  const rows = forUpdate
    ? await q<
        { kind: string; period: string; value: string | null; next_value: string | null; next_at: Date | null }[]
      >`
        SELECT kind, period, value, next_value, next_at FROM rg_limits WHERE member_id = ${memberId} FOR UPDATE`
    : await q<
        { kind: string; period: string; value: string | null; next_value: string | null; next_at: Date | null }[]
      >`
        SELECT kind, period, value, next_value, next_at FROM rg_limits WHERE member_id = ${memberId}`;
  return new Map(
    rows.map((r) => [
      `${r.kind}:${r.period}` as SlotKey,
      { value: n(r.value), next: n(r.next_value), nextAt: r.next_at },
    ]),
  );
}

export async function upsertSlot(q: Queryable, memberId: number, key: SlotKey, s: LimitSlot, at: Date): Promise<void> {
  const [kind, period] = key.split(':') as [string, string];
  await q`INSERT INTO rg_limits (member_id, kind, period, value, next_value, next_at, updated_at)
    VALUES (${memberId}, ${kind}, ${period}, ${s.value}, ${s.next}, ${s.nextAt}, ${at})
    ON CONFLICT (member_id, kind, period) DO UPDATE SET value = EXCLUDED.value, next_value = EXCLUDED.next_value,
      next_at = EXCLUDED.next_at, updated_at = EXCLUDED.updated_at`;
}

/** Exclusions running at `now` (newest first). */
export async function runningExclusions(q: Queryable, memberId: number, now: Date): Promise<ExclusionRow[]> {
  return q.unsafe<ExclusionRow[]>(
    `SELECT id, kind, starts_at, ends_at, lift_at FROM rg_exclusions WHERE member_id = $1 AND ${RUNNING}
      ORDER BY ends_at DESC NULLS FIRST`,
    [memberId, now],
  );
}

export async function insertExclusion(
  q: Queryable,
  r: { memberId: number; kind: string; startsAt: Date; endsAt: Date | null },
): Promise<void> {
  await q`INSERT INTO rg_exclusions (member_id, kind, starts_at, ends_at, created_at)
    VALUES (${r.memberId}, ${r.kind}, ${r.startsAt}, ${r.endsAt}, ${r.startsAt})`;
}

export async function setLift(q: Queryable, id: number, liftAt: Date, by: string, reason: string): Promise<void> {
  await q`UPDATE rg_exclusions SET lift_at = ${liftAt}, lifted_by = ${by}, lift_reason = ${reason} WHERE id = ${id}`;
}

/**
 * Net loss (stakes minus wins) and amount staked of the member's real-money bets placed since each start,
 * every product together (vendor rounds, the house slot, dice and lotteries all keep one `bets` row per
 * round). A cancelled (voided, refunded) bet counts nothing; an open one counts its whole stake as lost.
 * Period starts are the operator time zone's day, week (Monday) and month.
 */
export async function usage(
  q: Queryable,
  memberId: number,
  now: Date,
  timezone: string,
): Promise<{
  loss: Record<'daily' | 'weekly' | 'monthly', number>;
  wager: Record<'daily' | 'weekly' | 'monthly', number>;
}> {
  const [r] = await q<{ ld: string; lw: string; lm: string; wd: string; ww: string; wm: string }[]>`
    WITH s AS (
      SELECT date_trunc('day', ${now}::timestamptz AT TIME ZONE ${timezone}) AT TIME ZONE ${timezone} AS d,
             date_trunc('week', ${now}::timestamptz AT TIME ZONE ${timezone}) AT TIME ZONE ${timezone} AS w,
             date_trunc('month', ${now}::timestamptz AT TIME ZONE ${timezone}) AT TIME ZONE ${timezone} AS m)
    SELECT COALESCE(SUM(b.stake - b.win) FILTER (WHERE b.created_at >= s.d), 0) AS ld,
           COALESCE(SUM(b.stake - b.win) FILTER (WHERE b.created_at >= s.w), 0) AS lw,
           COALESCE(SUM(b.stake - b.win) FILTER (WHERE b.created_at >= s.m), 0) AS lm,
           COALESCE(SUM(b.stake) FILTER (WHERE b.created_at >= s.d), 0) AS wd,
           COALESCE(SUM(b.stake) FILTER (WHERE b.created_at >= s.w), 0) AS ww,
           COALESCE(SUM(b.stake) FILTER (WHERE b.created_at >= s.m), 0) AS wm
      FROM s LEFT JOIN bets b
        ON b.member_id = ${memberId} AND b.unit = 'VND' AND b.status <> 'cancelled'
       -- A scalar bound (an init plan), so the member's bets are one index range, not a join per row.
       AND b.created_at >= (SELECT LEAST(w, m) FROM s) AND b.created_at <= ${now}`;
  return {
    loss: { daily: Number(r!.ld), weekly: Number(r!.lw), monthly: Number(r!.lm) },
    wager: { daily: Number(r!.wd), weekly: Number(r!.ww), monthly: Number(r!.wm) },
  };
}

/**
 * The member's current login session: the newest one, even if it idled out or was revoked since (a game
 * opened from it plays on with its launch token, and its time still counts). The reality check's and the
 * session-time limit's "session". Index 0229.
 */
export async function currentSession(q: Queryable, memberId: number): Promise<{ id: number; created_at: Date } | null> {
  const [s] = await q<{ id: string; created_at: Date }[]>`
    SELECT id, created_at FROM sessions WHERE member_id = ${memberId} ORDER BY created_at DESC, id DESC LIMIT 1`;
  return s ? { id: Number(s.id), created_at: s.created_at } : null;
}

/** Ends every live session of the member (the session-time limit is reached). */
export async function endSessions(q: Queryable, memberId: number, now: Date): Promise<void> {
  await q`UPDATE sessions SET revoked_at = ${now} WHERE member_id = ${memberId} AND revoked_at IS NULL`;
}

/** Wins minus stakes of the member's real-money bets placed since `since` (the reality check's net result). */
export async function netSince(q: Queryable, memberId: number, since: Date): Promise<number> {
  const [r] = await q<{ net: string }[]>`
    SELECT COALESCE(SUM(win - stake), 0) AS net FROM bets
     WHERE member_id = ${memberId} AND unit = 'VND' AND status <> 'cancelled' AND created_at >= ${since}`;
  return Number(r!.net);
}

export interface PreferencesRow {
  reality_seconds: number | null;
  reality_session_id: string | null;
  reality_acked_at: Date | null;
  offer_answered_at: Date | null;
}

export async function findPreferences(q: Queryable, memberId: number): Promise<PreferencesRow | null> {
  const [r] = await q<PreferencesRow[]>`
    SELECT reality_seconds, reality_session_id, reality_acked_at, offer_answered_at
      FROM rg_preferences WHERE member_id = ${memberId}`;
  return r ?? null;
}

/** Writes the given preference fields (others keep their value). */
export async function savePreferences(
  q: Queryable,
  memberId: number,
  at: Date,
  p: { realitySeconds?: number | null; ack?: { sessionId: number }; offerAnswered?: boolean },
): Promise<void> {
  await q`INSERT INTO rg_preferences (member_id, updated_at) VALUES (${memberId}, ${at}) ON CONFLICT DO NOTHING`;
  if (p.realitySeconds !== undefined) {
    await q`UPDATE rg_preferences SET reality_seconds = ${p.realitySeconds}, updated_at = ${at} WHERE member_id = ${memberId}`;
  }
  if (p.ack) {
    await q`UPDATE rg_preferences SET reality_session_id = ${p.ack.sessionId}, reality_acked_at = ${at}, updated_at = ${at}
      WHERE member_id = ${memberId}`;
  }
  if (p.offerAnswered) {
    await q`UPDATE rg_preferences SET offer_answered_at = COALESCE(offer_answered_at, ${at}), updated_at = ${at}
      WHERE member_id = ${memberId}`;
  }
}

export async function passwordHashOf(q: Queryable, memberId: number): Promise<string | null> {
  const [r] = await q<{ password_hash: string | null }[]>`SELECT password_hash FROM members WHERE id = ${memberId}`;
  return r?.password_hash ?? null;
}

export interface HistoryRow {
  at: Date;
  action: string;
  actor: string;
  before: unknown;
  after: unknown;
}

/** The member's audited safer-gambling changes, newest first (index 0228). */
export async function history(q: Queryable, memberId: number, limit = 100): Promise<HistoryRow[]> {
  return q<HistoryRow[]>`
    SELECT at, action, actor, before, after FROM audit_log
     WHERE subject = ${`member:${memberId}`} AND (action LIKE 'rg.%' OR action = 'deposit_limits.set')
     ORDER BY at DESC, id DESC LIMIT ${limit}`;
}

/** Whether the member ever asked for a deposit (the limits offer is made at the first one). */
export async function hasDeposited(q: Queryable, memberId: number): Promise<boolean> {
  const [r] = await q<{ any: boolean }[]>`SELECT EXISTS (SELECT 1 FROM deposits WHERE member_id = ${memberId}) AS any`;
  return r!.any;
}
