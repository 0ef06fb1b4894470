import { depositsContract } from '@app/contracts';
import { request } from '../../../../shared/api/client';

/** POST /wps/deposits/gateway: answers the deposit and the payment page to send the member to. */
export function createGatewayDeposit(body: {
  methodCode: string;
  amount: number;
  language: 'vi' | 'en';
  idempotencyKey: string;
}) {
  return request(depositsContract.gateway, { body });
}
