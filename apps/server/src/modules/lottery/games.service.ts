import type {
  LotteryGame,
  LotteryGameAdminSchema,
  LotteryGamePatch,
  LotteryMode,
  NewFastLotteryGameSchema,
} from '@app/contracts';
import { isValidOddsTable, type LotteryOddsTable } from '@app/games';
import type { z } from 'zod/mini';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/connect.js';
import { AppError, badInput } from '../../platform/http/app-error.js';
import { writeAudit } from '../operators/index.js';
import { isRoundSchedule, type RoundRow, type Rounds } from '../rounds/index.js';
import { lotteryConfigOf } from './bets.service.js';
import { toDraw } from './draws.mappers.js';
import { drawExposure } from './exposure.js';
import { allEditedOdds, findConfig, type LotteryConfig, listConfigs, oddsFrom, oddsOf } from './games.repository.js';

type Admin = z.infer<typeof LotteryGameAdminSchema>;
type NewFast = z.infer<typeof NewFastLotteryGameSchema>;

async function toGame(db: Db, c: LotteryConfig, odds?: Record<string, LotteryOddsTable>): Promise<LotteryGame> {
  return {
    code: c.code,
    kind: c.kind,
    area: c.area,
    layout: c.layout,
    name: c.name,
    stationCode: c.stationCode,
    stations: c.stations,
    schedule: c.schedule,
    intervalSeconds: c.intervalSeconds,
    lockSeconds: c.lockSeconds,
    resultSource: c.resultSource,
    prizeModes: c.prizeModes,
    defaultMode: c.defaultMode,
    odds: (odds ?? (await oddsOf(db, c))) as LotteryGame['odds'],
    minPoints: c.minPoints,
    maxPoints: c.maxPoints,
    maxPlayerDrawStake: c.maxPlayerDrawStake,
    enabled: c.enabled,
    sort: c.sort,
  };
}

const toAdmin = async (db: Db, c: LotteryConfig, odds?: Record<string, LotteryOddsTable>): Promise<Admin> => ({
  ...(await toGame(db, c, odds)),
  numberCap: c.numberCap,
  maxRoundPayout: c.maxRoundPayout,
  minStake: c.minStake,
  updatedAt: c.updatedAt.toISOString(),
});

/** What an audit record keeps of a game (its settings, not its odds: those have their own record). */
const auditView = (c: LotteryConfig) => {
  const { updatedAt: _u, history: _h, ...rest } = c;
  return rest;
};

/**
 * Lottery games as operator data, and the public reads of games and draws. Every operator change is one
 * transaction with its audit record (before and after); a schedule or lock change applies from the next
 * draw scheduled (a draw already scheduled keeps its times, as its players were told them).
 */
