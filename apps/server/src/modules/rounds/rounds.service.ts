import type { CurrentRoundSchema, DiceResult, RoundGame, RoundRules, RoundSettings } from '@app/contracts';
import type { z } from 'zod/mini';
import { AppError, badInput } from '../../platform/http/app-error.js';
import { writeAudit } from '../operators/index.js';
import { createRoundBets } from './rounds.bets.js';
import { findGame, gameOf, knownGames, type RoundsDeps } from './rounds.deps.js';
import { createRoundLifecycle } from './rounds.lifecycle.js';
import { toRound, toRoundBet } from './rounds.mappers.js';
import {
  currentRounds,
  enabledGames,
  getSettings,
  listResults,
  memberBets,
  putSettings,
  unfinishedRounds,
} from './rounds.repository.js';
import { createRoundSettlement } from './rounds.settlement.js';

/** What one pass of the scheduler did to a game's rounds. */
export interface TickReport {
  opened: number[];
  closed: number[];
  drawn: number[];
  settled: number[];
  scheduled: number[];
}

/**
 * The rounds core: lifecycle, bets, settlement, voids and the public reads. `tick(game)` moves every
 * round of a game that is due (open at opensAt, close at closesAt, draw at drawsAt, settle once drawn)
 * and keeps one round scheduled ahead; it is idempotent and safe on several nodes at once, so the job
 * queue may run it on a schedule and per round.
 */
export function createRounds(deps: RoundsDeps) {
  const { db, clock } = deps;
  const lifecycle = createRoundLifecycle(deps);
  const settlement = createRoundSettlement(deps);
  const bets = createRoundBets(deps);

  async function settings(game: RoundGame): Promise<RoundSettings> {
    const s = await getSettings(db, game);
    if (!s) throw new AppError('round_not_found', 404, `No round game ${game}`);
    const { resultSource: _r, schedule: _s, ...operatorSettings } = s;
    return operatorSettings;
  }

  /**
   * A game the generic round endpoints serve. A code no registry knows is bad input (400, as the contract's
   * game list answered before games became data); a game with its own API is not found here (404).
   */
  async function publicGame(code: string) {
    const game = await findGame(deps, code);
    if (!game) throw badInput(`Unknown round game ${code}`);
    if (game.ownApi) throw new AppError('round_not_found', 404, `No round game ${code}`);
    return game;
  }

  /** A round the generic round endpoints serve. */
  async function publicRound(roundId: number) {
    const round = await lifecycle.get(roundId);
    await publicGame(round.game);
    return round;
  }

  async function tick(game: RoundGame): Promise<TickReport> {
    const report: TickReport = { opened: [], closed: [], drawn: [], settled: [], scheduled: [] };
    await gameOf(deps, game);
    const external = (await getSettings(db, game))?.resultSource === 'external';
    for (const round of await unfinishedRounds(db, game, external)) {
      const now = clock.now();
      let state = round.state;
      if (state === 'scheduled' && round.opens_at <= now && (await lifecycle.open(round.id))) {
        report.opened.push(round.id);
        state = 'open';
      }
      if (state === 'open' && round.closes_at <= now && (await lifecycle.close(round.id))) {
        report.closed.push(round.id);
        state = 'closed';
      }
      if (state === 'closed' && round.draws_at <= now && (await lifecycle.draw(round.id))) {
        report.drawn.push(round.id);
        state = 'drawn';
      }
      if (state === 'drawn' || (await lifecycle.get(round.id)).state === 'drawn') {
        const settled = await settlement.settle(round.id);
        if (settled.round.state === 'settled') report.settled.push(round.id);
      }
    }
    // Keep one round scheduled ahead (its seed hash published); a round due already (the first one, or
    // after downtime) opens at once, and the one after it is scheduled.
    for (let i = 0; i < 2; i++) {
      const next = await lifecycle.scheduleNext(game);
      if (!next) break;
      report.scheduled.push(next.id);
      if (!(next.opens_at <= clock.now() && (await lifecycle.open(next.id)))) break;
      report.opened.push(next.id);
    }
    return report;
  }

  return {
    ...lifecycle,
    settle: settlement.settle,
    void: settlement.void,
    voidSettled: settlement.voidSettled,
    place: bets.place,
    cancel: bets.cancel,
    tick,
    settings,
    publicGame,

    /** The games the scheduler moves: known to a registry, with an enabled round_games row. */
    async games(): Promise<string[]> {
      return enabledGames(db, await knownGames(deps));
    },

    async putSettings(game: RoundGame, next: RoundSettings, actor: string): Promise<RoundSettings> {
      if (next.maxStake < next.minStake) {
        throw new AppError('invalid_input', 400, 'The maximum stake must be at least the minimum');
      }
      await db.begin(async (tx) => {
        const before = await putSettings(tx, game, next, clock.now());
        await writeAudit(tx, {
          at: clock.now(),
          actor,
          action: 'round_game.settings',
          subject: `round_game:${game}`,
          before,
          after: next,
        });
      });
      return settings(game);
    },

    async current(game: RoundGame): Promise<z.infer<typeof CurrentRoundSchema>> {
      await publicGame(game);
      const { current, previous } = await currentRounds(db, game);
      return {
        current: current ? toRound(current) : null,
        previous: previous ? toRound(previous) : null,
        serverTime: clock.now().toISOString(),
      };
    },

    async results(game: RoundGame, limit = 50) {
      await publicGame(game);
      const rows = await listResults(db, game, limit);
      return {
        items: rows.map((r) => ({
          roundId: r.id,
          seq: r.seq,
          result: r.result as DiceResult,
          drawnAt: r.drawn_at!.toISOString(),
        })),
      };
    },

    async rules(game: RoundGame): Promise<RoundRules> {
      const plugin = await publicGame(game);
      const s = await settings(game);
      return {
        game,
        intervalSeconds: s.intervalSeconds,
        lockSeconds: s.lockSeconds,
        minStake: s.minStake,
        maxStake: s.maxStake,
        maxPlayerRoundStake: s.maxPlayerRoundStake,
        odds: (plugin.rules?.() ?? []) as RoundRules['odds'],
      };
    },

    async round(roundId: number) {
      return toRound(await publicRound(roundId));
    },

    async myBets(roundId: number, memberId: number) {
      await publicRound(roundId);
      return { items: (await memberBets(db, roundId, memberId)).map(toRoundBet) };
    },
  };
}
export type Rounds = ReturnType<typeof createRounds>;
