import type { TFunction } from 'i18next';
import { ApiError } from '../../../shared/api/client';

/**
 * Translated text for a failed money call: the server's stable code from errors.json when it has one
 * (transfers, history, ledger, payment password …), else the generic text for its HTTP status.
 */
export function walletErrorText(t: TFunction, err: unknown): string {
  const code = err instanceof ApiError ? err.code : 'unknown';
  const text = t(`errors:${code}`, { defaultValue: '' });
  if (text) return text;
  if (err instanceof ApiError && err.status === 429) return t('errors:too_many_requests');
  if (err instanceof ApiError && err.status >= 500) return t('errors:internal_error');
  return t('errors:unknown');
}

/** A fresh idempotency key for one money action: a retry of that action reuses it, a new action does not. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
