import { createHash } from 'node:crypto';
import type {
  LotteryBet,
  LotteryBetStatus,
  LotteryMode,
  PlaceLotterySlip,
  PlaceLotterySlipAnswer,
} from '@app/contracts';
import type { Clock } from '../../platform/clock.js';
import type { Db, Queryable } from '../../platform/db/connect.js';
import { AppError } from '../../platform/http/app-error.js';
import type { BetRow, Bettor, RoundRow, Rounds } from '../rounds/index.js';
import { priceSlip } from './bets.pricing.js';
import type { ChaseService } from './chase.service.js';
import { betStatesOf, toDraw, toLotteryBet } from './draws.mappers.js';
import { releaseExposure } from './exposure.js';
import { findConfig, type LotteryConfig, oddsOf } from './games.repository.js';

export interface LotteryBetsDeps {
  db: Db;
  clock: Clock;
  rounds: Rounds;
}

/** A game's config, or lottery_unknown_game (also for a disabled game: it takes no bets). */
export async function lotteryConfigOf(
  q: Queryable,
  code: string,
  opts: { enabledOnly: boolean },
): Promise<LotteryConfig> {
  const config = await findConfig(q, code);
  if (!config || (opts.enabledOnly && !config.enabled)) {
    throw new AppError('lottery_unknown_game', 404, `No lottery game ${code}`);
  }
  return config;
}

/** The prize mode a slip plays: the one asked, or the game's default; refused if the game does not offer it. */
export function modeOf(config: LotteryConfig, asked: LotteryMode | undefined): LotteryMode {
  const mode = asked ?? config.defaultMode;
  if (!config.prizeModes.includes(mode)) {
    throw new AppError('lottery_mode_not_offered', 422, `This lottery does not offer the ${mode} prize mode`, {
      prizeModes: config.prizeModes,
    });
  }
  return mode;
}

/**
 * Lottery slips on the rounds core. The module checks and prices each bet with the maths (stable codes),
 * then places the slip through the core's one bet path: the slip's idempotency key, one stake transfer a
 * bet through the ledger, betting history, the per-player limit, the pre-bet checks (the per-number cap
 * among them) and the round's gate against its lock. Cancels go through the core's cancel.
 */
