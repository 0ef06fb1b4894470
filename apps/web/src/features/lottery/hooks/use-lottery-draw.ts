import { roundTopic } from '@app/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useRealtimeStatus, useRealtimeTopic } from '../../../shared/realtime';
import { useIsLoggedIn } from '../../../shared/session/session';
import { currentQueryOptions } from '../api/game.api';
import { lotteryKeys } from '../api/lottery-keys';
import { serverOffsetOf } from './use-now';

/** Visitors, and members whose socket is down, ask for the draw this often. */
const POLL_MS = 3_000;
/** With the socket open the draw is still read now and then, in case an event was missed. */
const LIVE_SAFETY_POLL_MS = 20_000;

/**
 * A game's open draw and last result: `round:<game>` events from the live socket for members (each just
 * asks for the draw again: the answer carries the server time), polling otherwise. When a new result comes
 * in while the page is open, `liveFrom` is when to start revealing it number by number.
 */
export function useLotteryDraw(code: string) {
  const client = useQueryClient();
  const loggedIn = useIsLoggedIn();
  const live = useRealtimeStatus() === 'open' && loggedIn;
  const q = useQuery(currentQueryOptions(code, live ? LIVE_SAFETY_POLL_MS : POLL_MS));

  useRealtimeTopic(loggedIn ? roundTopic(code) : null, (event) => {
    if (event.type !== 'round') return;
    void client.invalidateQueries({ queryKey: lotteryKeys.current(code) });
    if (event.state === 'drawn' || event.state === 'settled' || event.state === 'voided') {
      void client.invalidateQueries({ queryKey: ['lottery', 'myBets'] });
      void client.invalidateQueries({ queryKey: ['lottery', 'results'] });
    }
  });
  useEffect(() => {
    if (live) void client.invalidateQueries({ queryKey: lotteryKeys.current(code) });
  }, [live, client, code]);

  const value = q.data?.value;
  const previousId = value?.previous?.id ?? null;
  const firstSeen = useRef<number | null | undefined>(undefined);
  const [liveFrom, setLiveFrom] = useState<{ drawId: number; at: number } | null>(null);
  useEffect(() => {
    if (q.data === undefined) return;
    // The result on screen when the page opened is shown whole; a newer one is drawn live.
    if (firstSeen.current === undefined) firstSeen.current = previousId;
    else if (previousId !== null && previousId !== firstSeen.current && liveFrom?.drawId !== previousId) {
      setLiveFrom({ drawId: previousId, at: Date.now() });
      void client.invalidateQueries({ queryKey: ['lottery', 'myBets'] });
      void client.invalidateQueries({ queryKey: ['lottery', 'results'] });
    }
  }, [previousId, q.data, liveFrom, client]);

  return {
    current: value?.current ?? null,
    previous: value?.previous ?? null,
    offset: serverOffsetOf(value?.serverTime, q.data?.receivedAt),
    liveFrom: liveFrom && liveFrom.drawId === previousId ? liveFrom.at : null,
    loading: q.isPending,
    error: q.error,
  };
}
