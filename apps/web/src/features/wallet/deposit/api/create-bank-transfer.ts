import { depositsContract } from '@app/contracts';
import { request } from '../../../../shared/api/client';

/** POST /wps/deposits/bank-transfer: answers the deposit with its reference code and receiving bank. */
export function createBankTransfer(body: { methodCode: string; amount: number; idempotencyKey: string }) {
  return request(depositsContract.bankTransfer, { body });
}
