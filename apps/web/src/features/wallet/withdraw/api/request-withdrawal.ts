import { withdrawalsContract } from '@app/contracts';
import { request } from '../../../../shared/api/client';

/**
 * POST /wps/withdrawals: the amount is held until the operator decides. The idempotency key belongs to
 * one request: a retry after a lost answer sends the same key and never withdraws twice.
 */
export function requestWithdrawal(body: {
  bankAccountId: number;
  amount: number;
  paymentPassword: string;
  idempotencyKey: string;
}) {
  return request(withdrawalsContract.request, { body });
}
