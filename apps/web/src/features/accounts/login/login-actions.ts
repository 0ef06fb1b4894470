import { accountsContract, type LoginResult } from '@app/contracts';
import { ApiError, request } from '../../../shared/api/client';
import { solveAntiBot } from '../lib/anti-bot';
import { encryptPayload, requestEncrypted } from '../lib/secure-request';

export type LoginArea = 'member' | 'agent';

export interface UsernameLoginInput {
  username: string;
  password: string;
  captcha?: string;
  captchaId?: string | null;
  remember: boolean;
  area: LoginArea;
}

/** The new-IP check the server opened (details of 'new_ip_check_required'). */
export interface NewIpCheck {
  checkId: string;
  method: 'sms' | 'email' | 'bankName' | 'totp';
}

/** The pending new-IP check carried by an error, or null. */
export function newIpCheckOf(err: unknown): NewIpCheck | null {
  if (!(err instanceof ApiError) || err.code !== 'new_ip_check_required') return null;
  const d = err.details as Partial<NewIpCheck> | undefined;
  if (!d || typeof d.checkId !== 'string' || typeof d.method !== 'string') return null;
  return { checkId: d.checkId, method: d.method as NewIpCheck['method'] };
}

/** Username login (spec §4): trimmed username, the proof of work, the captcha when shown; encrypted. */
export async function loginByUsername(input: UsernameLoginInput): Promise<LoginResult> {
  const pow = await solveAntiBot();
  const captcha = input.captcha?.trim();
  return requestEncrypted(accountsContract.login, {
    type: 'username',
    username: input.username.trim(),
    password: input.password,
    ...(captcha && input.captchaId ? { captcha, captchaId: input.captchaId } : {}),
    pow,
    remember: input.remember,
    area: input.area,
  });
}

/** SMS-code login: the mobile number stands for the username and the code for the password. */
export function loginBySms(input: {
  mobile: string;
  code: string;
  countryDialingCode?: string;
  area: LoginArea;
}): Promise<LoginResult> {
  return requestEncrypted(accountsContract.login, {
    type: 'sms',
    username: input.mobile.trim(),
    password: input.code.trim(),
    ...(input.countryDialingCode ? { countryDialingCode: input.countryDialingCode } : {}),
    remember: false,
    area: input.area,
  });
}

/** Sends the login SMS code. */
export function sendLoginSms(mobile: string, countryDialingCode?: string): Promise<{ expiredMinutes: number }> {
  return request(accountsContract.smsNoLogin, {
    body: { mobileNum: mobile.trim(), countryDialingCode: countryDialingCode || '84', purpose: 'login' },
  });
}

/** A coarse OS name for the free-play call (spec §7 "os"). */
export function osName(userAgent: string): string {
  if (/android/i.test(userAgent)) return 'Android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'iOS';
  if (/windows/i.test(userAgent)) return 'Windows';
  if (/mac os x|macintosh/i.test(userAgent)) return 'MacOS';
  if (/linux/i.test(userAgent)) return 'Linux';
  return 'Other';
}

function randomString(bytes = 16): string {
  const b = crypto.getRandomValues(new Uint8Array(bytes));
  return Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
}

/** Free play (spec §7): os, platform 'W', an encrypted random string, gateway version 3. */
export async function loginFreePlay(): Promise<LoginResult> {
  const random = JSON.stringify(await encryptPayload(randomString()));
  return request(accountsContract.freePlay, {
    body: { os: osName(navigator.userAgent), platform: 'W', random, gatewayVersion: 3 },
  });
}

/** Signs in with the remembered username and token (the token is used up; a fresh one comes back). */
export function loginWithRemembered(username: string, rememberToken: string): Promise<LoginResult> {
  return request(accountsContract.loginRemembered, { body: { username, rememberToken } });
}

/** Revokes a remember-me token on the server; failures are ignored (the local copy is gone anyway). */
export async function revokeRemembered(rememberToken: string): Promise<void> {
  try {
    await request(accountsContract.forgetRemembered, { body: { rememberToken } });
  } catch {
    // The token expires on its own within a day.
  }
}

/** Answers the new-IP check. */
export function answerNewIpCheck(checkId: string, answer: string): Promise<LoginResult> {
  return request(accountsContract.verifyNewIp, { body: { checkId, answer: answer.trim() } });
}
