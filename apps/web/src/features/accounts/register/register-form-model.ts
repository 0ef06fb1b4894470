import { type FieldProblem, type RegisterFieldSetting, validateField } from '@app/contracts';

/** Registration types of spec §4: by username or by mobile number. */
export type RegisterType = 'username' | 'mobile';

/** The whitelabel switches the registration form reads (spec §3), already resolved to booleans. */
export interface RegisterFlags {
  USERNAMEREG3: boolean;
  MOBILENUMREG3: boolean;
  MOBILENUMPASSREG3: boolean;
  REGMOBVERF3: boolean;
  DIRECTREG3: boolean;
}

/** The register settings the server sends (GET /wps/system/setting/register). */
export interface RegisterSettingsView {
  fields: readonly RegisterFieldSetting[];
  smsVerification: boolean;
  captcha: boolean;
}

export type RegisterFieldName = RegisterFieldSetting['field'];

/**
 * Fields typed into plain inputs, in display order. captcha, verificationCode (the SMS code) and
 * referralCode (from the address) have their own widgets.
 */
export const INPUT_FIELD_ORDER: readonly RegisterFieldName[] = [
  'username',
  'mobileNum',
  'password',
  'confirmPassword',
  'payeeName',
  'email',
  'birthday',
  'qqNum',
  'paymentPassword',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'recommenderId',
  'affiliateCode',
];

/** Types offered and the one selected first: mobile when the mobile-register flag is on (spec §4). */
export function registerTypes(flags: RegisterFlags): { types: RegisterType[]; initial: RegisterType | null } {
  if (!flags.DIRECTREG3) return { types: [], initial: null };
  const mobile = flags.MOBILENUMREG3 || flags.MOBILENUMPASSREG3;
  const types: RegisterType[] = [];
  if (mobile) types.push('mobile');
  if (flags.USERNAMEREG3) types.push('username');
  return { types, initial: types[0] ?? null };
}

/** SMS verification is needed when the settings or the REGMOBVERF3 flag ask for it (the server's rule). */
export const smsNeeded = (settings: RegisterSettingsView, flags: RegisterFlags) =>
  settings.smsVerification || flags.REGMOBVERF3;

/** One input the form shows, with the rule it is checked against (required already adjusted to the flow). */
export interface VisibleField {
  name: RegisterFieldName;
  rule: RegisterFieldSetting;
}

/** What the form shows for a type: its inputs in order, and the extra widgets. */
export interface RegisterLayout {
  fields: VisibleField[];
  /** SMS code input with its send button (verificationCode). */
  sms: boolean;
  captcha: boolean;
}

/**
 * The inputs of a registration type, mirroring the server's checks so the form never hides a field
 * the server will demand: every enabled (or required) field; the flow's own needs forced required
 * (username or mobile, password, confirmation, and the mobile when SMS verification is on). The
 * mobile type derives the username from the number, so it has no username input.
 */
export function registerLayout(
  settings: RegisterSettingsView,
  flags: RegisterFlags,
  type: RegisterType,
  referralFromUrl: string | null,
): RegisterLayout {
  const sms = smsNeeded(settings, flags);
  const forced = new Set<RegisterFieldName>([
    type === 'username' ? 'username' : 'mobileNum',
    'password',
    'confirmPassword',
    ...(sms ? (['mobileNum'] as const) : []),
  ]);
  const byName = new Map(settings.fields.map((f) => [f.field, f]));
  const order =
    type === 'mobile'
      ? ['mobileNum' as const, ...INPUT_FIELD_ORDER.filter((n) => n !== 'mobileNum')]
      : INPUT_FIELD_ORDER;
  const fields: VisibleField[] = [];
  for (const name of order) {
    if (type === 'mobile' && name === 'username') continue;
    const rule = byName.get(name) ?? fallbackRule(name);
    const required = rule.required || forced.has(name);
    if (!rule.enabled && !required) continue;
    fields.push({ name, rule: { ...rule, enabled: true, required } });
  }
  // The referral code comes from the address (spec §2) and is shown prefilled, so a malformed one can be
  // seen and corrected; without one, an input only when the operator requires it.
  const referral = byName.get('referralCode');
  if (referral && (referralFromUrl || (referral.enabled && referral.required))) {
    fields.push({ name: 'referralCode', rule: { ...referral, enabled: true } });
  }
  return { fields, sms, captcha: settings.captcha };
}

