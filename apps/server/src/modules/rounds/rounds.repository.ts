import type { RoundGame, RoundLifecycleState, RoundSettings } from '@app/contracts';
import type { Queryable } from '../../platform/db/connect.js';
import type { RoundSchedule } from './rounds.schedule.js';

export interface RoundRow {
  id: number;
  game: RoundGame;
  seq: number;
  state: RoundLifecycleState;
  opens_at: Date;
  closes_at: Date;
  draws_at: Date;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
  result: unknown;
  staked: number;
  max_payout: number;
  created_at: Date;
  opened_at: Date | null;
  closed_at: Date | null;
  drawn_at: Date | null;
  settled_at: Date | null;
  voided_at: Date | null;
  void_reason: string | null;
  voided_by: string | null;
}

export type BetState = 'placed' | 'won' | 'lost' | 'refunded';

export interface BetRow {
  id: number;
  round_id: number;
  slip_id: number;
  member_id: number;
  unit: 'VND' | 'PLAY';
  selection: unknown;
  stake: number;
  max_payout: number;
  state: BetState;
  payout: number | null;
  created_at: Date;
  settled_at: Date | null;
}

export interface SlipRow {
  id: number;
  round_id: number;
  member_id: number;
  idempotency_key: string;
  request_hash: string;
  unit: 'VND' | 'PLAY';
  total_stake: number;
  created_at: Date;
}

interface SettingsRow {
  interval_seconds: number;
  lock_seconds: number;
  min_stake: number;
  max_stake: number;
  max_player_round_stake: number;
  max_round_payout: number;
  enabled: boolean;
  result_source: 'seed' | 'external';
  schedule: RoundSchedule;
}

/** A game's settings as the core runs them: the operator's RoundSettings, its schedule and result source. */
export interface GameSettings extends RoundSettings {
  resultSource: 'seed' | 'external';
  schedule: RoundSchedule;
}

const toSettings = (r: SettingsRow): GameSettings => ({
  intervalSeconds: r.interval_seconds,
  lockSeconds: r.lock_seconds,
  minStake: r.min_stake,
  maxStake: r.max_stake,
  maxPlayerRoundStake: r.max_player_round_stake,
  maxRoundPayout: r.max_round_payout,
  enabled: r.enabled,
  resultSource: r.result_source,
  schedule: r.schedule,
});

export async function getSettings(q: Queryable, game: RoundGame): Promise<GameSettings | undefined> {
  const [row] = await q<SettingsRow[]>`SELECT * FROM round_games WHERE game = ${game}`;
  return row && toSettings(row);
}

/** Enabled games with a round_games row, among `codes`. */
export async function enabledGames(q: Queryable, codes: readonly string[]): Promise<string[]> {
  const rows = await q<{ game: string }[]>`
    SELECT game FROM round_games WHERE enabled AND game = ANY(${codes as string[]}::text[]) ORDER BY game`;
  return rows.map((r) => r.game);
}

/** Stores a game's settings; answers the previous ones (for the audit record). */
export async function putSettings(q: Queryable, game: RoundGame, s: RoundSettings, at: Date) {
  const [before] = await q<SettingsRow[]>`SELECT * FROM round_games WHERE game = ${game} FOR UPDATE`;
  await q`UPDATE round_games SET interval_seconds = ${s.intervalSeconds}, lock_seconds = ${s.lockSeconds},
      min_stake = ${s.minStake}, max_stake = ${s.maxStake}, max_player_round_stake = ${s.maxPlayerRoundStake},
      max_round_payout = ${s.maxRoundPayout}, enabled = ${s.enabled}, updated_at = ${at}
    WHERE game = ${game}`;
  return before && toSettings(before);
}

export async function insertRound(
  q: Queryable,
  r: Pick<
    RoundRow,
    'game' | 'seq' | 'opens_at' | 'closes_at' | 'draws_at' | 'server_seed' | 'server_seed_hash' | 'client_seed'
  > & { at: Date },
): Promise<RoundRow | undefined> {
  const [row] = await q<RoundRow[]>`
    INSERT INTO rounds (game, seq, state, opens_at, closes_at, draws_at, server_seed, server_seed_hash, client_seed,
                        created_at)
    VALUES (${r.game}, ${r.seq}, 'scheduled', ${r.opens_at}, ${r.closes_at}, ${r.draws_at}, ${r.server_seed},
            ${r.server_seed_hash}, ${r.client_seed}, ${r.at})
    ON CONFLICT (game, seq) DO NOTHING RETURNING *`;
  return row;
}

