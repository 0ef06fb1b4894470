import { type AccountErrorCode, AccountErrorCodes } from '@app/contracts';
import type { TFunction } from 'i18next';
import { ApiError } from '../../../shared/api/client';

const ACCOUNT_CODES: ReadonlySet<string> = new Set(AccountErrorCodes);

/** Codes every call can produce (network, system, maintenance, region, rate limit …), translated in errors.json. */
export const GENERIC_ERROR_CODES = [
  'invalid_input',
  'invalid_characters',
  'not_found',
  'unauthorized',
  'forbidden',
  'conflict',
  'business_rule',
  'too_many_requests',
  'maintenance',
  'region_restricted',
  'password_change_required',
  'internal_error',
  'network_error',
  'timeout',
  'unknown',
] as const;
const GENERIC: ReadonlySet<string> = new Set(GENERIC_ERROR_CODES);

/** The i18n key of an account error code (auth.json `errors.<code>`). */
export const accountErrorKey = (code: AccountErrorCode) => `auth:errors.${code}` as const;

/** The stable code of any thrown value: ApiError's code, 'unknown' for the rest. */
export function errorCode(err: unknown): string {
  return err instanceof ApiError ? err.code : 'unknown';
}

/**
 * Translated text for any failure of an account flow (spec §8): each AccountErrorCodes code from
 * auth.json, the generic ones (network, system error, maintenance, access restricted, too many
 * requests …) from errors.json; anything else reads as the translated 'unknown error'.
 */
export function accountErrorText(t: TFunction, err: unknown): string {
  const code = errorCode(err);
  // A login delay (or any rate limit) says how long to wait: the player sees the seconds, not just "later".
  const wait = retryAfterSeconds(err);
  if (wait !== null) return t('errors:too_many_requests_wait', { seconds: wait });
  if (ACCOUNT_CODES.has(code)) return t(accountErrorKey(code as AccountErrorCode));
  if (GENERIC.has(code)) return t(`errors:${code}`);
  if (err instanceof ApiError && err.status === 429) return t('errors:too_many_requests');
  if (err instanceof ApiError && err.status >= 500) return t('errors:internal_error');
  return t('errors:unknown');
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
