import {
  LOTTERY_ACCOUNT_TYPE,
  LOTTERY_STATS_WINDOWS,
  type LotteryDrawDetail,
  type LotteryDrawResult,
  type LotteryItem,
  type LotteryList,
  type LotteryNumero,
  type LotteryStats,
  type LotteryTag,
  type lotteryLobbyContract,
} from '@app/contracts';
import {
  endingFrequency,
  headTailFrequency,
  loGan,
  lotoTables,
  nextOpenNumberRefreshMs,
  type StatsDraw,
  topPairs,
} from '@app/games';
import type { z } from 'zod/mini';
import type { Clock } from '../../../platform/clock.js';
import type { Db } from '../../../platform/db/connect.js';
import { AppError } from '../../../platform/http/app-error.js';
import {
  drawNoOf,
  foldText,
  gameNameOf,
  type Lang,
  type LobbyGame,
  localParts,
  numeroOf,
  tagOf,
  toItem,
  toNumero,
  VN_TIME_ZONE,
} from './lobby.items.js';
import {
  type HistoryRow,
  loadDraw,
  loadDrawnResults,
  loadHistory,
  recentGamesOf,
  stakedSince,
} from './lobby.repository.js';
import { createSnapshotSource, type LobbySnapshot, type SnapshotSource } from './lobby.snapshot.js';

type Query<K extends keyof typeof lotteryLobbyContract> = z.output<
  NonNullable<(typeof lotteryLobbyContract)[K]['query']>
>;

const TAG_ORDER: readonly LotteryTag[] = ['MB', 'MT', 'MN', 'ST'];
const TAG_NAMES: Record<Lang, Record<LotteryTag, string>> = {
  vi: { MB: 'Miền Bắc', MT: 'Miền Trung', MN: 'Miền Nam', ST: 'Siêu Tốc' },
  en: { MB: 'North', MT: 'Central', MN: 'South', ST: 'Fast lottery' },
};
const POPULAR_DAYS = 7;
const POPULAR_TTL_MS = 60_000;
const STATS_CACHE_MAX = 500;

export interface LotteryLobbyDeps {
  db: Db;
  clock: Clock;
  /** How old the in-memory snapshot of games and open draws may be (default 1 s). */
  snapshotTtlMs?: number;
}

/**
 * The lottery lobby's reads (issue 14 §5, spec §2/§3/§4/§7). Lists and open numbers come from the
 * per-node snapshot (lobby.snapshot.ts); history, one draw and statistics from the database (statistics
 * cached per game until its newest draw changes).
 */
