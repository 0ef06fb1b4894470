import { PAYMENT_PASSWORD_PATTERN } from '@app/contracts';

export type PasswordProblem = 'oldRequired' | 'format' | 'mismatch';
export type PasswordField = 'old' | 'new' | 'confirm';

/** Checks the payment password form as the server will (6 digits, confirmation equal; the old one to change it). */
export function paymentPasswordProblem(input: {
  changing: boolean;
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}): { field: PasswordField; problem: PasswordProblem } | null {
  if (input.changing && input.oldPassword === '') return { field: 'old', problem: 'oldRequired' };
  if (!PAYMENT_PASSWORD_PATTERN.test(input.newPassword)) return { field: 'new', problem: 'format' };
  if (input.confirmPassword !== input.newPassword) return { field: 'confirm', problem: 'mismatch' };
  return null;
}
