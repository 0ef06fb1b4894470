import { type AccountErrorCode, AccountErrorCodes } from '@app/contracts';
import type { TFunction } from 'i18next';
import { ApiError } from '../../../shared/api/client';
import { apiErrorText } from '../../../shared/api/error-text';

const ACCOUNT_CODES: ReadonlySet<string> = new Set(AccountErrorCodes);

/** The i18n key of an account error code (auth.json `errors.<code>`). */
export const accountErrorKey = (code: AccountErrorCode) => `auth:errors.${code}` as const;

/** The stable code of any thrown value: ApiError's code, 'unknown' for the rest. */
export function errorCode(err: unknown): string {
  return err instanceof ApiError ? err.code : 'unknown';
}

/**
 * Translated text for any failure of an account flow (spec §8): a wait a 429 names, each AccountErrorCodes
 * code from auth.json, and everything else as any other call's failure (apiErrorText: errors.json by code,
 * then by status, then 'unknown error').
 */
export function accountErrorText(t: TFunction, err: unknown): string {
  // A login delay (or any rate limit) says how long to wait: the player sees the seconds, not just "later".
  const wait = retryAfterSeconds(err);
  if (wait !== null) return t('errors:too_many_requests_wait', { seconds: wait });
  const code = errorCode(err);
  if (ACCOUNT_CODES.has(code)) return t(accountErrorKey(code as AccountErrorCode));
  return apiErrorText(t, err);
}

/** The server's "captcha needed next time" flag, carried in the error details of a failed login. */
export function captchaFlag(err: unknown): boolean {
  if (!(err instanceof ApiError) || typeof err.details !== 'object' || err.details === null) return false;
  return (err.details as { captcha?: unknown }).captcha === true;
}

/** Seconds a 429 asks the client to wait (its details' retryAfterSeconds), or null. */
export function retryAfterSeconds(err: unknown): number | null {
  if (!(err instanceof ApiError) || err.status !== 429) return null;
  const s = (err.details as { retryAfterSeconds?: unknown } | null | undefined)?.retryAfterSeconds;
  return typeof s === 'number' && Number.isFinite(s) && s > 0 ? Math.ceil(s) : null;
}