export async function findRound(q: Queryable, id: number): Promise<RoundRow | undefined> {
  const [row] = await q<RoundRow[]>`SELECT * FROM rounds WHERE id = ${id}`;
  return row;
}

export async function lastRound(q: Queryable, game: RoundGame): Promise<RoundRow | undefined> {
  const [row] = await q<RoundRow[]>`SELECT * FROM rounds WHERE game = ${game} ORDER BY seq DESC LIMIT 1`;
  return row;
}

/**
 * Rounds of a game not yet settled or voided, oldest first: what the scheduler moves on. A game whose results
 * come from outside leaves its closed rounds out (nothing moves them but their result), so rounds waiting long
 * for one never crowd out the rounds to open and close.
 */
export async function unfinishedRounds(q: Queryable, game: RoundGame, externalResults = false): Promise<RoundRow[]> {
  return q<RoundRow[]>`SELECT * FROM rounds WHERE game = ${game} AND state NOT IN ('settled', 'voided')
      AND NOT (${externalResults} AND state = 'closed')
    ORDER BY seq LIMIT 20`;
}

/** The round taking bets (or the newest past scheduling), and the newest drawn one before it. */
export async function currentRounds(q: Queryable, game: RoundGame) {
  const [current] = await q<RoundRow[]>`
    SELECT * FROM rounds WHERE game = ${game} AND state IN ('open', 'closed')
    ORDER BY (state = 'open') DESC, seq LIMIT 1`;
  const [previous] = await q<RoundRow[]>`
    SELECT * FROM rounds WHERE game = ${game} AND state IN ('drawn', 'settled') ORDER BY seq DESC LIMIT 1`;
  return { current, previous };
}

/** Moves a round from one of `from` to `to`, stamping `<to>_at`; undefined when it was in no such state. */
export async function moveRound(
  q: Queryable,
  id: number,
  from: RoundLifecycleState[],
  to: 'open' | 'closed' | 'settled',
  at: Date,
): Promise<RoundRow | undefined> {
  const stamp = { open: 'opened_at', closed: 'closed_at', settled: 'settled_at' }[to];
  const [row] = await q<RoundRow[]>`
    UPDATE rounds SET state = ${to}, ${q(stamp)} = ${at} WHERE id = ${id} AND state = ANY(${from}::text[]) RETURNING *`;
  return row;
}

/** Locks a round's row for a change decided on what it holds (an external result, a cancel). */
export async function lockRound(q: Queryable, id: number): Promise<RoundRow | undefined> {
  const [row] = await q<RoundRow[]>`SELECT * FROM rounds WHERE id = ${id} FOR UPDATE`;
  return row;
}

/** Records the result of a closed round (once: the trigger refuses any later change). */
export async function recordResult(q: Queryable, id: number, result: unknown, at: Date) {
  const [row] = await q<RoundRow[]>`
    UPDATE rounds SET state = 'drawn', result = ${q.json(result as never)}, drawn_at = ${at}
    WHERE id = ${id} AND state = 'closed' AND result IS NULL RETURNING *`;
  return row;
}

/** What each member of a round was paid back, all bets together (betting history's win). */
export async function paidByMember(q: Queryable, roundId: number) {
  return q<{ member_id: number; paid: number }[]>`
    SELECT member_id, coalesce(sum(payout), 0)::bigint AS paid FROM round_bets WHERE round_id = ${roundId}
    GROUP BY member_id`;
}

/** Marks a drawn round settled once none of its bets is still open. */
export async function finishSettlement(q: Queryable, id: number, at: Date) {
  const [row] = await q<RoundRow[]>`
    UPDATE rounds SET state = 'settled', settled_at = ${at}
    WHERE id = ${id} AND state = 'drawn'
      AND NOT EXISTS (SELECT 1 FROM round_bets WHERE round_id = ${id} AND state = 'placed')
    RETURNING *`;
  return row;
}

/** Voids a round that no settlement has touched; undefined when it is settled, voided or settling. */
export async function voidRound(q: Queryable, id: number, reason: string, actor: string, at: Date) {
  const [row] = await q<RoundRow[]>`
    UPDATE rounds SET state = 'voided', voided_at = ${at}, void_reason = ${reason}, voided_by = ${actor}
    WHERE id = ${id} AND state NOT IN ('settled', 'voided')
      AND NOT EXISTS (SELECT 1 FROM round_bets WHERE round_id = ${id} AND state IN ('won', 'lost'))
    RETURNING *`;
  return row;
}

