import type { LotteryMode } from '@app/contracts';
import { LOTTERY_POINT_SCALE } from '@app/contracts';
import { DEFAULT_LOTTERY_ODDS, type LotteryOddsTable, type LotteryRegion } from '@app/games';
import type { Queryable } from '../../platform/db/connect.js';
import type { RoundSchedule } from '../rounds/index.js';

/** A lottery game as the server runs it: its lottery row and its round_games settings. */
export interface LotteryConfig {
  code: string;
  kind: 'vn' | 'fast';
  area: 'north' | 'central' | 'south';
  layout: LotteryRegion;
  name: { vi: string; en: string };
  stationCode: string | null;
  stations: Record<string, string> | null;
  prizeModes: LotteryMode[];
  defaultMode: LotteryMode;
  minPoints: number;
  maxPoints: number;
  numberCap: number | null;
  history: { vendor: string; gameNodeId: string; category: string };
  sort: number;
  updatedAt: Date;
  intervalSeconds: number;
  lockSeconds: number;
  minStake: number;
  maxStake: number;
  maxPlayerDrawStake: number;
  maxRoundPayout: number;
  enabled: boolean;
  resultSource: 'seed' | 'external';
  schedule: RoundSchedule;
}

/** The vendor a lottery bet is listed under in betting history (spec §3 accountTypeName). */
export const LOTTERY_HISTORY_VENDOR = 'TCG_LOTTO_VN';

interface ConfigRow {
  game: string;
  kind: 'vn' | 'fast';
  area: 'north' | 'central' | 'south';
  layout: LotteryRegion;
  name_vi: string;
  name_en: string;
  station_code: string | null;
  stations: Record<string, string> | null;
  prize_modes: LotteryMode[];
  default_mode: LotteryMode;
  min_points: number;
  max_points: number;
  number_cap: number | null;
  history_node_id: string;
  history_category: string;
  sort: number;
  updated_at: Date;
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

const toConfig = (r: ConfigRow): LotteryConfig => ({
  code: r.game,
  kind: r.kind,
  area: r.area,
  layout: r.layout,
  name: { vi: r.name_vi, en: r.name_en },
  stationCode: r.station_code,
  stations: r.stations,
  prizeModes: r.prize_modes,
  defaultMode: r.default_mode,
  minPoints: r.min_points,
  maxPoints: r.max_points,
  numberCap: r.number_cap,
  history: { vendor: LOTTERY_HISTORY_VENDOR, gameNodeId: r.history_node_id, category: r.history_category },
  sort: r.sort,
  updatedAt: r.updated_at,
  intervalSeconds: r.interval_seconds,
  lockSeconds: r.lock_seconds,
  minStake: r.min_stake,
  maxStake: r.max_stake,
  maxPlayerDrawStake: r.max_player_round_stake,
  maxRoundPayout: r.max_round_payout,
  enabled: r.enabled,
  resultSource: r.result_source,
  schedule: r.schedule,
});

const SELECT = (q: Queryable) => q`
  SELECT l.*, g.interval_seconds, g.lock_seconds, g.min_stake, g.max_stake, g.max_player_round_stake,
         g.max_round_payout, g.enabled, g.result_source, g.schedule
  FROM lottery_games l JOIN round_games g USING (game)`;

export async function findConfig(q: Queryable, code: string): Promise<LotteryConfig | undefined> {
  const [row] = await q<ConfigRow[]>`${SELECT(q)} WHERE l.game = ${code}`;
  return row && toConfig(row);
}

export async function listConfigs(q: Queryable, opts: { enabledOnly: boolean }): Promise<LotteryConfig[]> {
  const rows = await q<
    ConfigRow[]
  >`${SELECT(q)} WHERE ${opts.enabledOnly} = false OR g.enabled ORDER BY l.sort, l.game`;
  return rows.map(toConfig);
}

export async function lotteryCodes(q: Queryable): Promise<string[]> {
  const rows = await q<{ game: string }[]>`SELECT game FROM lottery_games ORDER BY game`;
  return rows.map((r) => r.game);
}

/** The default odds table of a mode and layout, in minor units with a point of 1,000 ₫. */
export function defaultOdds(mode: LotteryMode, layout: LotteryRegion): LotteryOddsTable {
  return Object.fromEntries(
    Object.entries(DEFAULT_LOTTERY_ODDS[mode][layout]).map(([kind, e]) => [
      kind,
      { cost: e.cost * LOTTERY_POINT_SCALE, win: e.win * LOTTERY_POINT_SCALE },
    ]),
  );
}

/** The operator's odds tables of every game (one read for a list of games). */
export async function allEditedOdds(q: Queryable): Promise<Map<string, Map<LotteryMode, LotteryOddsTable>>> {
  const rows = await q<{ game: string; prize_mode: LotteryMode; odds: LotteryOddsTable }[]>`
    SELECT game, prize_mode, odds FROM lottery_odds`;
  const out = new Map<string, Map<LotteryMode, LotteryOddsTable>>();
  for (const r of rows) {
    const m = out.get(r.game) ?? new Map<LotteryMode, LotteryOddsTable>();
    m.set(r.prize_mode, r.odds);
    out.set(r.game, m);
  }
  return out;
}

/** A game's table of each mode it offers, from its edited tables (the default where none). */
export function oddsFrom(
  config: Pick<LotteryConfig, 'layout' | 'prizeModes'>,
  edited: Map<LotteryMode, LotteryOddsTable> | undefined,
): Record<string, LotteryOddsTable> {
  return Object.fromEntries(config.prizeModes.map((m) => [m, edited?.get(m) ?? defaultOdds(m, config.layout)]));
}

/** The odds table of each mode a game offers: the operator's, or the default. */
export async function oddsOf(
  q: Queryable,
  config: Pick<LotteryConfig, 'code' | 'layout' | 'prizeModes'>,
): Promise<Record<string, LotteryOddsTable>> {
  const rows = await q<{ prize_mode: LotteryMode; odds: LotteryOddsTable }[]>`
    SELECT prize_mode, odds FROM lottery_odds WHERE game = ${config.code}`;
  return oddsFrom(config, new Map(rows.map((r) => [r.prize_mode, r.odds])));
}
