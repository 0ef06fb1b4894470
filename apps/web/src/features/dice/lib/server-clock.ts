/**
 * The countdown runs on the server's clock, not the device's (which may be minutes off): the offset is
 * what to add to the device's `Date.now()` to get the server's time, from the server time an answer
 * carried and the device time it arrived at.
 */
export function serverOffset(serverTimeIso: string, receivedAt: number): number {
  const server = Date.parse(serverTimeIso);
  return Number.isFinite(server) ? server - receivedAt : 0;
}

/** Whole seconds from `nowServer` until `iso` (never negative; rounded up so "1" shows until the end). */
export function secondsUntil(iso: string, nowServer: number): number {
  const at = Date.parse(iso);
  if (!Number.isFinite(at)) return 0;
  return Math.max(0, Math.ceil((at - nowServer) / 1000));
}
