import type { Round } from '@app/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useRealtimeStatus, useRealtimeTopic } from '../../../shared/realtime';
import { useIsLoggedIn } from '../../../shared/session/session';
import { currentRoundQueryOptions } from '../api/current.api';
import { diceKeys } from '../api/dice-keys';
import { type RoundPhase, roundPhase } from '../lib/round-phase';
import { serverOffset } from '../lib/server-clock';
import { useServerNow } from './use-server-now';

/** Visitors, and members whose socket is down, ask for the round this often. */
export const ROUND_POLL_MS = 3_000;
/** With the socket open the round still is read now and then, in case an event was missed. */
const LIVE_SAFETY_POLL_MS = 20_000;

export interface DiceRoundView {
  current: Round | null;
  previous: Round | null;
  phase: RoundPhase;
  /** The server's time now (the countdown's basis). */
  now: number;
  loading: boolean;
  error: unknown;
}

/**
 * The table's round: `round:dice` events from the live socket for a signed-in member, polling otherwise
 * (and while the socket is down). Every event just asks for the round again: the answer carries the server
 * time, so the countdown stays on the server's clock. A new draw (or its settlement) refreshes the road and
 * the member's bets on that round.
 */
export function useDiceRound(): DiceRoundView {
  const client = useQueryClient();
  const loggedIn = useIsLoggedIn();
  const live = useRealtimeStatus() === 'open' && loggedIn;
  const q = useQuery(currentRoundQueryOptions(live ? LIVE_SAFETY_POLL_MS : ROUND_POLL_MS));

  useRealtimeTopic(loggedIn ? 'round:dice' : null, (event) => {
    if (event.type !== 'round' || event.game !== 'dice') return;
    void client.invalidateQueries({ queryKey: diceKeys.current });
    if (event.state === 'settled' || event.state === 'voided') {
      void client.invalidateQueries({ queryKey: ['dice', 'myBets', event.roundId] });
    }
  });

  // Events sent while the socket was down are not replayed: read the round again when it (re)opens.
  useEffect(() => {
    if (live) void client.invalidateQueries({ queryKey: diceKeys.current });
  }, [live, client]);

  const value = q.data?.value;
  const previous = value?.previous ?? null;
  const drawnKey = previous ? `${previous.id}:${previous.state}` : '';
  useEffect(() => {
    if (!drawnKey) return;
    void client.invalidateQueries({ queryKey: diceKeys.results });
    void client.invalidateQueries({ queryKey: ['dice', 'myBets', Number(drawnKey.split(':')[0])] });
  }, [drawnKey, client]);

  const offset = q.data ? serverOffset(q.data.value.serverTime, q.data.receivedAt) : 0;
  const now = useServerNow(offset);
  const current = value?.current ?? null;
  return { current, previous, phase: roundPhase(current, now), now, loading: q.isPending, error: q.error };
}
