import { lotteryLobbyContract as c } from '@app/contracts';
import { unauthorized } from '../../../platform/http/app-error.js';
import type { Route } from '../../../platform/http/route.js';
import type { LotteryLobby } from './lobby.service.js';

/**
 * The lottery lobby's endpoints (spec §7 /lgw calls). Public reads say how long a shared cache may keep
 * them: the lists and open numbers a second (their countdowns are computed from `serverTime`, so a cached
 * copy still counts down right), a drawn result a day (it never changes), statistics a minute.
 */
export function registerLotteryLobbyRoutes(route: Route, lobby: LotteryLobby): void {
  route(c.gameMenu, ({ query, reply }) => {
    reply.header('cache-control', 'public, max-age=30');
    return lobby.gameMenu(query);
  });
  route(c.numbers, ({ query, reply }) => {
    reply.header('cache-control', 'public, max-age=1');
    return lobby.numbers(query);
  });
  route(c.numero, ({ query, reply }) => {
    reply.header('cache-control', 'public, max-age=1');
    return lobby.numero(query);
  });
  route(c.popular, ({ query, reply }) => {
    reply.header('cache-control', 'public, max-age=1');
    return lobby.popular(query);
  });
  route(c.recent, ({ query, session }) => {
    if (!session) throw unauthorized();
    return lobby.recent(session.memberId, query);
  });
  route(c.launch, ({ query }) => lobby.launch(query));
  route(c.results, ({ query, reply }) => {
    reply.header('cache-control', 'public, max-age=5');
    return lobby.results(query);
  });
  route(c.draw, async ({ params, query, reply }) => {
    const d = await lobby.draw(params.id, query);
    // A settled draw never changes again; a drawn one still becomes settled (or voided), an open one counts down.
    reply.header('cache-control', d.state === 'settled' ? 'public, max-age=86400' : 'public, max-age=1');
    return d;
  });
  route(c.stats, ({ params, query, reply }) => {
    reply.header('cache-control', 'public, max-age=60');
    return lobby.stats(params.gameId, query);
  });
}
