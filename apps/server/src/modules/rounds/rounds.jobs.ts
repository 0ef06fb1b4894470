import { type RoundGame, RoundGameSchema } from '@app/contracts';
import type { Queryable } from '../../platform/db/connect.js';
import { defineTask, enqueue, type JobQueue } from '../../platform/jobs/index.js';
import type { RoundRow } from './rounds.repository.js';

/** Moves one game's due rounds; enqueued per round (job key `round:<id>`) for the round's next due time. */
export const ROUND_STEP_TASK = 'rounds.step';
/** The same pass for every game once a minute: starts the first round, repairs a lost step job. */
export const ROUND_TICK_TASK = 'rounds.tick';

export const roundJobKey = (roundId: number) => `round:${roundId}`;

/** When a round next needs the scheduler: its opening, its lock, its draw, or at once once drawn. */
export function nextDue(r: Pick<RoundRow, 'state' | 'opens_at' | 'closes_at' | 'draws_at'>, now: Date): Date | null {
  switch (r.state) {
    case 'scheduled':
      return r.opens_at;
    case 'open':
      return r.closes_at;
    case 'closed':
      return r.draws_at;
    case 'drawn':
      return now;
    default:
      return null;
  }
}

/**
 * Enqueues the round's next step in the transaction that moved it (the job exists iff the move commits);
 * one waiting job per round, moved to the new due time ('replace').
 */
export async function enqueueRoundStep(q: Queryable, r: RoundRow, now: Date): Promise<void> {
  const due = nextDue(r, now);
  if (!due) return;
  await enqueue(q, ROUND_STEP_TASK, { game: r.game }, { jobKey: roundJobKey(r.id), jobKeyMode: 'replace', runAt: due });
}

const parseGame = (raw: unknown): { game: RoundGame } => {
  const game = (raw as { game?: unknown } | null)?.game;
  if (!RoundGameSchema.safeParse(game).success) throw new Error(`rounds job: bad game ${String(game)}`);
  return { game: game as RoundGame };
};

/**
 * The rounds scheduler on the job queue. Both tasks run `tick`, which moves only what is due, each move a
 * conditional update, so two nodes (or a job run twice after a crash) move a round once.
 */
export function registerRoundJobs(
  jobs: JobQueue,
  rounds: { tick(game: RoundGame): Promise<unknown>; games(): Promise<string[]> },
): void {
  jobs.define(defineTask(ROUND_STEP_TASK, async ({ game }) => void (await rounds.tick(game)), { parse: parseGame }));
  jobs.define(
    defineTask(ROUND_TICK_TASK, async () => {
      // One game's trouble (a bad row) must not stop the others: each is tried, the first failure rethrown.
      let failure: unknown;
      for (const game of await rounds.games()) {
        try {
          await rounds.tick(game);
        } catch (err) {
          failure ??= err;
        }
      }
      if (failure) throw failure;
    }),
  );
  jobs.schedule({ task: ROUND_TICK_TASK, cron: '* * * * *' });
}

/**
 * One pass of the scheduler as soon as a node's job runner starts (the minute sweep may be up to a minute
 * away): a fresh site has its first dice round open in seconds. Keyed, so nodes starting together queue one.
 */
export async function startRoundsSoon(q: Queryable): Promise<void> {
  await enqueue(q, ROUND_TICK_TASK, {}, { jobKey: 'rounds.tick:start' });
}
