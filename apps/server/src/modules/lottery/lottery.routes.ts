import { lotteryContract as c } from '@app/contracts';
import { unauthorized } from '../../platform/http/app-error.js';
import type { Route } from '../../platform/http/route.js';
import { actorOf } from '../rounds/index.js';
import type { LotteryBets } from './bets.service.js';
import type { ChaseService } from './chase.service.js';
import type { LotteryGames } from './games.service.js';

/** The lottery's endpoints: games and draws (public), slips, cancels, my bets and chases (member), operator data. */
export function registerLotteryRoutes(
  route: Route,
  m: { games: LotteryGames; bets: LotteryBets; chases: ChaseService },
): void {
  route(c.games, () => m.games.list());
  route(c.game, ({ params }) => m.games.game(params.game));
  route(c.current, ({ params }) => m.games.current(params.game));
  route(c.draws, ({ params, query }) => m.games.draws(params.game, query.limit ?? 20));
  route(c.draw, ({ params }) => m.games.draw(params.id));
  route(c.place, ({ params, body, session }) => {
    if (!session) throw unauthorized();
    // Trial accounts play with play money, as at every house game.
    const unit = session.roles.includes('trial') ? 'PLAY' : 'VND';
    return m.bets.place({ memberId: session.memberId, unit }, params.id, body);
  });
  route(c.cancel, ({ params, session }) => {
    if (!session) throw unauthorized();
    return m.bets.cancel(session.memberId, params.id);
  });
  route(c.myBets, ({ query, session }) => {
    if (!session) throw unauthorized();
    return m.bets.mine(session.memberId, query);
  });
  route(c.chases, ({ session }) => {
    if (!session) throw unauthorized();
    return m.chases.mine(session.memberId);
  });
  route(c.stopChase, ({ params, session }) => {
    if (!session) throw unauthorized();
    return m.chases.stopMine(session.memberId, params.id);
  });
  route(c.opGames, () => m.games.adminList());
  route(c.opGame, ({ params }) => m.games.admin(params.game));
  route(c.opPutGame, ({ params, body, session }) => m.games.patch(params.game, body, actorOf(session)));
  route(c.opPutOdds, ({ params, body, session }) => m.games.putOdds(params.game, params.mode, body, actorOf(session)));
  route(c.opCreateGame, ({ body, session }) => m.games.createFast(body, actorOf(session)));
  route(c.exposure, ({ params, query }) => m.games.exposure(params.id, query.digits ?? 2, query.limit ?? 100));
  route(c.opVoidDraw, ({ params, body, session }) => m.games.voidDraw(params.id, body.reason, actorOf(session)));
}
