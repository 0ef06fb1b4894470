import { depositsContract } from '@app/contracts';
import { request } from '../../../../shared/api/client';
import { withPathParams } from '../../../../shared/api/path-params';

/** POST /wps/deposits/:id/cancel: cancels a pending gateway deposit (a paid one: deposit_not_cancellable). */
export function cancelDeposit(id: number) {
  return request(withPathParams(depositsContract.cancel, { id }));
}
