import type { RoundGame } from '@app/contracts';
import { generateServerSeed, hashServerSeed } from '@app/games';
import type { Tx } from '../../platform/db/connect.js';
import { AppError, notFound } from '../../platform/http/app-error.js';
import { publishRound } from '../../platform/realtime/index.js';
import { findGame, gameOf, type RoundsDeps } from './rounds.deps.js';
import { roundClientSeed } from './rounds.game.js';
import { enqueueRoundStep } from './rounds.jobs.js';
import { toRoundEvent } from './rounds.mappers.js';
import {
  findRound,
  getSettings,
  insertRound,
  lastRound,
  lockRound,
  moveRound,
  type RoundRow,
  recordResult,
} from './rounds.repository.js';
import { nextWindow } from './rounds.schedule.js';

/**
 * Round lifecycle: scheduled → open → closed → drawn (settlement and voids: rounds.settlement.ts). Each
 * step is one conditional UPDATE from the state before it, in a transaction that also publishes the new
 * state (delivered only if it commits), so two runners of the same step move the round once.
 */
export function createRoundLifecycle(deps: RoundsDeps) {
  const { db, clock } = deps;

  /**
   * Keeps one scheduled round ahead: the next opens when the last is drawn (or now, if that is past), is
   * drawn at the game's next draw time (its schedule: an interval, or a local time on given weekdays) and
   * locks `lockSeconds` before it. Its server seed is drawn and its hash published now, before it opens.
   */
  async function scheduleNext(game: RoundGame): Promise<RoundRow | undefined> {
    const settings = await getSettings(db, game);
    if (!settings?.enabled) return undefined;
    const last = await lastRound(db, game);
    const now = clock.now();
    if (last?.state === 'scheduled') return undefined;
    const window = nextWindow({
      schedule: settings.schedule,
      intervalSeconds: settings.intervalSeconds,
      lockSeconds: settings.lockSeconds,
      lastDrawsAt: last?.draws_at ?? null,
      now,
    });
    const seq = (last?.seq ?? 0) + 1;
    const serverSeed = generateServerSeed();
    return step((tx) =>
      insertRound(tx, {
        game,
        seq,
        opens_at: window.opensAt,
        closes_at: window.closesAt,
        draws_at: window.drawsAt,
        server_seed: serverSeed,
        server_seed_hash: hashServerSeed(serverSeed),
        client_seed: roundClientSeed(game, seq),
        at: now,
      }),
    );
  }

  /** Publishes a round's new state, enqueues its next step and tells its game, in the transaction of the move. */
  async function announce(tx: Tx, row: RoundRow): Promise<void> {
    // A scheduled round is not announced: only its opening is (with its seed hash).
    if (row.state !== 'scheduled') await publishRound(tx, toRoundEvent(row, clock.now()));
    await enqueueRoundStep(tx, row, clock.now());
    await (await findGame(deps, row.game, tx))?.onStep?.(tx, row);
  }

  /** One step, published in its transaction; undefined when the round was not in a state it moves from. */
  async function step(move: (tx: Tx) => Promise<RoundRow | undefined>): Promise<RoundRow | undefined> {
    return (await db.begin(async (tx) => {
      const row = await move(tx);
      if (row) await announce(tx, row);
      return row;
    })) as RoundRow | undefined;
  }

  const open = (roundId: number) => step((tx) => moveRound(tx, roundId, ['scheduled'], 'open', clock.now()));

  /** Locks betting now (the scheduler calls it at closesAt; slips are refused from closesAt on anyway). */
  const close = (roundId: number) => step((tx) => moveRound(tx, roundId, ['open'], 'closed', clock.now()));

  /**
   * Draws a closed round from its committed seed pair; a drawn result never changes (trigger). A game
   * whose result comes from outside is never drawn here: it waits for recordExternalResult.
   */
  async function draw(roundId: number): Promise<RoundRow | undefined> {
    const round = await findRound(db, roundId);
    if (!round) throw notFound('No such round');
    if (round.state !== 'closed') return undefined;
    const settings = await getSettings(db, round.game);
    if (settings?.resultSource !== 'seed') return undefined;
    const game = await gameOf(deps, round.game);
    if (!game.draw) throw new Error(`round game ${round.game} draws from seeds but has no draw()`);
    const result = game.draw({ serverSeed: round.server_seed, clientSeed: round.client_seed, nonce: round.nonce });
    return step((tx) => recordResult(tx, roundId, result, clock.now()));
  }

  /**
   * THE way a result from outside (the televised Vietnam draws, after four eyes or an agreeing feed)
   * enters a round, in the caller's transaction: the game must take external results, the round must be
   * closed (an open round past its lock is closed first) and at or past its draw time, and the result
   * must fit the game (its plug-in's checkResult, stable codes). The round moves closed → drawn once (the
   * trigger keeps the result final), its `drawn` state is published, and its settlement is enqueued as
   * the round's next step (run as soon as the caller commits).
   */
  async function recordExternalResult(tx: Tx, roundId: number, raw: unknown): Promise<RoundRow> {
    const now = clock.now();
    let round = await lockRound(tx, roundId);
    if (!round) throw new AppError('round_not_found', 404, 'No such round');
    const settings = await getSettings(tx, round.game);
    const game = await gameOf(deps, round.game, tx);
    if (settings?.resultSource !== 'external' || !game.checkResult) {
      throw new AppError('round_result_not_expected', 409, `Round game ${round.game} draws its own results`);
    }
    if (round.state === 'open' && round.closes_at <= now) {
      round = (await moveRound(tx, roundId, ['open'], 'closed', now))!;
      await announce(tx, round);
    }
    if ((round.state === 'open' || round.state === 'closed') && now < round.draws_at) {
      throw new AppError(
        'round_result_too_early',
        409,
        `Round ${roundId} is drawn at ${round.draws_at.toISOString()}`,
        {
          drawsAt: round.draws_at.toISOString(),
        },
      );
    }
    if (round.state !== 'closed') {
      throw new AppError('round_result_not_expected', 409, `Round ${roundId} is ${round.state}`, {
        state: round.state,
      });
    }
    const checked = game.checkResult(raw);
    if (!checked.ok) {
      throw new AppError(checked.code, 422, 'The result does not fit the game', {
        ...(checked.prize ? { prize: checked.prize } : {}),
      });
    }
    const row = await recordResult(tx, roundId, checked.result, now);
    if (!row) throw new AppError('round_result_not_expected', 409, `Round ${roundId} is already drawn`);
    await announce(tx, row);
    return row;
  }

  /** The round, or 404. */
  async function get(roundId: number): Promise<RoundRow> {
    const round = await findRound(db, roundId);
    if (!round) throw new AppError('round_not_found', 404, 'No such round');
    return round;
  }

  return { scheduleNext, open, close, draw, get, recordExternalResult, announce };
}
export type RoundLifecycle = ReturnType<typeof createRoundLifecycle>;
