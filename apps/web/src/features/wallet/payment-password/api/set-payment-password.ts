import { withdrawalsContract } from '@app/contracts';
import { request } from '../../../../shared/api/client';

/** POST /wps/member/payment-password: set it (6 digits), or change it with the old one. */
export function setPaymentPassword(body: { oldPassword?: string; newPassword: string; confirmPassword: string }) {
  return request(withdrawalsContract.setPaymentPassword, { body });
}
