import { useEffect, useState } from 'react';

/** Device time now, ticking every `tickMs` while mounted (countdowns add the server offset to it). */
export function useNow(tickMs = 500): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), tickMs);
    return () => window.clearInterval(id);
  }, [tickMs]);
  return now;
}

/** Milliseconds to add to the device's clock to read the server's, from an answer's serverTime. */
export function serverOffsetOf(serverTime: string | undefined, receivedAt: number | undefined): number {
  if (!serverTime || receivedAt === undefined) return 0;
  const t = Date.parse(serverTime);
  return Number.isNaN(t) ? 0 : t - receivedAt;
}
