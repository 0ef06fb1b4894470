import type { Db } from '../../platform/db/connect.js';
import { defineTask, type JobQueue } from '../../platform/jobs/index.js';
import type { ChaseService } from './chase.service.js';
import { CHASE_PLACE_TASK, CHASE_SETTLED_TASK } from './chase.tasks.js';

/** Every minute: each game with an active chase gets its due bets placed (repairs a lost per-draw job). */
export const CHASE_SWEEP_TASK = 'lottery.chase_sweep';

const parseGame = (raw: unknown): { game: string } => {
  const game = (raw as { game?: unknown } | null)?.game;
  if (typeof game !== 'string' || game.length === 0 || game.length > 64) throw new Error('lottery chase job: bad game');
  return { game };
};
const parseRound = (raw: unknown): { roundId: number } => {
  const roundId = (raw as { roundId?: unknown } | null)?.roundId;
  if (!Number.isSafeInteger(roundId) || (roundId as number) <= 0) throw new Error('lottery chase job: bad round');
  return { roundId: roundId as number };
};

/** The chase jobs: placing each next draw's bet, and stopping chases a settled draw won. All idempotent. */
export function registerChaseJobs(jobs: JobQueue, chases: ChaseService, db: Db) {
  jobs.define(
    defineTask(CHASE_PLACE_TASK, async ({ game }) => void (await chases.placeDue(game)), {
      parse: parseGame,
    }),
  );
  jobs.define(
    defineTask(CHASE_SETTLED_TASK, async ({ roundId }) => void (await chases.afterSettled(roundId)), {
      parse: parseRound,
    }),
  );
  jobs.define(
    defineTask(CHASE_SWEEP_TASK, async () => {
      const games = await db<{ game: string }[]>`SELECT DISTINCT game FROM lottery_chases WHERE state = 'active'`;
      for (const { game } of games) await chases.placeDue(game);
    }),
  );
  jobs.schedule({ task: CHASE_SWEEP_TASK, cron: '* * * * *' });
}
