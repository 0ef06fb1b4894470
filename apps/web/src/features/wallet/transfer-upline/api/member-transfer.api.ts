import { type MemberTransfer, transfersContract } from '@app/contracts';
import { request } from '../../../../shared/api/client';

export interface MemberTransferInput {
  amount: number;
  paymentPassword: string;
  /** Kept across re-sends of the same transfer: a retry answers the first result, never a second transfer. */
  idempotencyKey: string;
}

/** POST /wps/transfers/upline: from the caller's main wallet to its upline agent. */
export function postToUpline(body: MemberTransferInput): Promise<MemberTransfer> {
  return request(transfersContract.toUpline, { body });
}

/** POST /wps/transfers/downline: an agent to a member of its own direct downline. */
export function postToDownline(body: MemberTransferInput & { memberId: number }): Promise<MemberTransfer> {
  return request(transfersContract.toDownline, { body });
}