export function createLotteryGames(deps: { db: Db; clock: Clock; rounds: Rounds }) {
  const { db, clock, rounds } = deps;

  async function admin(code: string): Promise<Admin> {
    return toAdmin(db, await lotteryConfigOf(db, code, { enabledOnly: false }));
  }

  async function drawsOf(code: string, limit: number) {
    const config = await lotteryConfigOf(db, code, { enabledOnly: false });
    const rows = await db<RoundRow[]>`
      SELECT * FROM rounds WHERE game = ${code} AND state IN ('drawn', 'settled') ORDER BY seq DESC LIMIT ${limit}`;
    return { items: rows.map((r) => toDraw(r, config)) };
  }

  return {
    async list() {
      const [configs, edited] = await Promise.all([listConfigs(db, { enabledOnly: true }), allEditedOdds(db)]);
      return {
        items: await Promise.all(configs.map((c) => toGame(db, c, oddsFrom(c, edited.get(c.code))))),
        serverTime: clock.now().toISOString(),
      };
    },

    async game(code: string): Promise<LotteryGame> {
      return toGame(db, await lotteryConfigOf(db, code, { enabledOnly: true }));
    },

    async current(code: string) {
      const config = await lotteryConfigOf(db, code, { enabledOnly: false });
      const [current] = await db<RoundRow[]>`
        SELECT * FROM rounds WHERE game = ${code} AND state IN ('open', 'closed')
        ORDER BY (state = 'open') DESC, seq LIMIT 1`;
      const [previous] = await db<RoundRow[]>`
        SELECT * FROM rounds WHERE game = ${code} AND state IN ('drawn', 'settled') ORDER BY seq DESC LIMIT 1`;
      return {
        current: current ? toDraw(current, config) : null,
        previous: previous ? toDraw(previous, config) : null,
        serverTime: clock.now().toISOString(),
      };
    },

    draws: drawsOf,

    async draw(drawId: number) {
      const round = await rounds.get(drawId);
      const config = await findConfig(db, round.game);
      if (!config) throw new AppError('round_not_found', 404, 'No such lottery draw');
      return toDraw(round, config);
    },

    async adminList() {
      const [configs, edited] = await Promise.all([listConfigs(db, { enabledOnly: false }), allEditedOdds(db)]);
      return { items: await Promise.all(configs.map((c) => toAdmin(db, c, oddsFrom(c, edited.get(c.code))))) };
    },

    admin,

    async patch(code: string, p: LotteryGamePatch, actor: string): Promise<Admin> {
      const before = await lotteryConfigOf(db, code, { enabledOnly: false });
      const next = {
        ...before,
        ...(p.name ? { name: p.name } : {}),
        enabled: p.enabled ?? before.enabled,
        schedule: p.schedule ?? before.schedule,
        intervalSeconds: p.intervalSeconds ?? before.intervalSeconds,
        lockSeconds: p.lockSeconds ?? before.lockSeconds,
        prizeModes: p.prizeModes ? [...new Set(p.prizeModes)] : before.prizeModes,
        defaultMode: p.defaultMode ?? before.defaultMode,
        minPoints: p.minPoints ?? before.minPoints,
        maxPoints: p.maxPoints ?? before.maxPoints,
        maxPlayerDrawStake: p.maxPlayerDrawStake ?? before.maxPlayerDrawStake,
        numberCap: p.numberCap === undefined ? before.numberCap : p.numberCap,
        stations: p.stations === undefined ? before.stations : p.stations,
        sort: p.sort ?? before.sort,
      };
      if (!next.prizeModes.includes(next.defaultMode)) throw badInput('The default prize mode must be one offered');
      if (next.maxPoints < next.minPoints) throw badInput('The most points must be at least the fewest');
      // round_games keeps max_stake >= min_stake: a per-player stake under the smallest bet would be refused by the
      // database (a 500) and could take no bet anyway.
      if (next.maxPlayerDrawStake < before.minStake) {
        throw badInput('The most a player may stake on a draw must be at least the smallest bet');
      }
      if (!isRoundSchedule(next.schedule)) throw badInput('Not a schedule the lottery can run');
      if (next.schedule.kind === 'interval' && next.lockSeconds >= next.intervalSeconds) {
        throw badInput('The lock time must be shorter than the interval');
      }
      await db.begin(async (tx) => {
        const at = clock.now();
        await tx`UPDATE round_games SET interval_seconds = ${next.intervalSeconds}, lock_seconds = ${next.lockSeconds},
            max_player_round_stake = ${next.maxPlayerDrawStake}, max_stake = ${next.maxPlayerDrawStake},
            enabled = ${next.enabled}, schedule = ${tx.json(next.schedule as never)}, updated_at = ${at}
          WHERE game = ${code}`;
        await tx`UPDATE lottery_games SET name_vi = ${next.name.vi}, name_en = ${next.name.en},
            prize_modes = ${next.prizeModes}, default_mode = ${next.defaultMode}, min_points = ${next.minPoints},
            max_points = ${next.maxPoints}, number_cap = ${next.numberCap},
            stations = ${next.stations === null ? null : tx.json(next.stations as never)}, sort = ${next.sort},
            updated_at = ${at}
          WHERE game = ${code}`;
        await writeAudit(tx, {
          at,
          actor,
          action: 'lottery_game.update',
          subject: `lottery_game:${code}`,
          before: auditView(before),
          after: auditView({ ...next, updatedAt: at }),
        });
      });
      return admin(code);
    },

    async putOdds(code: string, mode: LotteryMode, table: unknown, actor: string): Promise<Admin> {
      const config = await lotteryConfigOf(db, code, { enabledOnly: false });
      if (!isValidOddsTable(table) || Object.keys(table).length === 0) {
        throw new AppError(
          'lottery_bad_odds_table',
          422,
          'Every price must be a known bet kind with a whole cost and win above zero',
        );
      }
      if (!config.prizeModes.includes(mode)) {
        throw new AppError('lottery_mode_not_offered', 422, `This lottery does not offer the ${mode} prize mode`);
      }
      const before = (await oddsOf(db, config))[mode];
      await db.begin(async (tx) => {
        const at = clock.now();
        await tx`INSERT INTO lottery_odds (game, prize_mode, odds, updated_at)
          VALUES (${code}, ${mode}, ${tx.json(table as never)}, ${at})
          ON CONFLICT (game, prize_mode) DO UPDATE SET odds = excluded.odds, updated_at = excluded.updated_at`;
        await tx`UPDATE lottery_games SET updated_at = ${at} WHERE game = ${code}`;
        await writeAudit(tx, {
          at,
          actor,
          action: 'lottery_game.odds',
          subject: `lottery_game:${code}:${mode}`,
          before,
          after: table as LotteryOddsTable,
        });
      });
      return admin(code);
    },

    /** A new fast game (another interval, by configuration): drawn from seeds on multiples of its interval. */
    async createFast(input: NewFast, actor: string): Promise<Admin> {
      if (input.lockSeconds >= input.intervalSeconds) throw badInput('The lock time must be shorter than the interval');
      const template = await findConfig(db, input.layout === 'north' ? 'sieutoc-1m-n' : 'sieutoc-1m-s');
      await db.begin(async (tx) => {
        const at = clock.now();
        const [exists] = await tx`SELECT 1 FROM round_games WHERE game = ${input.code}`;
        if (exists) throw new AppError('lottery_game_exists', 409, `A game ${input.code} exists already`);
        await tx`INSERT INTO round_games (game, interval_seconds, lock_seconds, min_stake, max_stake,
            max_player_round_stake, max_round_payout, enabled, updated_at, result_source, schedule)
          VALUES (${input.code}, ${input.intervalSeconds}, ${input.lockSeconds}, ${template?.minStake ?? 100_000},
            ${template?.maxStake ?? 50_000_000_000}, ${template?.maxPlayerDrawStake ?? 50_000_000_000},
            ${template?.maxRoundPayout ?? 1_000_000_000_000_000}, true, ${at}, 'seed',
            ${tx.json({ kind: 'interval', align: true })})`;
        await tx`INSERT INTO lottery_games (game, kind, area, layout, name_vi, name_en, prize_modes, default_mode,
            min_points, max_points, number_cap, history_node_id, history_category, sort, updated_at)
          VALUES (${input.code}, 'fast', ${input.layout}, ${input.layout}, ${input.name.vi}, ${input.name.en},
            ${template?.prizeModes ?? ['Elott']}, ${template?.defaultMode ?? 'Elott'}, ${template?.minPoints ?? 1},
            ${template?.maxPoints ?? 10_000}, ${template?.numberCap ?? 5_000_000_000},
            ${`TCG_LOTTO_VN-${input.code}`}, 'ELOTT', ${(template?.sort ?? 300) + 50}, ${at})`;
        await writeAudit(tx, {
          at,
          actor,
          action: 'lottery_game.create',
          subject: `lottery_game:${input.code}`,
          after: input,
        });
      });
      return admin(input.code);
    },

    async exposure(drawId: number, digits: 2 | 3, limit: number) {
      const round = await rounds.get(drawId);
      const config = await findConfig(db, round.game);
      if (!config) throw new AppError('round_not_found', 404, 'No such lottery draw');
      return {
        drawId,
        game: round.game,
        digits,
        cap: config.numberCap,
        staked: round.staked,
        items: await drawExposure(db, drawId, digits, limit),
      };
    },

    async voidDraw(drawId: number, reason: string, actor: string) {
      const round = await rounds.get(drawId);
      const config = await findConfig(db, round.game);
      if (!config) throw new AppError('round_not_found', 404, 'No such lottery draw');
      // A settled draw (a wrong result found after settlement) is voided with its wins taken back.
      const voided =
        round.state === 'settled'
          ? await rounds.voidSettled(drawId, reason, actor)
          : await rounds.void(drawId, reason, actor);
      return toDraw(voided, config);
    },
  };
}
export type LotteryGames = ReturnType<typeof createLotteryGames>;
