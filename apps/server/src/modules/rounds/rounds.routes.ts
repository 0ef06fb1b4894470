import { roundsContract as c } from '@app/contracts';
import { unauthorized } from '../../platform/http/app-error.js';
import type { Route } from '../../platform/http/route.js';
import { toRound } from './rounds.mappers.js';
import type { Rounds } from './rounds.service.js';

/** The rounds endpoints: public reads, a member's slips and bets, the operator's void and settings. */
export function registerRoundsRoutes(route: Route, rounds: Rounds): void {
  route(c.current, ({ params }) => rounds.current(params.game));
  route(c.results, ({ params, query }) => rounds.results(params.game, query.limit));
  route(c.rules, ({ params }) => rounds.rules(params.game));
  route(c.round, ({ params }) => rounds.round(params.id));
  route(c.place, ({ params, body, session }) => {
    if (!session) throw unauthorized();
    // Trial accounts play with play money, as they do at the house slot.
    const unit = session.roles.includes('trial') ? 'PLAY' : 'VND';
    return rounds.place({ memberId: session.memberId, unit }, params.id, body);
  });
  route(c.myBets, ({ params, session }) => {
    if (!session) throw unauthorized();
    return rounds.myBets(params.id, session.memberId);
  });
  // Games with their own API (the lottery) have their own operator endpoints too.
  route(c.void, async ({ params, body, session }) => {
    await rounds.publicGame((await rounds.get(params.id)).game);
    return toRound(await rounds.void(params.id, body.reason, actorOf(session)));
  });
  route(c.settings, async ({ params }) => {
    await rounds.publicGame(params.game);
    return rounds.settings(params.game);
  });
  route(c.putSettings, async ({ params, body, session }) => {
    await rounds.publicGame(params.game);
    return rounds.putSettings(params.game, body, actorOf(session));
  });
}

export const actorOf = (session: { operatorId?: number; account: string } | null) =>
  session?.operatorId ? `operator:${session.operatorId}:${session.account}` : 'operator';
