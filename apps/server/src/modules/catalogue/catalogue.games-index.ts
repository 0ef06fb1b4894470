import type { Queryable } from '../../platform/db/connect.js';
import type { GameRow, I18nText } from './catalogue.repository.js';

/** An enabled game of an enabled vendor, both languages kept: the list picks one per request. */
export interface IndexedGame {
  node_id: string;
  vendor_code: string;
  vendor_names: I18nText | null;
  vendor_display_name: string;
  game_type: string;
  game_classify: string;
  game_code: string;
  names: I18nText;
  min_bet: number;
  min_line_num: number;
  image_url: string | null;
  is_hot: boolean;
  is_game: 'GAME' | 'VASSALAGE';
  /** Folded names (catalogue.mappers foldText), what a search term is looked up in. */
  search_text: string;
}

/** What getGameList filters by. `search` is already folded (foldText), not LIKE-escaped. */
export interface IndexFilter {
  lang: string;
  gameType?: string;
  vendor?: string;
  classify?: string;
  search?: string;
  minBet?: number;
  minLineNum?: number;
  limit: number;
  offset: number;
}

/**
 * The enabled catalogue in memory, in the lobby's order, with two indexes: positions by category and
 * positions by trigram of the folded names (a search of 3+ characters only checks the games holding its
 * rarest trigram). Built once per catalogue change with the snapshot (catalogue.cache.ts), so a lobby
 * page or a search never asks PostgreSQL. Several hundred games take well under a millisecond to index.
 */
export interface GamesIndex {
  games: readonly IndexedGame[];
  byType: ReadonlyMap<string, readonly number[]>;
  byTrigram: ReadonlyMap<string, readonly number[]>;
}

/** The enabled games of enabled vendors in the order listGames pages them (sort, then node id, by PostgreSQL). */
export async function loadIndexedGames(db: Queryable): Promise<IndexedGame[]> {
  return db<IndexedGame[]>`
    SELECT g.node_id, g.vendor_code, v.names AS vendor_names, v.display_name AS vendor_display_name, g.game_type,
           g.game_classify, g.game_code, g.names, g.min_bet, g.min_line_num, g.image_url, g.is_hot, g.is_game,
           g.search_text
    FROM games g JOIN vendors v ON v.code = g.vendor_code AND v.enabled
    WHERE g.enabled
    ORDER BY g.sort, g.node_id`;
}

function trigrams(text: string): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i + 3 <= text.length; i++) out.add(text.slice(i, i + 3));
  return out;
}

function push(map: Map<string, number[]>, key: string, position: number): void {
  const list = map.get(key);
  if (list) list.push(position);
  else map.set(key, [position]);
}

export function buildGamesIndex(games: readonly IndexedGame[]): GamesIndex {
  const byType = new Map<string, number[]>();
  const byTrigram = new Map<string, number[]>();
  games.forEach((g, i) => {
    push(byType, g.game_type, i);
    for (const t of trigrams(g.search_text)) push(byTrigram, t, i);
  });
  return { games, byType, byTrigram };
}

/** Positions that can match: the shortest of the category's and the search's candidate lists (ascending). */
function candidates(index: GamesIndex, f: IndexFilter): readonly number[] | null {
  let best: readonly number[] | null = null;
  if (f.gameType !== undefined) best = index.byType.get(f.gameType) ?? [];
  if (f.search && f.search.length >= 3) {
    for (const t of trigrams(f.search)) {
      const list = index.byTrigram.get(t) ?? [];
      if (best === null || list.length < best.length) best = list;
    }
  }
  return best;
}

function matches(g: IndexedGame, f: IndexFilter): boolean {
  return (
    (f.gameType === undefined || g.game_type === f.gameType) &&
    (f.vendor === undefined || g.vendor_code === f.vendor) &&
    (f.classify === undefined || g.game_classify === f.classify) &&
    (!f.search || g.search_text.includes(f.search)) &&
    (f.minBet === undefined || g.min_bet === f.minBet) &&
    (f.minLineNum === undefined || g.min_line_num === f.minLineNum)
  );
}

/** A game as listGames reads it: names picked in `lang`, falling back as the SQL's coalesce does. */
function toRow(g: IndexedGame, lang: string): GameRow {
  return {
    node_id: g.node_id,
    vendor_code: g.vendor_code,
    vendor_name: g.vendor_names?.[lang] ?? g.vendor_display_name,
    game_type: g.game_type,
    game_classify: g.game_classify,
    game_code: g.game_code,
    name: g.names[lang] ?? g.names.vi!,
    min_bet: g.min_bet,
    min_line_num: g.min_line_num,
    image_url: g.image_url,
    is_hot: g.is_hot,
    is_game: g.is_game,
  };
}

/** One page of matching games and the number of all matches: what listGames answers, from memory. */
export function queryGames(index: GamesIndex, f: IndexFilter): { rows: GameRow[]; total: number } {
  const rows: GameRow[] = [];
  let total = 0;
  const visit = (g: IndexedGame): void => {
    if (!matches(g, f)) return;
    if (total >= f.offset && rows.length < f.limit) rows.push(toRow(g, f.lang));
    total++;
  };
  const list = candidates(index, f);
  if (list === null) for (const g of index.games) visit(g);
  else for (const i of list) visit(index.games[i]!);
  return { rows, total };
}
