import { accountsContract, type RegisterPayload } from '@app/contracts';
import { ApiError, request } from '../../../shared/api/client';
import { solveAntiBot } from '../lib/anti-bot';
import { completeLogin } from '../lib/complete-login';
import { requestEncrypted } from '../lib/secure-request';
import type { RegisterLayout, RegisterType, RegisterValues } from './register-form-model';
import { visibleValues } from './register-form-model';

/** Thrown when the affiliate check refuses the invitation code: the form shows its dialog. */
export class InvalidInvitationError extends Error {
  constructor() {
    super('invalid invitation code');
    this.name = 'InvalidInvitationError';
  }
}

export interface RegisterSubmission {
  type: RegisterType;
  layout: RegisterLayout;
  values: RegisterValues;
  countryDialingCode: string;
  captcha: { captchaId: string | null; answer: string } | null;
  termsAccepted: boolean;
  ageConfirmed: boolean;
  referralCode: string | null;
}

/** The host sent as `domain` with the affiliate check and the form (the operator's site address). */
const currentDomain = () => window.location.host;

/** Spec §4: the invitation code is checked first (GET affiliate with code and domain). */
export async function checkInvitation(code: string): Promise<void> {
  try {
    await request(accountsContract.affiliate, { query: { code, domain: currentDomain() } });
  } catch (err) {
    if (err instanceof ApiError && (err.code === 'invalid_invitation_code' || err.status === 404 || err.status === 400))
      throw new InvalidInvitationError();
    throw err;
  }
}

/** The decrypted payload the server reads (RegisterPayloadSchema), from the visible fields only. */
export function buildRegisterPayload(s: RegisterSubmission, pow: { id: string; counter: number }): RegisterPayload {
  const v = visibleValues(s.layout, s.values);
  return {
    ...v,
    // The mobile type has no username input: the server derives one from the number.
    username: s.type === 'username' ? (v.username ?? '') : '',
    password: v.password ?? '',
    confirmPassword: v.confirmPassword ?? '',
    referralCode: v.referralCode ?? s.referralCode ?? undefined,
    captcha: s.captcha?.answer.trim() || undefined,
    captchaId: s.captcha?.captchaId ?? undefined,
    domain: currentDomain(),
    countryDialingCode: s.countryDialingCode,
    registerUrl: window.location.href.slice(0, 512),
    registerMethod: 'WEB',
    termsAccepted: s.termsAccepted,
    ageConfirmed: s.ageConfirmed,
    pow,
  };
}

/**
 * The registration flow of spec §4: invitation code first, then the human check (proof of work),
 * the encrypted PUT (username or mobile endpoint), then the session is stored and the player goes to /.
 */
export async function submitRegistration(s: RegisterSubmission): Promise<void> {
  const code = (s.values.affiliateCode ?? '').trim();
  if (code && s.layout.fields.some((f) => f.name === 'affiliateCode')) await checkInvitation(code);
  const pow = await solveAntiBot();
  const endpoint = s.type === 'username' ? accountsContract.register : accountsContract.registerMobile;
  const result = await requestEncrypted(endpoint, buildRegisterPayload(s, pow));
  await completeLogin(result, { method: 'register' });
}

/** Sends the registration SMS code (behind its own proof of work); resolves with expiredMinutes. */
export async function sendRegisterSms(mobileNo: string, countryDialingCode: string) {
  const verification = await solveAntiBot();
  return request(accountsContract.smsRegister, {
    body: { mobileNo: mobileNo.trim(), countryDialingCode, verification },
  });
}
