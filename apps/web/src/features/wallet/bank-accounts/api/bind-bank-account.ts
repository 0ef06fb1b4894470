import { withdrawalsContract } from '@app/contracts';
import { request } from '../../../../shared/api/client';

/** POST /wps/member/bank-accounts: binds an account (payee name checked on the server too). */
export function bindBankAccount(body: { bankCode: string; accountNumber: string; payeeName: string }) {
  return request(withdrawalsContract.bindBank, { body });
}
