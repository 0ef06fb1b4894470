import { catalogueContract } from '@app/contracts';
import type { Clock } from '../../platform/clock.js';
import { sendReady } from '../../platform/http/ready-bytes.js';
import type { Route } from '../../platform/http/route.js';
import type { GamesQuery, GamesValue } from './catalogue.types.js';
import { jackpotAt, sinceMidnight } from './jackpot.js';
import type { LobbyService } from './lobby.service.js';
import type { PlayerGamesService } from './player-games.service.js';

export interface CatalogueRouteDeps {
  lobby: LobbyService;
  player: PlayerGamesService;
  clock: Clock;
  timeZone: string;
  /** Lobby promotions come from the content module (composed in modules/index.ts). */
  promotions: (lang: 'vi' | 'en') => Promise<GamesValue<'announcements'>['promotion']>;
  /** Real-money stakes placed since `since` (modules/vendors bets): they feed the jackpot. */
  stakesSince: (since: Date) => Promise<number>;
  /** The winner board reads the rounds of every vendor (modules/vendors bets). */
  winners: (q: GamesQuery<'winnerBoard'>) => Promise<GamesValue<'winnerBoard'>>;
}

/** Lobby calls of spec §7. Member calls act on the session's member only (route() checked the token). */
export function registerCatalogueRoutes(route: Route, d: CatalogueRouteDeps): void {
  const c = catalogueContract;
  route(c.gameMenus, ({ query }) => d.lobby.menus(query.language));
  route(c.popular, ({ query }) => d.lobby.popular(query));
  route(c.vendors, ({ query }) => d.lobby.vendors(query));
  // Sent as ready bytes (ready-bytes.ts); the answer is the one gameList() builds, checked when the bytes are.
  // The busiest call: the lobby pages' few query strings are parsed once (query-memo.ts).
  route(
    c.gameList,
    async ({ query, req, reply }) => {
      await sendReady(req, reply, await d.lobby.gameListBytes(query));
      return reply as never;
    },
    { readyBytes: true, queryMemo: 2000 },
  );
  route(c.hotList, ({ query }) => d.lobby.hotList(query));
  route(c.gameTypes, ({ query }) => d.lobby.gameTypes(query.language));
  route(c.announcements, async ({ query }) => ({ promotion: await d.promotions(query.language) }));
  route(c.winnerBoard, ({ query }) => d.winners(query));
  route(c.jackpot, async () => {
    const now = d.clock.now();
    const midnight = new Date(now.getTime() - sinceMidnight(now, d.timeZone));
    return jackpotAt(now, d.timeZone, await d.stakesSince(midnight));
  });
  route(c.recentList, ({ query, session }) => d.player.recent(session!.memberId, query));
  route(c.favouriteIds, ({ session }) => d.player.ids(session!.memberId));
  route(c.favouriteList, ({ query, session }) => d.player.favourites(session!.memberId, query));
  route(c.addFavourite, ({ body, session }) => d.player.add(session!.memberId, body));
  route(c.removeFavourite, ({ body, session }) => d.player.remove(session!.memberId, body));
}
