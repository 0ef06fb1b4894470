import { withdrawalsContract } from '@app/contracts';
import { request } from '../../../../shared/api/client';
import { withPathParams } from '../../../../shared/api/path-params';

/** DELETE /wps/member/bank-accounts/:id (the payment password is needed once one is set). */
export function unbindBankAccount(id: number, paymentPassword?: string) {
  return request(withPathParams(withdrawalsContract.unbindBank, { id }), { body: { paymentPassword } });
}