export function createLotteryBets(deps: LotteryBetsDeps & { chases: ChaseService }) {
  const { db, clock, rounds } = deps;

  async function drawOf(drawId: number): Promise<{ round: RoundRow; config: LotteryConfig }> {
    const round = await rounds.get(drawId);
    const config = await findConfig(db, round.game);
    if (!config) throw new AppError('round_not_found', 404, 'No such lottery draw');
    return { round, config };
  }

  async function place(bettor: Bettor, drawId: number, input: PlaceLotterySlip): Promise<PlaceLotterySlipAnswer> {
    const { round, config } = await drawOf(drawId);
    if (!config.enabled) throw new AppError('lottery_unknown_game', 404, `No lottery game ${config.code}`);
    const mode = modeOf(config, input.prizeMode);
    const table = (await oddsOf(db, config))[mode]!;
    const priced = priceSlip(config, mode, table, input.bets);
    // A replay is matched on what the member asked (not on prices, which the operator may change between).
    const requestHash = createHash('sha256')
      .update(JSON.stringify(['lottery', drawId, bettor.unit, mode, input.bets, input.chase ?? null]))
      .digest('hex');
    const placed = await rounds.place(
      bettor,
      drawId,
      {
        idempotencyKey: input.idempotencyKey,
        bets: priced.map((p) => ({ selection: p.stored, stake: p.cost })),
        requestHash,
      },
      'module',
    );
    const chase = input.chase
      ? await deps.chases.start(bettor, round, {
          idempotencyKey: input.idempotencyKey,
          mode,
          bets: priced.map((p) => ({ selection: p.stored.bet, points: p.stored.points })),
          draws: input.chase.draws,
          stopOnWin: input.chase.stopOnWin,
        })
      : null;
    const now = clock.now();
    const fresh = await rounds.get(drawId);
    return {
      drawId,
      bets: placed.bets.map((b) =>
        toLotteryBet(
          {
            id: b.id,
            round_id: b.roundId,
            selection: b.selection,
            unit: b.unit,
            stake: b.stake,
            max_payout: b.maxPayout,
            state: b.state,
            payout: b.payout,
            created_at: new Date(b.createdAt),
          },
          fresh,
          now,
          chase?.id ?? null,
        ),
      ),
      totalCost: placed.totalStake,
      balance: placed.balance,
      replayed: placed.replayed,
      chase,
    };
  }

  /** Cancels a pending lottery bet before its draw locks: refunded once, taken off the draw's numbers. */
  async function cancel(memberId: number, betId: number): Promise<LotteryBet> {
    const [owned] = await db<{ game: string }[]>`
      SELECT r.game FROM round_bets b JOIN rounds r ON r.id = b.round_id
      WHERE b.id = ${betId} AND b.member_id = ${memberId}`;
    const config = owned && (await findConfig(db, owned.game));
    if (!config) throw new AppError('round_bet_not_found', 404, 'No such bet');
    const bet = await rounds.cancel(memberId, betId, (tx, row) => releaseExposure(tx, row, config.layout));
    const round = await rounds.get(bet.round_id);
    return toLotteryBet(bet, round, clock.now(), await chaseOfSlip(db, bet.slip_id));
  }

  /** The member's lottery bets, newest first, each with its draw (and result). */
  async function mine(
    memberId: number,
    q: { status?: LotteryBetStatus; game?: string; before?: number; limit?: number },
  ) {
    const limit = q.limit ?? 50;
    const state = q.status ? betStatesOf(q.status) : null;
    const rows = await db<(BetRow & { r: RoundRow; chase_id: number | null })[]>`
      SELECT b.*, to_jsonb(r) AS r, cd.chase_id
      FROM round_bets b
      JOIN rounds r ON r.id = b.round_id
      JOIN lottery_games l ON l.game = r.game
      LEFT JOIN lottery_chase_draws cd ON cd.slip_id = b.slip_id
      WHERE b.member_id = ${memberId}
        AND (${state}::text IS NULL OR b.state = ${state})
        AND (${q.game ?? null}::text IS NULL OR r.game = ${q.game ?? null})
        AND (${q.before ?? null}::bigint IS NULL OR b.id < ${q.before ?? null})
      ORDER BY b.id DESC LIMIT ${limit}`;
    const configs = new Map<string, LotteryConfig>();
    const now = clock.now();
    const items = [];
    for (const row of rows) {
      const round = roundFromJson(row.r);
      let config = configs.get(round.game);
      if (!config) {
        config = (await findConfig(db, round.game))!;
        configs.set(round.game, config);
      }
      items.push({
        ...toLotteryBet(row, round, now, row.chase_id),
        draw: toDraw(round, config),
        gameName: config.name,
      });
    }
    return { items };
  }

  return { place, cancel, mine };
}
export type LotteryBets = ReturnType<typeof createLotteryBets>;

async function chaseOfSlip(q: Queryable, slipId: number): Promise<number | null> {
  const [row] = await q<{ chase_id: number }[]>`SELECT chase_id FROM lottery_chase_draws WHERE slip_id = ${slipId}`;
  return row?.chase_id ?? null;
}

/** A rounds row read back from to_jsonb (timestamps as strings). */
function roundFromJson(j: RoundRow): RoundRow {
  const d = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string));
  return {
    ...j,
    opens_at: d(j.opens_at)!,
    closes_at: d(j.closes_at)!,
    draws_at: d(j.draws_at)!,
    created_at: d(j.created_at)!,
    opened_at: d(j.opened_at),
    closed_at: d(j.closed_at),
    drawn_at: d(j.drawn_at),
    settled_at: d(j.settled_at),
    voided_at: d(j.voided_at),
  };
}
