import { DEFAULT_WEAK_PASSWORD, type FieldRule, type RegisterFieldSetting, validateField } from '@app/contracts';
import { ApiError } from '../../../shared/api/client';
import { serverFieldIssues } from '../register/field-messages';
import type { FieldError } from '../register/register-form-model';

/** Used only while the register settings load or when the operator set no password rule: 7–128 of anything. */
const FALLBACK_PASSWORD_RULE: FieldRule = {
  enabled: true,
  required: true,
  acceptedPattern: '*',
  patternId: null,
  minLength: 7,
  maxLength: 128,
};

/**
 * The password-format rule of spec §5 for new passwords: the registration form's password rule (the
 * server checks change and reset passwords against the same one), always enabled and required.
 */
export function passwordRule(fields: readonly RegisterFieldSetting[] | undefined): FieldRule {
  const rule = fields?.find((f) => f.field === 'password');
  return rule ? { ...rule, enabled: true, required: true } : FALLBACK_PASSWORD_RULE;
}

/** A new password's problem: the rule's, or the default weak password, which the server refuses. */
export function checkNewPassword(rule: FieldRule, value: string): FieldError | null {
  const problem = validateField(rule, value);
  if (problem) return problem;
  if (value === DEFAULT_WEAK_PASSWORD) return { key: 'pattern', params: { min: rule.minLength, max: rule.maxLength } };
  return null;
}

/** The confirmation: required and equal to the new password. */
export function checkConfirmation(newPassword: string, confirm: string): FieldError | null {
  if (!confirm) return { key: 'required', params: {} };
  return confirm === newPassword ? null : { key: 'mismatch', params: {} };
}

/** The old password: required unless the caller already holds it (spec §5 "unless stored"). */
export function checkOldPassword(value: string, known: boolean): FieldError | null {
  return !known && !value ? { key: 'required', params: {} } : null;
}

export interface ChangePasswordErrors {
  oldPassword?: FieldError;
  newPassword?: FieldError;
  confirmNewPassword?: FieldError;
}

/** Every problem of the change-password form (empty when it may be sent). */
export function checkChangePassword(
  rule: FieldRule,
  v: { oldPassword: string; newPassword: string; confirmNewPassword: string },
  oldKnown: boolean,
): ChangePasswordErrors {
  const out: ChangePasswordErrors = {};
  const o = checkOldPassword(v.oldPassword, oldKnown);
  if (o) out.oldPassword = o;
  const n = checkNewPassword(rule, v.newPassword);
  if (n) out.newPassword = n;
  const c = checkConfirmation(v.newPassword, v.confirmNewPassword);
  if (c) out.confirmNewPassword = c;
  return out;
}

/** The server's verdict on the new password when that is what it refused (shown under the field). */
export function newPasswordIssue(err: unknown): FieldError | undefined {
  const issue = err instanceof ApiError ? serverFieldIssues(err.details)[0] : undefined;
  return issue?.field === 'newPassword' ? issue.error : undefined;
}
