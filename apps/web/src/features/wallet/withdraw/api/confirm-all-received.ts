import { withdrawalsContract } from '@app/contracts';
import { request } from '../../../../shared/api/client';

/** POST /wps/withdrawals/received: every approved withdrawal awaiting confirmation counts as received. */
export function confirmAllReceived() {
  return request(withdrawalsContract.confirmAll);
}