export async function lockRoundShared(q: Queryable, id: number): Promise<RoundLifecycleState | undefined> {
  const [row] = await q<{ state: RoundLifecycleState }[]>`SELECT state FROM rounds WHERE id = ${id} FOR SHARE`;
  return row?.state;
}

/**
 * The round's gate for a slip, taken last in the placing transaction: adds the slip to the round's totals
 * only while the round is open, before its lock time, and under its payout limit. The row lock it takes
 * is held to commit, so a close (an UPDATE of the same row) waits for every slip already through the gate,
 * and a slip arriving after the close finds the round closed.
 */
export async function admitToRound(
  q: Queryable,
  p: { id: number; staked: number; maxPayout: number; maxRoundPayout: number; now: Date },
): Promise<boolean> {
  const rows = await q`
    UPDATE rounds SET staked = staked + ${p.staked}, max_payout = max_payout + ${p.maxPayout}
    WHERE id = ${p.id} AND state = 'open' AND opens_at <= ${p.now} AND closes_at > ${p.now}
      AND max_payout + ${p.maxPayout} <= ${p.maxRoundPayout}
    RETURNING id`;
  return rows.length === 1;
}

/** Adds to a member's stakes on a round within the limit; false when the limit would be passed. */
export async function addPlayerStake(
  q: Queryable,
  p: { roundId: number; memberId: number; staked: number; limit: number },
): Promise<boolean> {
  const rows = await q`
    INSERT INTO round_players AS rp (round_id, member_id, staked)
    SELECT ${p.roundId}::bigint, ${p.memberId}::bigint, ${p.staked}::bigint WHERE ${p.staked}::bigint <= ${p.limit}::bigint
    ON CONFLICT (round_id, member_id) DO UPDATE SET staked = rp.staked + excluded.staked
      WHERE rp.staked + excluded.staked <= ${p.limit}
    RETURNING round_id`;
  return rows.length === 1;
}

export async function playerStaked(q: Queryable, roundId: number, memberId: number): Promise<number> {
  const [row] = await q<{ staked: number }[]>`
    SELECT staked FROM round_players WHERE round_id = ${roundId} AND member_id = ${memberId}`;
  return row?.staked ?? 0;
}

/** Inserts a slip; undefined when the member already used the key (the caller replays that slip). */
export async function insertSlip(q: Queryable, s: Omit<SlipRow, 'id'>): Promise<SlipRow | undefined> {
  const [row] = await q<SlipRow[]>`
    INSERT INTO round_slips (round_id, member_id, idempotency_key, request_hash, unit, total_stake, created_at)
    VALUES (${s.round_id}, ${s.member_id}, ${s.idempotency_key}, ${s.request_hash}, ${s.unit}, ${s.total_stake},
            ${s.created_at})
    ON CONFLICT (member_id, idempotency_key) DO NOTHING RETURNING *`;
  return row;
}

export async function findSlip(q: Queryable, memberId: number, key: string): Promise<SlipRow | undefined> {
  const [row] = await q<SlipRow[]>`
    SELECT * FROM round_slips WHERE member_id = ${memberId} AND idempotency_key = ${key}`;
  return row;
}

/** Inserts a slip's bets in one statement, in order. */
export async function insertBets(
  q: Queryable,
  slip: Pick<BetRow, 'round_id' | 'slip_id' | 'member_id' | 'unit' | 'created_at'>,
  bets: Pick<BetRow, 'selection' | 'stake' | 'max_payout'>[],
): Promise<BetRow[]> {
  return q<BetRow[]>`
    INSERT INTO round_bets (round_id, slip_id, member_id, unit, selection, stake, max_payout, created_at)
    SELECT ${slip.round_id}, ${slip.slip_id}, ${slip.member_id}, ${slip.unit}, u.selection::jsonb, u.stake,
           u.max_payout, ${slip.created_at}
    FROM unnest(${bets.map((b) => JSON.stringify(b.selection))}::text[], ${bets.map((b) => b.stake)}::bigint[],
                ${bets.map((b) => b.max_payout)}::bigint[]) WITH ORDINALITY AS u(selection, stake, max_payout, ord)
    ORDER BY u.ord
    RETURNING *`;
}

export async function betsOfSlip(q: Queryable, slipId: number): Promise<BetRow[]> {
  return q<BetRow[]>`SELECT * FROM round_bets WHERE slip_id = ${slipId} ORDER BY id`;
}

export async function memberBets(q: Queryable, roundId: number, memberId: number): Promise<BetRow[]> {
  return q<BetRow[]>`SELECT * FROM round_bets WHERE round_id = ${roundId} AND member_id = ${memberId} ORDER BY id`;
}

