import { transfersContract, type VendorTransfer } from '@app/contracts';
import { request } from '../../../../shared/api/client';
import { withPathParams } from '../../../../shared/api/path-params';

/** GET /wps/v2/wallets/transfer/:id: the server asks the vendor how an unsettled transfer ended. */
export function fetchVendorTransferStatus(id: number): Promise<VendorTransfer> {
  return request(withPathParams(transfersContract.vendorTransferStatus, { id }));
}
