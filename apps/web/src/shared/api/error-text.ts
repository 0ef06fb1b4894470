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
    const text = t(key, { ...detailValues(err.details), defaultValue: '' });
    if (text) return text;
    if (err.status === 429) return t('errors:too_many_requests');
    if (err.status >= 500) return t('errors:internal_error');
  }
  return t('errors:unknown');
}

// i18next reads these as options, not values: a detail of that name must not change how the text is chosen.
const RESERVED = new Set(['count', 'context', 'defaultValue', 'lng', 'lngs', 'ns', 'keyPrefix', 'returnObjects']);

/**
 * The error's plain details (strings and numbers), for texts that name them: "The number {{number}} cannot
 * take more bets in this draw" (lottery_number_cap's details.number).
 */
function detailValues(details: unknown): Record<string, string | number> {
  if (typeof details !== 'object' || details === null) return {};
  const out: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(details)) {
    if (!RESERVED.has(k) && (typeof v === 'string' || typeof v === 'number')) out[k] = v;
  }
  return out;
}
