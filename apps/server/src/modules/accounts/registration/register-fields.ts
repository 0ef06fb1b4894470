import { type FieldProblem, type RegisterFieldSetting, validateField } from '@app/contracts';
import { AppError } from '../../../platform/http/app-error.js';

export interface FieldIssue extends FieldProblem {
  field: string;
}

/** Runs every enabled field rule (the same validateField the browser runs); returns all problems. */
export function checkFields(
  rules: readonly RegisterFieldSetting[],
  values: Record<string, string | undefined>,
  overrides: { required?: readonly string[]; skip?: readonly string[] } = {},
): FieldIssue[] {
  const issues: FieldIssue[] = [];
  for (const rule of rules) {
    if (overrides.skip?.includes(rule.field)) continue;
    const required = rule.required || (overrides.required?.includes(rule.field) ?? false);
    // A field the flow needs is checked even when the form setting hides it.
    const enabled = rule.enabled || required;
    const problem = validateField({ ...rule, enabled, required }, values[rule.field]);
    if (problem) issues.push({ field: rule.field, ...problem });
  }
  return issues;
}

/** The stable code for a set of problems: the first problem decides, all are listed in details. */
export function fieldsError(issues: FieldIssue[]): AppError {
  const first = issues[0]!;
  const details = { fields: issues };
  if (first.field === 'mobileNum') {
    return first.key === 'required'
      ? new AppError('mobile_missing', 400, 'Please enter a valid phone number.', details)
      : new AppError('mobile_invalid', 400, 'Please enter a valid mobile number', details);
  }
  if (first.key === 'required') return new AppError('input_empty', 400, 'Input cannot be empty', details);
  if (first.field === 'payeeName')
    return new AppError('real_name_invalid', 400, 'Real name format is incorrect', details);
  if (first.field === 'password' || first.field === 'confirmPassword') {
    return new AppError('password_format', 400, 'Password format is incorrect', details);
  }
  return new AppError('invalid_input', 400, `Invalid ${first.field}`, details);
}
