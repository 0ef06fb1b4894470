import { type PlaceBetsRequest, roundsContract } from '@app/contracts';
import { request } from '../../../shared/api/client';
import { withPathParams } from '../../../shared/api/path-params';

/**
 * POST /wps/rounds/:id/bets: places a slip on an open round. The idempotency key is the slip attempt's:
 * sending the same key again (a retry after a lost answer) places the slip once.
 */
export function placeBets(roundId: number, body: PlaceBetsRequest) {
  return request(withPathParams(roundsContract.place, { id: roundId }), { body });
}
