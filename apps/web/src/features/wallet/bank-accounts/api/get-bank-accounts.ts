import { withdrawalsContract } from '@app/contracts';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../../shared/api/client';
import { withdrawKeys } from '../../withdraw/api/withdraw-keys';

/** GET /wps/member/bank-accounts: bound accounts, the bank list, the payee name every account must carry. */
export function getBankAccounts(signal?: AbortSignal) {
  return request(withdrawalsContract.banks, { signal });
}

export function bankAccountsQueryOptions() {
  return queryOptions({ queryKey: withdrawKeys.banks(), queryFn: ({ signal }) => getBankAccounts(signal) });
}
