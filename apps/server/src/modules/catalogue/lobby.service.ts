import {
  catalogueContract,
  type GameClassify,
  GameClassifySchema,
  type GameType,
  GameTypeSchema,
  type LanguageCode,
  type VendorCard,
  type VendorList,
} from '@app/contracts';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/connect.js';
import { AppError } from '../../platform/http/app-error.js';
import { type ReadyBytes, readyEnvelope } from '../../platform/http/ready-bytes.js';
import type { CatalogueCache, CatalogueSnapshot } from './catalogue.cache.js';
import { queryGames } from './catalogue.games-index.js';
import { foldText, toGameListItem } from './catalogue.mappers.js';
import { type CatalogueVendorRow, listGames, listPopular, type MenuRow } from './catalogue.repository.js';
import type { GamesQuery, GamesValue } from './catalogue.types.js';

const nameIn = (names: Record<string, string> | null, lang: LanguageCode, fallback: string) =>
  names?.[lang] ?? names?.vi ?? fallback;

/**
 * The catalogue as the lobby reads it: menus, vendor lanes, game lists. `validateResponses` (on unless
 * false, as the router's) checks a game-list answer against its contract when its bytes are built.
 */
export function createLobbyService(deps: { db: Db; clock: Clock; cache: CatalogueCache; validateResponses?: boolean }) {
  const { db, cache } = deps;

  function vendorCard(snap: CatalogueSnapshot, v: CatalogueVendorRow, type: GameType, lang: LanguageCode): VendorCard {
    const gameCount = snap.counts
      .filter((c) => c.vendor_code === v.code && c.game_type === type)
      .reduce((n, c) => n + c.games, 0);
    return {
      vassalage: v.code,
      gameType: type,
      displayName: nameIn(v.names, lang, v.display_name),
      accountTypeId: v.account_type_id,
      isHot: v.is_hot ? 1 : 0,
      logoUrl: v.logo_url,
      gameCount,
      allowsTrial: v.allows_trial,
    };
  }

  function classifications(snap: CatalogueSnapshot, type: GameType): GameClassify[] {
    const present = new Set(snap.counts.filter((c) => c.game_type === type).map((c) => c.game_classify));
    // Contract order, so the filter reads the same in every lobby.
    return GameClassifySchema.options.filter((c) => present.has(c));
  }

  const typed = (m: MenuRow) => GameTypeSchema.safeParse(m.game_type).data;

  async function menus(lang: LanguageCode): Promise<GamesValue<'gameMenus'>> {
    const snap = await cache.get();
    const tops = snap.menus.filter((m) => m.parent_type === null);
    return {
      menus: tops.flatMap((top) => {
        const gameType = typed(top);
        if (!gameType) return [];
        const children = [top, ...snap.menus.filter((m) => m.parent_type === top.game_type)].flatMap((m) => {
          const t = typed(m);
          return t ? [{ gameType: t, route: m.route, name: nameIn(m.names, lang, t) }] : [];
        });
        return [{ gameType, route: top.route, name: nameIn(top.names, lang, gameType), children }];
      }),
    };
  }

  async function vendors(q: GamesQuery<'vendors'>): Promise<VendorList> {
    const snap = await cache.get();
    const lang = q.language;
    const { menus: all } = await menus(lang);
    // gameType picks the lane holding that category (ESPORTS → the SPORTS lane).
    const lanes = all.filter((m) => !q.gameType || m.children.some((c) => c.gameType === q.gameType));
    return {
      data: {
        lanes: lanes.map((lane) => ({
          gameType: lane.gameType,
          title: lane.name,
          groups: lane.children.map((g) => ({
            gameType: g.gameType,
            title: g.name,
            cards: snap.vendors
              .filter((v) => v.game_types.includes(g.gameType))
              .map((v) => vendorCard(snap, v, g.gameType, lang)),
            gameClassify: classifications(snap, g.gameType),
          })),
        })),
      },
    };
  }

  async function gameTypes(lang: LanguageCode): Promise<GamesValue<'gameTypes'>> {
    const snap = await cache.get();
    return {
      list: snap.menus.flatMap((m) => {
        const gameType = typed(m);
        if (!gameType) return [];
        const parent = m.parent_type ? (GameTypeSchema.safeParse(m.parent_type).data ?? null) : null;
        return [
          {
            gameType,
            parent,
            name: nameIn(m.names, lang, gameType),
            vendorCount: snap.vendors.filter((v) => v.game_types.includes(gameType)).length,
            gameCount: snap.counts.filter((c) => c.game_type === gameType).reduce((n, c) => n + c.games, 0),
          },
        ];
      }),
    };
  }

  /** One page of getGameList from the in-memory catalogue: the answer listGames' SQL gave, without a query. */
  async function gameList(q: GamesQuery<'gameList'>): Promise<GamesValue<'gameList'>> {
    const snap = await cache.get();
    const { rows, total } = queryGames(snap.games, {
      lang: q.language,
      gameType: q.gameType,
      vendor: q.vassalage?.toUpperCase(),
      classify: q.gameClassify?.toUpperCase(),
      search: q.gameName ? foldText(q.gameName) : undefined,
      minBet: q.minBet,
      minLineNum: q.minLineNum,
      limit: q.pageSize,
      offset: (q.pageNo - 1) * q.pageSize,
    });
    return { games: rows.map(toGameListItem), total, totalPages: Math.ceil(total / q.pageSize), pageNo: q.pageNo };
  }

  /** The answer's bytes, checked against the contract first where the router would check it. */
  function envelope(value: GamesValue<'gameList'>, opts: { fast?: boolean } = {}): ReadyBytes {
    if (deps.validateResponses === false) return readyEnvelope(value, opts);
    const parsed = catalogueContract.gameList.response.safeParse(value);
    if (!parsed.success) throw new AppError('internal_error', 500, 'System error', parsed.error.issues);
    return readyEnvelope(parsed.data, opts);
  }

  /**
   * getGameList as ready bytes. The busiest lobby call: a page without a search term is serialized (and
   * compressed) once per catalogue change and kept with the catalogue cache. A search is kept too, in the
   * cache's smaller pool of searches, so random terms cannot push the hot pages out; its bytes are
   * compressed at the fast settings, since most search terms are asked once.
   */
  function gameListBytes(q: GamesQuery<'gameList'>): Promise<ReadyBytes> {
    const key = listKey(q);
    if (key.search)
      return cache.page(key.key, async () => envelope(await gameList(q), { fast: true }), { search: true });
    return cache.page(key.key, async () => envelope(await gameList(q)));
  }

  // The router hands every request with the same query string the same frozen query (query-memo.ts), so
  // its cache key is worked out once too.
  const keys = new WeakMap<GamesQuery<'gameList'>, { key: string; search: boolean }>();
  function listKey(q: GamesQuery<'gameList'>): { key: string; search: boolean } {
    let known = keys.get(q);
    if (known) return known;
    const search = q.gameName ? foldText(q.gameName) : '';
    const filter = [
      q.language,
      q.gameType,
      q.vassalage?.toUpperCase(),
      q.gameClassify?.toUpperCase(),
      q.minBet,
      q.minLineNum,
      q.pageSize,
      q.pageNo,
    ].join('|');
    known = search ? { key: `${filter}|${search}`, search: true } : { key: `list:${filter}`, search: false };
    // Only a frozen query is sure to mean the same next time.
    if (Object.isFrozen(q)) keys.set(q, known);
    return known;
  }

  async function popular(q: GamesQuery<'popular'>): Promise<GamesValue<'popular'>> {
    const rows = await listPopular(db, { lang: q.language, gameType: q.gameType, count: q.count });
    return { list: rows.map(toGameListItem) };
  }

  async function hotList(q: GamesQuery<'hotList'>): Promise<GamesValue<'hotList'>> {
    const snap = await cache.get();
    const { rows, total } = await listGames(db, {
      lang: q.language,
      gameType: q.gameType,
      vendor: q.vassalage?.toUpperCase(),
      hotOnly: true,
      limit: q.pageSize,
      offset: (q.pageNo - 1) * q.pageSize,
    });
    const footer = snap.vendors
      .filter((v) => v.is_hot && (!q.gameType || v.game_types.includes(q.gameType)))
      .flatMap((v) => {
        const type = q.gameType ?? GameTypeSchema.safeParse(v.game_types[0]).data;
        return type ? [vendorCard(snap, v, type, q.language)] : [];
      });
    return { list: rows.map(toGameListItem), footer, totalPages: Math.ceil(total / q.pageSize) };
  }

  return { menus, vendors, gameTypes, gameList, gameListBytes, popular, hotList };
}
export type LobbyService = ReturnType<typeof createLobbyService>;
