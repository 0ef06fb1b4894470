import { nextOpenNumberRefreshMs } from '@app/games';

/** Spec weekday values in the order the filter shows them: Monday (2) … Saturday (7), then Sunday (1). */
export const WEEKDAY_FILTER = [2, 3, 4, 5, 6, 7, 1] as const;

/** Spec §4: the open number shows at most 6 digits (the last six). */
export function numeroText(numero: string): string {
  return numero.length > 6 ? numero.slice(-6) : numero;
}

/** Tabs scroll with arrows once there are more than this many (spec §2 lottery lobby). */
export const TABS_WITHOUT_ARROWS = 7;

interface OpenTiming {
  open: boolean;
  remainTime: number;
  lockTime: number;
}

/**
 * When the lobby asks for the open numbers again (spec §4), from the answer's items: the smallest time to
 * lock among the open draws (remainTime − lockTime s), 7000 ms when that is zero or less, at most 30000 ms —
 * the maths' nextOpenNumberRefreshMs, so the browser and the server agree on it.
 */
export function openNumberRefreshMs(items: readonly OpenTiming[]): number {
  return nextOpenNumberRefreshMs(
    items.filter((i) => i.open).map((i) => ({ remainTimeMs: i.remainTime, lockTimeSec: i.lockTime })),
  );
}

/** Countdowns of a lobby card from the server-time basis: ms to lock and to the draw (never negative). */
export function cardCountdowns(
  item: { remainTime: number; lockTime: number },
  receivedServerTime: number,
  serverNow: number,
): { toLock: number; toDraw: number } {
  const elapsed = serverNow - receivedServerTime;
  const toDraw = Math.max(0, item.remainTime - elapsed);
  const toLock = Math.max(0, item.remainTime - item.lockTime * 1000 - elapsed);
  return { toLock, toDraw };
}
