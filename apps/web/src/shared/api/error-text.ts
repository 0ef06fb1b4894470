import type { TFunction } from 'i18next';
import { ApiError } from './client';

/** Codes the web makes itself (no server answer; a thrown value that is not an ApiError), in errors.json. */
export const CLIENT_ERROR_CODES = ['network_error', 'unknown'] as const;

/**
 * Translated text for any failed call: the server's stable code when errors.json knows it (generic
 * and per-domain codes), else by status (429 → too many requests, 5xx → system error), else
 * 'unknown error'. Never the server's raw message, which is English and may change.
 */
export function apiErrorText(t: TFunction, err: unknown): string {
  if (err instanceof ApiError) {
    const key = `errors:${err.code}`;
    const text = t(key, { defaultValue: '' });
    if (text) return text;
    if (err.status === 429) return t('errors:too_many_requests');
    if (err.status >= 500) return t('errors:internal_error');
  }
  return t('errors:unknown');
}