/**
 * Up to `limit` open bets of a round with ids above `after`, that no other runner holds, locked until
 * this transaction ends. The cursor keeps each claim from walking the index entries of bets already
 * settled in this run (dead until vacuumed), which made a round of 100,000 bets quadratic.
 */
export async function claimOpenBets(q: Queryable, roundId: number, after: number, limit: number) {
  return q<Pick<BetRow, 'id' | 'member_id' | 'unit' | 'selection' | 'stake'>[]>`
    SELECT id, member_id, unit, selection, stake FROM round_bets
    WHERE round_id = ${roundId} AND state = 'placed' AND id > ${after}
    ORDER BY id LIMIT ${limit} FOR UPDATE SKIP LOCKED`;
}

/** Settles claimed bets: each moves from 'placed' once, to 'won' (payout > 0) or 'lost'. Answers the ids moved. */
export async function markSettled(q: Queryable, ids: number[], payouts: number[], at: Date): Promise<Set<number>> {
  const rows = await q<{ id: number }[]>`
    UPDATE round_bets b SET state = CASE WHEN v.payout > 0 THEN 'won' ELSE 'lost' END, payout = v.payout,
      settled_at = ${at}
    FROM unnest(${ids}::bigint[], ${payouts}::bigint[]) AS v(id, payout)
    WHERE b.id = v.id AND b.state = 'placed'
    RETURNING b.id`;
  return new Set(rows.map((r) => r.id));
}

/** Refunds every open bet of a round (its state moves once); answers what to pay back. */
export async function markRefunded(q: Queryable, roundId: number, at: Date) {
  return q<Pick<BetRow, 'id' | 'member_id' | 'unit' | 'stake' | 'slip_id'>[]>`
    UPDATE round_bets SET state = 'refunded', payout = stake, settled_at = ${at}
    WHERE round_id = ${roundId} AND state = 'placed'
    RETURNING id, member_id, unit, stake, slip_id`;
}

/** The last drawn results of a game, newest first (the bead road). */
export async function listResults(q: Queryable, game: RoundGame, limit: number) {
  return q<Pick<RoundRow, 'id' | 'seq' | 'result' | 'drawn_at'>[]>`
    SELECT id, seq, result, drawn_at FROM rounds
    WHERE game = ${game} AND state IN ('drawn', 'settled') ORDER BY seq DESC LIMIT ${limit}`;
}

/**
 * Takes a cancelled bet off its round, only while the round is open and before its lock (the same gate a
 * slip passes, so a cancel and the close never cross); false when betting has locked.
 */
export async function releaseFromRound(
  q: Queryable,
  p: { id: number; staked: number; maxPayout: number; now: Date },
): Promise<boolean> {
  const rows = await q`
    UPDATE rounds SET staked = staked - ${p.staked}, max_payout = max_payout - ${p.maxPayout}
    WHERE id = ${p.id} AND state = 'open' AND closes_at > ${p.now}
    RETURNING id`;
  return rows.length === 1;
}

/** A member's bet, locked for a cancel. */
export async function lockMemberBet(q: Queryable, betId: number, memberId: number): Promise<BetRow | undefined> {
  const [row] = await q<BetRow[]>`SELECT * FROM round_bets WHERE id = ${betId} AND member_id = ${memberId} FOR UPDATE`;
  return row;
}

/** Marks one placed bet refunded (a cancel); false when it was no longer placed. */
export async function markBetRefunded(q: Queryable, betId: number, at: Date): Promise<boolean> {
  const rows = await q`UPDATE round_bets SET state = 'refunded', payout = stake, settled_at = ${at}
    WHERE id = ${betId} AND state = 'placed' RETURNING id`;
  return rows.length === 1;
}

/** Takes a cancelled stake off the member's total on the round (the per-player limit). */
export async function subtractPlayerStake(q: Queryable, roundId: number, memberId: number, staked: number) {
  await q`UPDATE round_players SET staked = greatest(staked - ${staked}, 0)
    WHERE round_id = ${roundId} AND member_id = ${memberId}`;
}

/** Whether any bet of a slip is still standing (not refunded). */
export async function slipHasStandingBets(q: Queryable, slipId: number): Promise<boolean> {
  const [row] = await q<{ n: number }[]>`
    SELECT count(*)::int AS n FROM round_bets WHERE slip_id = ${slipId} AND state <> 'refunded'`;
  return (row?.n ?? 0) > 0;
}
