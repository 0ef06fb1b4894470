import { transfersContract, type VendorTransfer } from '@app/contracts';
import { request } from '../../../../shared/api/client';

export interface VendorTransferInput {
  vendor: string;
  direction: 'in' | 'out';
  amount: number;
  /** One key per transfer the member asked for: re-sending it answers the first result. */
  idempotencyKey: string;
}

/** POST /wps/v2/wallets/transfer: main wallet ↔ vendor wallet. */
export function postVendorTransfer(body: VendorTransferInput): Promise<VendorTransfer> {
  return request(transfersContract.vendorTransfer, { body });
}