export function createLotteryLobby(deps: LotteryLobbyDeps) {
  const snapshot: SnapshotSource = createSnapshotSource({ db: deps.db, clock: deps.clock, ttlMs: deps.snapshotTtlMs });
  let popularCache: { at: number; staked: Map<string, number> } | null = null;
  const statsCache = new Map<string, { lastDrawId: number | null; value: LotteryStats }>();

  const now = () => deps.clock.now();

  /** A list answer: the items, the server time and spec §4's next refresh over their open draws. */
  function listOf(
    s: LobbySnapshot,
    games: readonly LobbyGame[],
    q: { prizeMode: string; language: Lang },
  ): LotteryList {
    const at = now();
    const list: LotteryItem[] = games.map((g) =>
      toItem(g, s.open.get(g.game) ?? null, s.last.get(g.game) ?? null, at, q),
    );
    return { list, serverTime: at.toISOString(), nextRefreshMs: refreshOf(list) };
  }

  const refreshOf = (items: readonly { drawId: number | null; remainTime: number; lockTime: number }[]) =>
    nextOpenNumberRefreshMs(
      items.filter((i) => i.drawId !== null).map((i) => ({ remainTimeMs: i.remainTime, lockTimeSec: i.lockTime })),
    );

  async function gameMenu(q: Query<'gameMenu'>) {
    const s = await snapshot.get();
    const menus = TAG_ORDER.map((tag) => ({
      tag,
      name: TAG_NAMES[q.language][tag],
      gameIds: s.games.filter((g) => tagOf(g) === tag).map((g) => g.game),
    })).filter((m) => m.gameIds.length > 0);
    return { menus };
  }

  async function numbers(q: Query<'numbers'>): Promise<LotteryList> {
    const s = await snapshot.get();
    const term = q.search ? foldText(q.search) : '';
    const games = s.games.filter(
      (g) =>
        (!q.tag || tagOf(g) === q.tag) &&
        (q.weekday === undefined || !g.weekly || g.weekly.weekdays.includes(q.weekday)) &&
        (!term || g.searchText.includes(term)),
    );
    return listOf(s, games.slice(0, q.count), q);
  }

  async function numero(q: Query<'numero'>) {
    const s = await snapshot.get();
    const at = now();
    let games: readonly LobbyGame[] = s.games;
    if (q.gameIds) {
      const wanted = q.gameIds.split(',').map((id) => id.trim());
      games = wanted.map((id) => s.byGame.get(id)).filter((g): g is NonNullable<typeof g> => !!g);
    }
    const list: LotteryNumero[] = games
      .slice(0, q.count)
      .map((g) => toNumero(g, s.open.get(g.game) ?? null, s.last.get(g.game) ?? null, at));
    return { list, serverTime: at.toISOString(), nextRefreshMs: refreshOf(list) };
  }

  async function popular(q: Query<'popular'>): Promise<LotteryList> {
    const s = await snapshot.get();
    const at = now().getTime();
    if (!popularCache || at - popularCache.at >= POPULAR_TTL_MS || at < popularCache.at) {
      const since = new Date(at - POPULAR_DAYS * 86_400_000);
      popularCache = {
        at,
        staked: await stakedSince(
          deps.db,
          s.games.map((g) => g.game),
          since,
        ),
      };
    }
    const staked = popularCache.staked;
    // Most staked first; games nobody bet on yet keep the operator's order.
    const ranked = s.games
      .map((g, i) => ({ g, i, staked: staked.get(g.game) ?? 0 }))
      .sort((a, b) => b.staked - a.staked || a.i - b.i)
      .map((x) => x.g);
    return listOf(s, ranked.slice(0, q.count), q);
  }

  async function recent(memberId: number, q: Query<'recent'>): Promise<LotteryList> {
    const s = await snapshot.get();
    const codes = await recentGamesOf(
      deps.db,
      memberId,
      s.games.map((g) => g.game),
      q.recentCount,
    );
    const games = codes.map((c) => s.byGame.get(c)).filter((g): g is NonNullable<typeof g> => !!g);
    return listOf(s, games, q);
  }

  /**
   * Where the lobby launch goes (spec §7 lobby launch): the betting page of the game asked, or the lottery
   * lobby. An unknown or disabled game is refused.
   */
  async function launch(q: Query<'launch'>) {
    const s = await snapshot.get();
    const code = q.lottoGameCode || null;
    const game = code ? s.byGame.get(code) : undefined;
    if (code && !game) throw new AppError('lottery_game_not_found', 404, 'No lottery game has this code');
    const params = new URLSearchParams();
    if (q.lottoView === 'betting' && game) {
      params.set('gameCode', game.game);
      params.set('vendor', LOTTERY_ACCOUNT_TYPE);
      params.set('prizeMode', game.prizeModes.includes(q.lottoPrizeMode) ? q.lottoPrizeMode : game.defaultMode);
      if (q.backUrl) params.set('backUrl', q.backUrl);
      return { path: `/lottery?${params}`, gameId: game.game, view: 'betting' as const };
    }
    params.set('prizeMode', q.lottoPrizeMode);
    if (game) params.set('tag', tagOf(game));
    else if (q.launchMode === 'ELOTT') params.set('tag', 'ST');
    if (q.backUrl) params.set('backUrl', q.backUrl);
    return { path: `/vnlottery?${params}`, gameId: game?.game ?? null, view: 'lobby' as const };
  }

  function toDrawResult(s: LobbySnapshot, r: HistoryRow, lang: Lang): LotteryDrawResult {
    const g = s.byGame.get(r.game);
    const fake = { kind: 'vn' as const, intervalSeconds: 86_400, stations: null };
    const local = localParts(r.draws_at, g?.weekly?.timeZone ?? VN_TIME_ZONE);
    return {
      drawId: r.id,
      gameId: r.game,
      gameName: g ? gameNameOf(g, lang) : r.game,
      tag: g ? tagOf(g) : 'ST',
      station: g?.stations?.[String(local.weekday)] ?? null,
      drawNo: drawNoOf(g ?? fake, r.draws_at),
      numero: numeroOf(g ?? fake, { drawsAt: r.draws_at }),
      drawDate: local.date,
      drawsAt: r.draws_at.toISOString(),
      drawnAt: r.drawn_at?.toISOString() ?? null,
      state: r.state,
      result: r.result as LotteryDrawResult['result'],
      demo: r.demo,
      corrected: r.corrected,
    };
  }

  /** Results history: drawn draws newest first, by station (game), region tab and local date. */
  async function results(q: Query<'results'>) {
    const s = await snapshot.get();
    let games = s.games.filter((g) => !q.tag || tagOf(g) === q.tag).map((g) => g.game);
    if (q.gameId) {
      if (!s.byGame.has(q.gameId)) throw new AppError('lottery_game_not_found', 404, 'No lottery game has this code');
      games = games.filter((g) => g === q.gameId);
    }
    let from: Date | undefined;
    let to: Date | undefined;
    if (q.date) {
      // Local days in Vietnam (UTC+7, no daylight saving).
      from = new Date(`${q.date}T00:00:00+07:00`);
      if (Number.isNaN(from.getTime())) throw new AppError('invalid_input', 400, 'Invalid date');
      to = new Date(from.getTime() + 86_400_000);
    }
    const rows = await loadHistory(deps.db, { games, from, to, before: q.before, limit: q.limit });
    const page = rows.slice(0, q.limit);
    return {
      list: page.map((r) => toDrawResult(s, r, q.language)),
      nextBefore: rows.length > q.limit ? page.at(-1)!.id : null,
    };
  }

  /** One draw's results board with its lô tô tables, and the seeds of a fast (seed) draw. */
  async function draw(id: number, q: Query<'draw'>): Promise<LotteryDrawDetail> {
    const [s, r] = await Promise.all([snapshot.get(), loadDraw(deps.db, id)]);
    if (!r) throw new AppError('lottery_draw_not_found', 404, 'No lottery draw has this id');
    const g = s.byGame.get(r.game);
    const base = toDrawResult(s, r, q.language);
    const revealed = r.state === 'drawn' || r.state === 'settled' || r.state === 'voided';
    return {
      ...base,
      region: g?.layout ?? (r.result?.region === 'south' ? 'south' : 'north'),
      closesAt: r.closes_at.toISOString(),
      loto: r.result ? lotoTables(r.result) : null,
      fairness:
        g?.resultSource === 'seed'
          ? {
              serverSeedHash: r.server_seed_hash,
              serverSeed: revealed ? r.server_seed : null,
              clientSeed: r.client_seed,
              nonce: r.nonce,
            }
          : null,
      serverTime: now().toISOString(),
    };
  }

  /** Statistics of one game over its newest draws, recomputed only when a new draw is out. */
  async function stats(gameId: string, q: Query<'stats'>): Promise<LotteryStats> {
    const s = await snapshot.get();
    if (!s.byGame.has(gameId)) throw new AppError('lottery_game_not_found', 404, 'No lottery game has this code');
    const key = `${gameId}:${q.draws}:${q.pairs}`;
    const lastDrawId = s.last.get(gameId)?.id ?? null;
    const cached = statsCache.get(key);
    if (cached && cached.lastDrawId === lastDrawId) return cached.value;
    const rows = await loadDrawnResults(deps.db, gameId, q.draws);
    const draws: StatsDraw[] = rows.map((r) => ({ key: String(r.id), result: r.result }));
    const windows = [...new Set([...LOTTERY_STATS_WINDOWS.filter((w) => w <= q.draws), q.draws])];
    const value: LotteryStats = {
      gameId,
      drawCount: draws.length,
      lastDrawId: rows[0]?.id ?? null,
      gan: loGan(draws),
      frequency: windows.map((w) => endingFrequency(draws, w)),
      headTail: windows.map((w) => {
        const all = headTailFrequency(draws, w, 'all');
        const special = headTailFrequency(draws, w, 'special');
        return {
          window: w,
          drawCount: all.drawCount,
          all: { head: all.head, tail: all.tail },
          special: { head: special.head, tail: special.tail },
        };
      }),
      pairs: topPairs(draws, q.draws, q.pairs),
      demo: rows.some((r) => r.demo),
    };
    if (statsCache.size >= STATS_CACHE_MAX) statsCache.delete(statsCache.keys().next().value!);
    statsCache.set(key, { lastDrawId: value.lastDrawId, value });
    return value;
  }

  return {
    gameMenu,
    numbers,
    numero,
    popular,
    recent,
    launch,
    results,
    draw,
    stats,
    /** Drop the cached snapshot (an operator changed games on this node; tests). */
    invalidate: () => {
      snapshot.invalidate();
      popularCache = null;
      statsCache.clear();
    },
  };
}
export type LotteryLobby = ReturnType<typeof createLotteryLobby>;
