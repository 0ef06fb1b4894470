import type { Round } from '@app/contracts';

/**
 * What the table shows of the current round: `open` betting (counting down to the close), `locked`
 * (betting closed, waiting for the draw), `drawing` (the draw is due), `result` (drawn), `voided`, or
 * `waiting` (no round yet: the next opens soon).
 */
export type RoundPhase = 'waiting' | 'open' | 'locked' | 'drawing' | 'result' | 'voided';

export function roundPhase(round: Round | null, nowServer: number): RoundPhase {
  if (!round) return 'waiting';
  switch (round.state) {
    case 'scheduled':
      return 'waiting';
    case 'open':
      // The server locks at closesAt: the table stops taking bets then, even before the 'closed' event arrives.
      return nowServer < Date.parse(round.closesAt) ? 'open' : 'locked';
    case 'closed':
      return nowServer < Date.parse(round.drawsAt) ? 'locked' : 'drawing';
    case 'drawn':
    case 'settled':
      return 'result';
    case 'voided':
      return 'voided';
  }
}
