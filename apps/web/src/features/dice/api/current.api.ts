import { roundsContract } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';
import { withPathParams } from '../../../shared/api/path-params';
import { diceKeys } from './dice-keys';

const endpoint = withPathParams(roundsContract.current, { game: 'dice' });

/** What the current-round call answered, and when (device clock) the answer arrived: the countdown's basis. */
export interface CurrentRoundAnswer {
  value: Awaited<ReturnType<typeof fetchCurrentRound>>;
  receivedAt: number;
}

/** GET /wps/round-games/dice/current: the round taking bets (or being drawn), the previous one, the server time. */
export function fetchCurrentRound(signal?: AbortSignal) {
  return request(endpoint, { signal });
}

/** The current round; `refetchInterval` is the caller's (polled for visitors and while the socket is down). */
export function currentRoundQueryOptions(refetchInterval: number | false) {
  return queryOptions({
    queryKey: diceKeys.current,
    queryFn: async ({ signal }): Promise<CurrentRoundAnswer> => {
      const sentAt = Date.now();
      const value = await fetchCurrentRound(signal);
      // The server time is taken half-way through the call: the midpoint is the best guess of "now" on the device.
      return { value, receivedAt: Math.round((sentAt + Date.now()) / 2) };
    },
    refetchInterval,
    refetchOnWindowFocus: true,
    staleTime: 0,
  });
}
