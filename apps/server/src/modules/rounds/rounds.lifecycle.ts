import type { RoundGame } from '@app/contracts';
import { generateServerSeed, hashServerSeed } from '@app/games';
import type { Tx } from '../../platform/db/connect.js';
import { AppError, notFound } from '../../platform/http/app-error.js';
import { publishRound } from '../../platform/realtime/index.js';
import { gameOf, type RoundsDeps } from './rounds.deps.js';
import { roundClientSeed } from './rounds.game.js';
import { enqueueRoundStep } from './rounds.jobs.js';
import { toRoundEvent } from './rounds.mappers.js';
import {
  findRound,
  getSettings,
  insertRound,
  lastRound,
  moveRound,
  type RoundRow,
  recordResult,
} from './rounds.repository.js';

/**
 * Round lifecycle: scheduled → open → closed → drawn (settlement and voids: rounds.settlement.ts). Each
 * step is one conditional UPDATE from the state before it, in a transaction that also publishes the new
 * state (delivered only if it commits), so two runners of the same step move the round once.
 */
export function createRoundLifecycle(deps: RoundsDeps) {
  const { db, clock } = deps;

  /**
   * Keeps one scheduled round ahead: the next starts when the last is drawn (or now, if that is past), runs the operator's interval, and locks `lockSeconds` before its draw. Its server
   * seed is drawn and its hash published now, before the round opens.
   */
  async function scheduleNext(game: RoundGame): Promise<RoundRow | undefined> {
    const settings = await getSettings(db, game);
    if (!settings?.enabled) return undefined;
    const last = await lastRound(db, game);
    const now = clock.now();
    if (last?.state === 'scheduled') return undefined;
    const start = last && last.draws_at > now ? last.draws_at : now;
    const drawsAt = new Date(start.getTime() + settings.intervalSeconds * 1000);
    const seq = (last?.seq ?? 0) + 1;
    const serverSeed = generateServerSeed();
    return step((tx) =>
      insertRound(tx, {
        game,
        seq,
        opens_at: start,
        closes_at: new Date(drawsAt.getTime() - settings.lockSeconds * 1000),
        draws_at: drawsAt,
        server_seed: serverSeed,
        server_seed_hash: hashServerSeed(serverSeed),
        client_seed: roundClientSeed(game, seq),
        at: now,
      }),
    );
  }

  /** One step, published in its transaction; undefined when the round was not in a state it moves from. */
  async function step(move: (tx: Tx) => Promise<RoundRow | undefined>): Promise<RoundRow | undefined> {
    return (await db.begin(async (tx) => {
      const row = await move(tx);
      if (row) {
        // A scheduled round is not announced: only its opening is (with its seed hash).
        if (row.state !== 'scheduled') await publishRound(tx, toRoundEvent(row, clock.now()));
        await enqueueRoundStep(tx, row, clock.now());
      }
      return row;
    })) as RoundRow | undefined;
  }

  const open = (roundId: number) => step((tx) => moveRound(tx, roundId, ['scheduled'], 'open', clock.now()));

  /** Locks betting now (the scheduler calls it at closesAt; slips are refused from closesAt on anyway). */
  const close = (roundId: number) => step((tx) => moveRound(tx, roundId, ['open'], 'closed', clock.now()));

  /** Draws a closed round from its committed seed pair; a drawn result never changes (trigger). */
  async function draw(roundId: number): Promise<RoundRow | undefined> {
    const round = await findRound(db, roundId);
    if (!round) throw notFound('No such round');
    if (round.state !== 'closed') return undefined;
    const result = gameOf(deps, round.game).draw({
      serverSeed: round.server_seed,
      clientSeed: round.client_seed,
      nonce: round.nonce,
    });
    return step((tx) => recordResult(tx, roundId, result, clock.now()));
  }

  /** The round, or 404. */
  async function get(roundId: number): Promise<RoundRow> {
    const round = await findRound(db, roundId);
    if (!round) throw new AppError('round_not_found', 404, 'No such round');
    return round;
  }

  return { scheduleNext, open, close, draw, get };
}
export type RoundLifecycle = ReturnType<typeof createRoundLifecycle>;
