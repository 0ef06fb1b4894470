import type { Registry } from 'prom-client';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/connect.js';
import type { Route } from '../../platform/http/route.js';
import type { JobQueue } from '../../platform/jobs/index.js';
import type { Rounds } from '../rounds/index.js';
import { createLotteryBets } from './bets.service.js';
import { registerChaseJobs } from './chase.jobs.js';
import { createChases } from './chase.service.js';
import { createLotteryGames } from './games.service.js';
import { createLotteryLobby, registerLotteryLobbyRoutes } from './lobby/index.js';
import { registerLotteryRoutes } from './lottery.routes.js';
import { buildLotteryResults, registerLotteryResultsJobs, registerLotteryResultsRoutes } from './results/index.js';

/**
 * The lottery's part of the composition root (issue 14), so modules/index.ts wires one line per domain:
 * games and odds as operator data, slips, cancels, chases and exposure on the rounds core; the lobby's public
 * reads (games, open draws, results, statistics). Nothing imports this file but modules/index.ts.
 */
export function buildLottery(deps: { db: Db; clock: Clock; rounds: Rounds }) {
  const chases = createChases(deps);
  return {
    games: createLotteryGames(deps),
    bets: createLotteryBets({ ...deps, chases }),
    chases,
    lobby: createLotteryLobby({ db: deps.db, clock: deps.clock }),
  };
}
export type Lottery = ReturnType<typeof buildLottery>;

/**
 * The lottery's routes and jobs. Vietnam results (§2): four-eyes entry, the results feed and the demo
 * generator, published through the rounds core's recordExternalResult; alerts to the log and the metrics.
 */
export function registerLottery(ctx: {
  route: Route;
  jobs: JobQueue;
  lottery: Lottery;
  rounds: Rounds;
  db: Db;
  clock: Clock;
  validateResponses: boolean;
  registry?: Registry;
  log: { warn(obj: object, msg: string): void };
}): void {
  const { route, jobs, lottery, db, clock } = ctx;
  registerLotteryRoutes(route, lottery);
  registerLotteryLobbyRoutes(route, lottery.lobby, { clock, validateResponses: ctx.validateResponses });
  const results = buildLotteryResults({ db, clock, rounds: ctx.rounds, registry: ctx.registry, log: ctx.log });
  registerLotteryResultsRoutes(route, results.service);
  registerLotteryResultsJobs(jobs, results);
  registerChaseJobs(jobs, lottery.chases, db);
}