/** A field the flow needs but the operator never configured: any characters, 1–128. */
function fallbackRule(name: RegisterFieldName): RegisterFieldSetting {
  const needed = name === 'username' || name === 'mobileNum' || name === 'password' || name === 'confirmPassword';
  return {
    field: name,
    enabled: needed,
    required: needed,
    acceptedPattern: '*',
    patternId: null,
    minLength: 1,
    maxLength: 128,
  };
}

/** A problem of one field: a rule problem from the contracts, or one of the form's own checks. */
export type FieldError = FieldProblem | { key: 'mismatch' | 'age'; params: Record<string, never> };

export type RegisterValues = Partial<Record<RegisterFieldName, string>>;

/** Years between a yyyy-MM-dd (or MM-dd-yyyy) birthday and `now`; null when not a date. */
export function ageOn(birthday: string, now: Date): number | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthday);
  const us = /^(\d{2})-(\d{2})-(\d{4})$/.exec(birthday);
  const [y, m, d] = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : us
      ? [Number(us[3]), Number(us[1]), Number(us[2])]
      : [Number.NaN, 0, 0];
  if (!Number.isFinite(y)) return null;
  const before = now.getMonth() + 1 < m || (now.getMonth() + 1 === m && now.getDate() < d);
  return now.getFullYear() - y - (before ? 1 : 0);
}

/** Secrets are sent exactly as typed; everything else is trimmed. */
const isSecret = (name: RegisterFieldName) =>
  name === 'password' || name === 'confirmPassword' || name === 'paymentPassword';

/** Minimum age to register (spec §9). */
export const MIN_AGE = 18;

/** Checks one visible field with the contracts' validator plus the confirmation and age checks. */
export function checkField(field: VisibleField, values: RegisterValues, now: Date): FieldError | null {
  const raw = values[field.name] ?? '';
  const value = isSecret(field.name) ? raw : raw.trim();
  const problem = validateField(field.rule, value);
  if (problem) return problem;
  if (field.name === 'confirmPassword' && value !== (values.password ?? '')) return { key: 'mismatch', params: {} };
  if (field.name === 'birthday' && value) {
    const age = ageOn(value, now);
    if (age !== null && age < MIN_AGE) return { key: 'age', params: {} };
  }
  return null;
}

/** Every problem of the visible fields, by field name (empty when the form may be sent). */
export function checkAll(
  layout: RegisterLayout,
  values: RegisterValues,
  now: Date,
): Partial<Record<RegisterFieldName, FieldError>> {
  const errors: Partial<Record<RegisterFieldName, FieldError>> = {};
  for (const f of layout.fields) {
    const e = checkField(f, values, now);
    if (e) errors[f.name] = e;
  }
  if (layout.sms && !(values.verificationCode ?? '').trim()) {
    errors.verificationCode = { key: 'required', params: {} };
  }
  return errors;
}

/** Trimmed values of the visible fields only (a hidden field never reaches the server). */
export function visibleValues(layout: RegisterLayout, values: RegisterValues): RegisterValues {
  const out: RegisterValues = {};
  for (const f of layout.fields) {
    const raw = values[f.name] ?? '';
    const v = isSecret(f.name) ? raw : raw.trim();
    if (v) out[f.name] = v;
  }
  if (layout.sms && values.verificationCode) out.verificationCode = values.verificationCode.trim();
  return out;
}
