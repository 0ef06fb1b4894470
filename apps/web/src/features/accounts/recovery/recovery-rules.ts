import { type FieldRule, matchesPattern, type RegisterFieldSetting, validateField } from '@app/contracts';
import type { FieldError } from '../register/register-form-model';

/** Recovery methods of the forgot screen (spec §2), in the order the switch shows them. */
export type RecoveryMethod = 'mobileNum' | 'email';

/**
 * Methods offered by the whitelabel switches. Mobile comes first when on: it is the one a player
 * finishes alone. The switch is shown only when both are on (spec §2).
 */
export function recoveryMethods(flags: { EMAILRECOVERY: boolean; PHONERECOVERY: boolean }): {
  methods: RecoveryMethod[];
  initial: RecoveryMethod | null;
} {
  const methods: RecoveryMethod[] = [];
  if (flags.PHONERECOVERY) methods.push('mobileNum');
  if (flags.EMAILRECOVERY) methods.push('email');
  return { methods, initial: methods[0] ?? null };
}

/** Vietnam: 9 national digits starting 3, 5, 7, 8 or 9, with an optional trunk 0 (the server's rule). */
const VN_MOBILE = /^0?[35789]\d{8}$/;
/** Other countries: 6–14 national digits. */
const OTHER_MOBILE = /^0?\d{6,14}$/;

/**
 * A mobile number for recovery or login: required, then the operator's mobile rule for Vietnamese
 * numbers (the registration form's), else the server's generic length check.
 */
export function checkMobile(
  fields: readonly RegisterFieldSetting[] | undefined,
  raw: string,
  countryDialingCode: string,
): FieldError | null {
  const value = raw.replace(/[\s.-]/g, '');
  if (!value) return { key: 'required', params: {} };
  if (countryDialingCode === '84') {
    const rule = fields?.find((f) => f.field === 'mobileNum');
    if (rule) {
      const problem = validateField({ ...rule, enabled: true, required: true } as FieldRule, value);
      if (problem) return problem;
    }
    return VN_MOBILE.test(value) ? null : { key: 'pattern', params: {} };
  }
  return OTHER_MOBILE.test(value) ? null : { key: 'pattern', params: {} };
}

/**
 * What the e-mail method's button does with the "email or issue" field (spec §2): a registered e-mail
 * address asks the server for a reset code (POST /wps/member/password/email); anything else is an
 * issue for customer service, so the button opens live chat as the spec describes.
 */
export function emailAction(contact: string): 'email' | 'chat' {
  const v = contact.trim();
  return v && matchesPattern('email', v) ? 'email' : 'chat';
}

/** A required text; trimmed. */
export function checkRequired(value: string): FieldError | null {
  return value.trim() ? null : { key: 'required', params: {} };
}
