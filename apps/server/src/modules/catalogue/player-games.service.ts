import type { FavouriteRequest } from '@app/contracts';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/connect.js';
import { AppError } from '../../platform/http/app-error.js';
import { toGameListItem } from './catalogue.mappers.js';
import { findGame } from './catalogue.repository.js';
import type { GamesQuery, GamesValue } from './catalogue.types.js';
import { addFavourite, favouriteIds, listFavourites, listRecent, removeFavourite } from './player-games.repository.js';

/** Favourites and recent games. Every member call works on the caller's own rows only. */
export function createPlayerGamesService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  async function ids(memberId: number): Promise<GamesValue<'favouriteIds'>> {
    return { ids: await favouriteIds(db, memberId) };
  }

  /** The payload's vendor and gameType, when sent, must be the game's: a stale client is told so. */
  async function checkedGame(req: FavouriteRequest) {
    const game = await findGame(db, req.nodeId);
    if (!game?.game_enabled || !game.vendor_enabled) {
      throw new AppError('game_not_found', 404, 'No such game');
    }
    const vendorMismatch = req.vendor !== undefined && req.vendor.toUpperCase() !== game.vendor_code;
    if (vendorMismatch || (req.gameType !== undefined && req.gameType !== game.game_type)) {
      throw new AppError('favourite_mismatch', 400, 'The game does not belong to that vendor or category');
    }
    return game;
  }

  async function add(memberId: number, req: FavouriteRequest): Promise<GamesValue<'addFavourite'>> {
    await checkedGame(req);
    await addFavourite(db, { memberId, nodeId: req.nodeId, at: clock.now() });
    return { nodeId: req.nodeId, favourite: true };
  }

  // Removing needs no live game: a favourite of a game since disabled can still be cleared.
  async function remove(memberId: number, req: FavouriteRequest): Promise<GamesValue<'removeFavourite'>> {
    await removeFavourite(db, { memberId, nodeId: req.nodeId });
    return { nodeId: req.nodeId, favourite: false };
  }

  async function favourites(memberId: number, q: GamesQuery<'favouriteList'>): Promise<GamesValue<'favouriteList'>> {
    const { rows, total } = await listFavourites(db, {
      memberId,
      lang: q.language,
      gameType: q.gameType,
      vendor: q.vassalage?.toUpperCase(),
      limit: q.pageSize,
      offset: (q.pageNo - 1) * q.pageSize,
    });
    return { content: rows.map(toGameListItem), totalPages: Math.ceil(total / q.pageSize) };
  }

  async function recent(memberId: number, q: GamesQuery<'recentList'>): Promise<GamesValue<'recentList'>> {
    const { rows, total } = await listRecent(db, {
      memberId,
      lang: q.language,
      gameType: q.gameType,
      vendor: q.vassalage?.toUpperCase(),
      limit: q.pageSize,
      offset: (q.pageNo - 1) * q.pageSize,
    });
    return {
      list: rows.map((r) => ({ ...toGameListItem(r), lastPlayedAt: r.last_played_at.toISOString() })),
      totalPages: Math.ceil(total / q.pageSize),
    };
  }

  return { ids, add, remove, favourites, recent };
}
export type PlayerGamesService = ReturnType<typeof createPlayerGamesService>;
