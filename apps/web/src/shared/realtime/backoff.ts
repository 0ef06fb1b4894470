/**
 * Delay before reconnect attempt `attempt` (0 for the first retry): exponential from `baseMs`, capped at
 * `maxMs`, with "full jitter" (a random point between 0 and the exponential value, at least baseMs/2) so
 * thousands of browsers dropped together by a restarting node do not all come back in the same second.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random, baseMs = 1000, maxMs = 30_000) {
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.min(attempt, 16));
  return Math.max(baseMs / 2, Math.round(random() * ceiling));
}
