import { type LotteryBetStatus, lotteryContract, type PlaceLotterySlip } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';
import { withPathParams } from '../../../shared/api/path-params';
import { lotteryKeys } from './lottery-keys';

/** GET /wps/lottery/games/:game: the game, its schedule, limits and the odds table of each prize mode. */
export function gameQueryOptions(code: string) {
  return queryOptions({
    queryKey: lotteryKeys.game(code),
    queryFn: ({ signal }) => request(withPathParams(lotteryContract.game, { game: code }), { signal }),
    staleTime: 60_000,
    retry: false,
  });
}

/** GET …/current: the draw taking bets and the last drawn one, with the server time (and when it arrived). */
export function currentQueryOptions(code: string, refetchInterval: number | false) {
  return queryOptions({
    queryKey: lotteryKeys.current(code),
    queryFn: async ({ signal }) => {
      const sentAt = Date.now();
      const value = await request(withPathParams(lotteryContract.current, { game: code }), { signal });
      return { value, receivedAt: Math.round((sentAt + Date.now()) / 2) };
    },
    refetchInterval,
    refetchOnWindowFocus: true,
    staleTime: 0,
  });
}

/** POST /wps/lottery/draws/:id/bets: the idempotency key places the slip once. */
export function placeSlip(drawId: number, body: PlaceLotterySlip) {
  return request(withPathParams(lotteryContract.place, { id: drawId }), { body });
}

/** POST /wps/lottery/bets/:id/cancel. */
export function cancelBet(betId: number) {
  return request(withPathParams(lotteryContract.cancel, { id: betId }));
}

export interface MyBetsFilter {
  status?: LotteryBetStatus;
  game?: string;
}

export function myBetsQueryOptions(filter: MyBetsFilter, token: string | null) {
  return queryOptions({
    queryKey: lotteryKeys.myBets(filter, token),
    queryFn: ({ signal }) =>
      request(lotteryContract.myBets, { query: { status: filter.status, game: filter.game, limit: '50' }, signal }),
    enabled: token !== null,
    staleTime: 5_000,
    retry: false,
  });
}

/** GET /wps/lottery/chases: the member's chases, newest first. */
export function chasesQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: ['lottery', 'chases', token] as const,
    queryFn: ({ signal }) => request(lotteryContract.chases, { signal }),
    enabled: token !== null,
    staleTime: 5_000,
    retry: false,
  });
}

/** POST /wps/lottery/chases/:id/stop: no further draws are bet. */
export function stopChase(id: number) {
  return request(withPathParams(lotteryContract.stopChase, { id }));
}
