import { withdrawalsContract } from '@app/contracts';
import { request } from '../../../../shared/api/client';
import { withPathParams } from '../../../../shared/api/path-params';

/** POST /wps/withdrawals/:id/received: the member confirms the money arrived. */
export function confirmReceived(id: number) {
  return request(withPathParams(withdrawalsContract.confirm, { id }));
}
