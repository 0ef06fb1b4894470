import { depositsContract } from '@app/contracts';
import { request } from '../../../../shared/api/client';

/** PUT /wps/deposits/limits (null = no limit): a decrease applies at once, an increase after 24 hours. */
export function setDepositLimits(body: { daily: number | null; weekly: number | null; monthly: number | null }) {
  return request(depositsContract.setLimits, { body });
}
