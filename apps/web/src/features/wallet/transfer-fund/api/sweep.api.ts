import { transfersContract, type VendorTransfer } from '@app/contracts';
import { request } from '../../../../shared/api/client';

/** POST /wps/v2/wallets/sweep: every vendor wallet with money goes back to the main wallet. */
export async function postSweep(): Promise<VendorTransfer[]> {
  return (await request(transfersContract.sweep)).transfers;
}
