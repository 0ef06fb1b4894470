import type { RealtimeEvent } from '@app/contracts';
import { REALTIME_PATH } from '@app/contracts';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { createRealtimeClient, type RealtimeStatus } from './realtime-client';

/** The tab's one live socket (started and stopped by RealtimeHost with the session). */
export const realtime = createRealtimeClient({
  url: () => `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${REALTIME_PATH}`,
});

const subscribeStatus = (listener: () => void) => realtime.onStatus(listener);

/** 'open' while events flow; anything else means: poll what you show. */
export function useRealtimeStatus(): RealtimeStatus {
  return useSyncExternalStore(subscribeStatus, realtime.status, () => 'off');
}

/**
 * Follows a public topic (e.g. `round:dice`) while mounted: `handler` gets each event of it. The latest
 * handler is called (no need to memoise it). Followed again after every reconnect; events published while
 * the socket was down are not replayed, so read the current state over HTTP when the status becomes 'open'.
 */
export function useRealtimeTopic(topic: string | null, handler: (event: RealtimeEvent) => void): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    if (!topic) return;
    return realtime.subscribe(topic, (event) => latest.current(event));
  }, [topic]);
}
